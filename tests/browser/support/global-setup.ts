// Runs once per `npm run test:browser`, before any journey: builds the e2e bundle (mock mode on)
// and serves it the way a static host would, so every journey drives the same production-like app.
// It also starts the development server (`npm start`'s Vite, mock mode, React's development build
// with StrictMode's double mount) for the few journeys that must hold there too; Vite transforms
// nothing until a journey asks for a page, so it costs little when none does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveBuild } from '../../../scripts/static-host';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e bundle is served, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    baseUrl: string;
    /** Where the development server answers (no trailing slash). */
    devBaseUrl: string;
  }
}

const outDir = 'dist-e2e';

function buildE2eBundle(root: string): void {
  if (process.env.BROWSER_TESTS_SKIP_BUILD === '1') {
    if (!existsSync(join(root, outDir, 'index.html'))) {
      throw new Error(
        `BROWSER_TESTS_SKIP_BUILD=1 but ${outDir}/index.html does not exist: build it first (npx vite build --mode e2e).`,
      );
    }
    console.info(`[browser tests] BROWSER_TESTS_SKIP_BUILD=1: using the existing ${outDir}/`);
    return;
  }
  console.info('[browser tests] building the e2e bundle (npx vite build --mode e2e)...');
  // vitest sets NODE_ENV=test; left in place it would make Vite produce a development-flavoured
  // React build, not the production-like one the journeys are meant to drive.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'warn'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`vite build --mode e2e failed (exit code ${result.status ?? result.signal})`);
}

export default async function setup(project: TestProject) {
  const root = project.config.root;
  buildE2eBundle(root);

  const server = await serveBuild(root, outDir, { immutableAssets: true });
  const baseUrl = server.url;
  console.info(`[browser tests] serving ${outDir}/ at ${baseUrl}`);
  project.provide('baseUrl', baseUrl);

  const devServer: ViteDevServer = await createServer({
    root,
    mode: 'development',
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false, open: false, hmr: false },
  });
  await devServer.listen();
  const devAddress = devServer.httpServer?.address() as AddressInfo | null;
  if (!devAddress || typeof devAddress === 'string')
    throw new Error('the Vite development server is not listening on a TCP port');
  const devBaseUrl = `http://127.0.0.1:${devAddress.port}`;
  console.info(`[browser tests] development server at ${devBaseUrl}`);
  project.provide('devBaseUrl', devBaseUrl);

  return async () => {
    await devServer.close();
    await server.close();
  };
}
