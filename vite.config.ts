import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { earlyInputGuardScript, withEarlyInputGuard } from './scripts/early-input-guard-html';

const mockWorkerFile = 'mockServiceWorker.js';

/** public/ holds MSW's worker for mock mode; builds without mocks must not ship it. */
function dropMockWorkerWithoutMocks(mocking: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'academy:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!mocking) rmSync(join(outDir, mockWorkerFile), { force: true });
    },
  };
}

/**
 * The first script of every page: no form submits natively, and what the user does before the app
 * starts is kept for it (src/app/first-screen/early-input-guard.ts). Inline, so it runs even when
 * the app's script cannot load; its words come from the locales, keyed by <html lang>.
 */
function earlyInputGuard(): Plugin {
  const htmlLangs = { arm: 'hy', en: 'en', ru: 'ru' } as const;
  return {
    name: 'academy:early-input-guard',
    transformIndexHtml(html) {
      const messages = Object.fromEntries(
        Object.entries(htmlLangs).map(([language, htmlLang]) => {
          const file = fileURLToPath(
            new URL(`./src/locales/${language}/common.json`, import.meta.url),
          );
          const words = JSON.parse(readFileSync(file, 'utf8')) as {
            firstScreen: { heldSubmit: string };
          };
          return [htmlLang, words.firstScreen.heldSubmit];
        }),
      );
      return withEarlyInputGuard(html, earlyInputGuardScript(messages));
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
      dropMockWorkerWithoutMocks(env.VITE_API_MOCKING === 'browser'),
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
    build: {
      outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
      sourcemap: mode !== 'production',
      // Fonts stay files: the dram sign's face is fetched only where a page shows ֏ (unicode-range),
      // which an inlined data URL would defeat.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    },
  };
});
