// A live backend for the journeys that need one shared server: the standalone mock server
// (real HTTP, real WebSocket) in this process, and a production build of the app pointed at
// it, served the way a static host would. In mock mode every browser context runs its own
// in-browser mock, so two contexts never see each other's changes, and Chromium reports no
// upload progress for a request a service worker answers; against this backend they do.
//
// It costs a production build (a few seconds) and, when the journeys are about the first paint,
// the prerender step (about a second of Chromium per page, more on a busy machine), so only the
// spec files that need it start it, in beforeAll, and only first-paint.spec prerenders:
//
//   let live: LiveBackend;
//   beforeAll(async () => {
//     live = await startLiveBackend({ firstScreens: false });
//   }, liveBackendStartTimeout);
//   afterAll(() => live?.stop());
//   beforeEach(() => live.reset());
//   ... await openPath(page, live.url('/courses'));
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startMockServer, type RunningMockServer } from '../../../mocks/server/mock-server';
import { runCommand, serveBuild, type ServedBuild } from '../../../scripts/static-host';

/**
 * Where live bundles are built (ignored by git, like dist-e2e/): each in its own directory, so two
 * spec files running at once (two browser workers) never build over or serve each other's.
 */
export const liveOutRoot = 'dist-e2e-live';

/** beforeAll's timeout for startLiveBackend: the build dominates, on a busy 2-core machine. */
export const liveBackendStartTimeout = 240_000;

const root = join(import.meta.dirname, '..', '..', '..');

export interface LiveBackend {
  /** The served app, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  appUrl: string;
  /** The mock server (API, /storage, /broadcasting/auth, Pusher socket, /__dev). */
  apiUrl: string;
  /** The build's directory (absolute), as a static host would be given it. */
  outDir: string;
  /** An absolute address of the app: `url('/courses')`. Pages' baseURL is the mock-mode bundle. */
  url(path: string): string;
  /** Back to the seed (data, uploads, scenario) between journeys. */
  reset(): Promise<void>;
  /** A developer endpoint of the mock server, e.g. `dev('GET', '/__dev/courses?status=all')`. */
  dev<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** The build-time settings that point the app at the server (README, "mock-server"). */
function liveEnv(apiUrl: string): NodeJS.ProcessEnv {
  const { hostname, port } = new URL(apiUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_API_MOCKING: 'off',
    VITE_API_BASE_URL: apiUrl,
    VITE_PUSHER_HOST: hostname,
    VITE_PUSHER_PORT: port,
    VITE_PUSHER_FORCE_TLS: 'false',
  };
  // vitest sets NODE_ENV=test; left in place it would make Vite produce a development-flavoured
  // React build, not the production one (as in global-setup.ts).
  delete env.NODE_ENV;
  return env;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  runCommand(command, args, { cwd: root, env });

export interface LiveBackendOptions {
  /**
   * The prerendered first screens of `npm run build`, with at most `linkedPages` articles and
   * courses each (a release makes 60); `false` leaves every page to the app, as the journeys that
   * are not about the first paint need.
   */
  firstScreens: { linkedPages: number } | false;
}

/**
 * What `npm run build` makes (`vite build`, then, asked for, the prerendered first screens of the
 * public pages), into liveOutDir, without blocking this process's event loop.
 */
async function buildLiveBundle(
  apiUrl: string,
  liveOutDir: string,
  { firstScreens }: LiveBackendOptions,
): Promise<void> {
  console.info(`[browser tests] building the live bundle against ${apiUrl} (${liveOutDir}/)...`);
  const env = liveEnv(apiUrl);
  await run(
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'production',
      '--outDir',
      liveOutDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    env,
  );
  if (!firstScreens) return;
  await run(
    'npx',
    [
      'tsx',
      'scripts/prerender.ts',
      '--out-dir',
      liveOutDir,
      '--linked-pages',
      String(firstScreens.linkedPages),
    ],
    env,
  );
}

/** Starts the mock server on a free port, builds the app against it and serves the build. */
export async function startLiveBackend(options: LiveBackendOptions): Promise<LiveBackend> {
  const mock: RunningMockServer = await startMockServer({ port: 0 });
  const liveOutDir = `${liveOutRoot}/${randomUUID()}`;
  const removeBuild = () => rm(join(root, liveOutDir), { recursive: true, force: true });
  let site: ServedBuild;
  try {
    await buildLiveBundle(mock.url, liveOutDir, options);
    site = await serveBuild(root, liveOutDir, { immutableAssets: true });
    // The bank returns the browser only to the app's origin, known once the build is served.
    mock.setAppOrigins([site.url]);
  } catch (error) {
    await mock.close();
    await removeBuild();
    throw error;
  }
  console.info(`[browser tests] live bundle at ${site.url}, mock server at ${mock.url}`);

  const dev = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

  return {
    appUrl: site.url,
    apiUrl: mock.url,
    outDir: join(root, liveOutDir),
    url: (path) => `${site.url}${path}`,
    reset: async () => {
      await dev('POST', '/__dev/reset');
    },
    dev,
    stop: async () => {
      await site.close();
      await mock.close();
      await removeBuild();
    },
  };
}
