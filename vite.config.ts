import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { bankPageScript } from './mocks/payments/bank-page-script.ts';
import { withAppLoader } from './scripts/app-loader-html.ts';
import { policySettings, withContentSecurityPolicy } from './scripts/content-security-policy.ts';
import {
  earlyInputGuardScript,
  earlyLanguageMenuScript,
  withEarlyInputGuard,
} from './scripts/early-input-guard-html.ts';
import {
  entryDependencies,
  importedByTheMock,
  reactModules,
  sharedByLazyPages,
  smallModuleBytes,
} from './scripts/lib/chunk-groups.ts';

/** The app's entry module (index.html's script). */
const entryModule = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));

/** MSW's worker and the filter in front of it (public/mock-service-worker.js). */
const mockWorkerFiles = ['mockServiceWorker.js', 'mock-service-worker.js'];

/** public/ holds the mock's service worker for mock mode; builds without mocks must not ship it. */
function dropMockWorkerWithoutMocks(mocking: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'academy:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mocking) return;
      for (const file of mockWorkerFiles) rmSync(join(outDir, file), { force: true });
    },
  };
}

/**
 * The first script of every page: no form submits natively, and what the user does before the app
 * starts is kept for it (src/app/first-screen/early-input-guard.ts); then the header's language
 * switcher, which works before the app does (early-language-menu.ts). Inline, so they run even
 * when the app's script cannot load; their words come from the locales, keyed by <html lang>.
 */
function earlyInputGuard(): Plugin {
  const htmlLangs = { arm: 'hy', en: 'en', ru: 'ru' } as const;
  type Words = {
    firstScreen: { heldSubmit: string };
    language: Record<'choose' | keyof typeof htmlLangs, string>;
  };
  return {
    name: 'academy:early-input-guard',
    transformIndexHtml(html) {
      const words = Object.entries(htmlLangs).map(([language, htmlLang]) => {
        const file = fileURLToPath(
          new URL(`./src/locales/${language}/common.json`, import.meta.url),
        );
        return [htmlLang, JSON.parse(readFileSync(file, 'utf8')) as Words] as const;
      });
      const heldSubmit = Object.fromEntries(
        words.map(([htmlLang, own]) => [htmlLang, own.firstScreen.heldSubmit]),
      );
      const languageMenu = Object.fromEntries(
        words.map(([htmlLang, own]) => [
          htmlLang,
          {
            choose: own.language.choose,
            languages: Object.entries(htmlLangs).map(([value, lang]) => ({
              value,
              label: own.language[value as keyof typeof htmlLangs],
              lang,
            })),
          },
        ]),
      );
      return withEarlyInputGuard(
        html,
        `${earlyInputGuardScript(heldSubmit)}\n${earlyLanguageMenuScript(languageMenu)}`,
      );
    },
  };
}

/**
 * Every page a build writes starts the app through one inline loader (app-loader-html.ts).
 * `npm start` keeps Vite's own tags: its development server answers them.
 */
function appLoader(): Plugin {
  return {
    name: 'academy:app-loader',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written its entry script and preloads.
      order: 'post',
      handler: (html) => withAppLoader(html),
    },
  };
}

/**
 * Every page a build writes carries the Content Security Policy (content-security-policy.ts), its
 * script hashes computed from the page's final inline scripts: the loader's and the early input
 * guard's. Builds with the in-browser mock also allow what it writes into a page (the bank's
 * script, its Trusted Types policy). `npm start` carries no policy: Vite's development server
 * injects scripts of its own, and the mock there is for people, not a check.
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const settings = policySettings(env, env.VITE_API_MOCKING === 'browser' ? [bankPageScript] : []);
  return {
    name: 'academy:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      // Last: after the loader and every other plugin has written its scripts.
      order: 'post',
      handler: (html) => withContentSecurityPolicy(html, settings),
    },
  };
}

/**
 * Browser builds with the mock check requests but not the mock's own answers: answer-check.ts
 * gives way to answer-check.browser.ts, which keeps the spec's answer schemas and openapi.json
 * out of the browser's mock (its size budget). Tests and the standalone server check every answer.
 */
