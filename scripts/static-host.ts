// What the build scripts and the browser tests share: serving a built app the way a static host
// does, and Debian's Chromium with the flags this closed network needs.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { preview } from 'vite';

// Debian's Chromium (scripts/ensure-chromium.sh); nothing here downloads a browser. `CHROME_PATH`
// replaces both builds below.

/** The full browser: for figures that must be a real browser's (npm run perf, first-input.ts). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless build (Debian's chromium-headless-shell, the same version): the browser
 * journeys and the prerender step, where nothing is shown. Playwright runs headless tests on it
 * too; a page load costs half the CPU of the full browser's (0.34 against 0.70 CPU-s on 2 cores).
 */
export const headlessChromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags this closed network needs (shared toolchain guide, "Browser tests"). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ServedBuild {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/**
 * What the static host answers a call to the API: it serves files, never the API, so a call that
 * reaches it escaped the in-browser mock's service worker (only a closing document's calls do, or
 * a mock that never started). 421 Misdirected Request says exactly that, and no API answer uses it,
 * so the browser journeys tell such a call from a failure of the app (tests/browser/support).
 */
export const ESCAPED_API_CALL_STATUS = 421;

export interface ServeOptions {
  /**
   * Serves the build's content-hashed files (`/assets/*.js`, `*.css`) the way a production CDN
   * does: cached for good (`immutable`), so a page load in a browser that has them asks nothing.
   * Uncompressed, since the browser is on the same machine: `vite preview` gzips every answer
   * again and revalidates every file on every load, which made each journey's page load wait
   * ~0.4 s on a busy 2-core machine for 40 chunks it already had. Off for the benchmarks, which
   * measure a first visit over a slow link, where compression is what a real host does.
   */
  immutableAssets?: boolean;
  /**
   * Headers a production host adds to each answer, by its path (scripts/lib/security-headers.ts,
   * docs/deployment.md): `npm run best-practices` serves the build as deployed.
   */
  headers?: (path: string) => Record<string, string>;
}

const hashedAssetTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves `outDir` on a free port of 127.0.0.1 with `vite preview` and no config file: static
 * files, gzip (not for immutableAssets), clean URLs (`/about` → about.html) and, with appType 'spa', every other deep link
 * (such as /blog?page=2) answered with index.html.
 */
export async function serveBuild(
  root: string,
  outDir: string,
  options: ServeOptions = {},
): Promise<ServedBuild> {
  const assetsDir = join(root, outDir, 'assets');
  const server = await preview({
    configFile: false,
    root,
    appType: 'spa',
    logLevel: 'warn',
    build: { outDir },
    plugins: [
      {
        name: 'academy:static-host',
        configurePreviewServer(preview) {
          const { headers } = options;
          // Set first: the file server keeps a header already set over its own.
          if (headers)
            preview.middlewares.use((request, response, next) => {
              const path = (request.url ?? '').split('?')[0] ?? '';
              for (const [name, value] of Object.entries(headers(path)))
                response.setHeader(name, value);
              next();
            });
          preview.middlewares.use((request, response, next) => {
            if (!/^\/(api|broadcasting)\//.test(request.url ?? '')) return next();
            response.statusCode = ESCAPED_API_CALL_STATUS;
            response.end();
          });
          if (options.immutableAssets)
            preview.middlewares.use((request, response, next) => {
              const path = (request.url ?? '').split('?')[0] ?? '';
              const type = hashedAssetTypes[path.slice(path.lastIndexOf('.'))];
              if (!path.startsWith('/assets/') || !type) return next();
              let file: string;
              try {
                file = normalize(
                  join(assetsDir, decodeURIComponent(path.slice('/assets/'.length))),
                );
              } catch {
                return next(); // a malformed escape: the host's usual answer
              }
              // Only a file inside assets/ itself (not a sibling such as assets-x/).
              if (!file.startsWith(assetsDir + sep)) return next();
              readFile(file).then(
                (body) => {
                  response.setHeader('Content-Type', type);
                  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
                  response.end(body);
                },
                () => next(),
              );
            });
        },
      },
    ],
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string')
    throw new Error(`vite preview of ${outDir}/ is not listening on a TCP port`);
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/**
 * Runs a command to its end without blocking this process's event loop, which may be serving
 * the mock backend the command talks to (the prerender step reads from it).
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`));
    });
  });
}
