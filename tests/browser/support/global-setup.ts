// Runs once per `npm run test:browser`, before any journey: builds the e2e bundle (mock mode on)
// and serves it the way a static host would, so most journeys drive the production-like app.
// It also starts the development server exactly as the README does (`npm start`: Vite, mock mode,
// React's development build with StrictMode's double mount), which dev-server.spec.ts and the
// other journeys that must hold there too drive: a green run on one build says nothing about the
// other.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, headlessChromiumPath, serveBuild } from '../../../scripts/static-host';

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

  let devServer: Awaited<ReturnType<typeof startDevServer>>;
  try {
    devServer = await startDevServer(root);
  } catch (error) {
    await server.close();
    throw error;
  }
  console.info(`[browser tests] development server (npm start) at ${devServer.url}`);
  project.provide('devBaseUrl', devServer.url);

  return async () => {
    await devServer.close();
    await server.close();
  };
}

/** A port nobody listens on now, for the development server's --strictPort. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start -- --host 127.0.0.1 --port N --strictPort`, the README's command with its documented
 * flags, in a process of its own (vitest's NODE_ENV=test left out, as in a developer's shell).
 * Ready when the address answers over HTTP, not when a line is printed: Vite colours its banner
 * when the environment asks for colour (CI often does), which splits the printed address.
 * Closed with its whole process group, also when it never became ready.
 */
async function startDevServer(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const env = { ...process.env };
  delete env.NODE_ENV;
  const child: ChildProcess = spawn(
    'npm',
    ['start', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | string | null | undefined;
  const exitedNow = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? signal;
      resolve();
    }),
  );
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    await exitedNow;
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== undefined) {
      throw new Error(`npm start exited (${exited}) before serving:\n${output}`);
    }
    if (await answers(url)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`npm start did not answer at ${url}/ within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    await warmUp(url);
  } catch (error) {
    await close();
    throw new Error(`npm start served no first screen at ${url}/ within 120 s:\n${output}`, {
      cause: error,
    });
  }
  child.stdout?.off('data', collect);
  child.stderr?.off('data', collect);
  // Vite's own warnings (a dependency optimised late, a failed transform) go to the test log.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[npm start] ${chunk}`));
  return { url, close };
}

/** Whether the server at `url` answers its index page (any complete HTTP answer under 500). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * One page load before any journey, as a developer's first look after `npm start`: Vite bundles
 * the dependencies and transforms the entry, the shell and the in-browser mock when first asked
 * (about 10 s on 2 idle cores, several times that on a busy one). The journeys then measure the
 * app under StrictMode, not that one-off cost against their 15 s waits.
 */
async function warmUp(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: headlessChromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto(`${url}/sign-in`, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  } finally {
    await browser.close();
  }
}