function browserMockChecksNoAnswers(): Plugin {
  const checked = fileURLToPath(new URL('./mocks/lib/answer-check.ts', import.meta.url));
  const unchecked = fileURLToPath(new URL('./mocks/lib/answer-check.browser.ts', import.meta.url));
  return {
    name: 'academy:browser-mock-checks-no-answers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/answer-check')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === checked ? unchecked : null;
    },
  };
}

// One config for `npm start` (mock mode by default, see .env), the production build
// (mocks off, see .env.production) and the browser-test build (`--mode e2e`, mocks on).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const browserMocks = env.VITE_API_MOCKING === 'browser' && mode !== 'test';
  return {
    plugins: [
      react(),
      earlyInputGuard(),
      appLoader(),
      contentSecurityPolicy(env),
      dropMockWorkerWithoutMocks(env.VITE_API_MOCKING === 'browser'),
      ...(browserMocks ? [browserMockChecksNoAnswers()] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The in-browser mock's cookie store needs no public-suffix list (see the file).
        ...(browserMocks
          ? { tldts: fileURLToPath(new URL('./mocks/lib/registrable-domain.ts', import.meta.url)) }
          : {}),
      },
    },
    optimizeDeps: {
      // Every dependency the development server can be asked for, bundled in its first pass. One
      // found only later (what the plugins inject, what the crawl reaches after its end) makes it
      // bundle again under a new hash, and a page's later lazy import of the old one answers 504
      // "Outdated Optimize Dep" (seen for pusher-js after a sign-in on a busy machine).
      include: [
        ...['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
        ...['react-router', 'react-i18next', 'i18next', 'i18next-resources-to-backend', 'radix-ui'],
        ...[
          '@tanstack/react-query',
          'xstate',
          '@xstate/react',
          '@statelyai/inspect',
          'axios',
          'zod',
        ],
        ...['pusher-js', 'embla-carousel-react', 'embla-carousel-autoplay', 'recharts'],
        // The mock backend and its certificate writer (mock mode only).
        ...['msw', 'msw/browser', '@faker-js/faker', 'pdf-lib', '@pdf-lib/fontkit'],
      ],
    },
    build: {
      outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
      sourcemap: mode !== 'production',
      // Fonts stay files: the dram sign's face is fetched only where a page shows ֏ (unicode-range),
      // which an inlined data URL would defeat. The mock's storage images stay files too: inlined,
      // all 77 rode in the browser's mock script (10 KB gzip) though a page shows a few.
      assetsInlineLimit: (file: string) =>
        file.endsWith('.woff2') || file.includes('/mocks/assets/') ? false : undefined,
      rolldownOptions: {
        // The generated zod modules build schemas with top-level calls; marked pure, the ones
        // nothing reads (the answer schemas, in the browser's mock) are dropped.
        treeshake: { manualPureFunctions: ['zod'] },
        output: {
          codeSplitting: {
            groups: [
              {
                // React and its store shim in one chunk of the first load: a lazy page that
                // shares them (the earnings chart's recharts) would otherwise cut them out of
                // the entry's vendor chunk into more files, each with its own gzip overhead.
                name: 'react',
                test: reactModules,
                priority: 20,
              },
              {
                // What the entry imports, in one file beside React: left to the bundler, each
                // module a lazy page also uses was cut into a file of its own (16 files).
                name: entryDependencies(entryModule),
                priority: 15,
              },
              {
                // What the in-browser mock imports of the app, in a file of its own: in `shared`
                // it would bring that whole file into the mock (scripts/lib/chunk-groups.ts).
                name: importedByTheMock,
                priority: 12,
              },
              {
                // The small modules lazy pages share, in one file rather than one per set of
                // pages that shares them (scripts/lib/chunk-groups.ts).
                name: sharedByLazyPages(entryModule),
                minShareCount: 2,
                maxModuleSize: smallModuleBytes,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  };
});
