// @vitest-environment node
// The filter in front of MSW's service worker (public/mock-service-worker.js), run as the browser
// runs it: every path a handler of the mock answers reaches MSW's listener; the app's own files
// are kept from it, so the browser fetches them without a round trip through the page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';

const workerFile = join(import.meta.dirname, '..', '..', 'public', 'mock-service-worker.js');

type FetchListener = (event: {
  request: { url: string };
  stopImmediatePropagation(): void;
}) => void;

/** Evaluates the worker script with a stand-in `self` and `importScripts`. */
function loadWorker() {
  const listeners: FetchListener[] = [];
  /** What the script does, in order: its listeners must come before MSW's script adds its own. */
  const steps: string[] = [];
  const self = {
    addEventListener: (type: string, listener: FetchListener) => {
      steps.push(`listen ${type}`);
      if (type === 'fetch') listeners.push(listener);
    },
  };
  new Function('self', 'importScripts', readFileSync(workerFile, 'utf8'))(self, (url: string) =>
    steps.push(`import ${url}`),
  );
  /** True when the filter lets the request on to MSW's listener (imported after it). */
  const reachesMsw = (url: string) => {
    let stopped = false;
    for (const listener of listeners)
      listener({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return !stopped;
  };
  return { steps, reachesMsw };
}

const origin = 'http://localhost:5173';

/**
 * The filter with MSW's real worker imported behind it, in one stand-in worker scope whose only
 * window is the page that says goodbye: what MSW's worker does with that page's CLIENT_CLOSED.
 */
async function goodbyeOfTheLastPage(): Promise<{ unregistered: number }> {
  type Listener = (event: unknown) => unknown;
  const listeners: { type: string; listener: Listener }[] = [];
  const addEventListener = (type: string, listener: Listener) => listeners.push({ type, listener });
  let unregistered = 0;
  const page = { id: 'page-1', postMessage: () => {} };
  const self = {
    addEventListener,
    clients: { get: async () => page, matchAll: async () => [page] },
    registration: { unregister: async () => (unregistered += 1) },
  };
  const run = (source: string) =>
    new Function('self', 'addEventListener', 'importScripts', source)(
      self,
      addEventListener,
      (url: string) => run(readFileSync(join(dirname(workerFile), url), 'utf8')),
    );
  run(readFileSync(workerFile, 'utf8'));
  let stopped = false;
  const event = {
    data: 'CLIENT_CLOSED',
    source: page,
    stopImmediatePropagation: () => (stopped = true),
  };
  for (const { type, listener } of listeners) {
    if (type !== 'message') continue;
    await listener(event);
    if (stopped) break;
  }
  return { unregistered };
}

describe("the mock's service worker", () => {
  it("puts its filter before MSW's own worker", () => {
    expect(loadWorker().steps).toEqual([
      'listen fetch',
      'listen message',
      'import ./mockServiceWorker.js',
    ]);
  });

  it("stays registered when a page says goodbye, so the same tab's next page finds it", async () => {
    // MSW's worker would unregister itself here: the tab's next document (the bank's page, a
    // reload) is not a client yet, and its MSW's update() of the registration being removed
    // rejected uncaught ("Failed to update a ServiceWorker …: Not found").
    expect(await goodbyeOfTheLastPage()).toEqual({ unregistered: 0 });
  });

  it("keeps the app's scripts, styles, fonts, pages and the dev server's modules from MSW", () => {
    const { reachesMsw } = loadWorker();
    for (const path of [
      '/assets/index-abc.js',
      '/assets/app.css',
      '/assets/noto-sans-armenian.woff2',
      '/favicon.svg',
      '/about',
      '/src/main.tsx',
      '/node_modules/.vite/deps/react.js',
      '/@vite/client',
    ])
      expect(reachesMsw(`${origin}${path}`), path).toBe(false);
  });

  it('hands on every path a handler of the mock answers, on any origin and under any prefix', () => {
    const { reachesMsw } = loadWorker();
    for (const handler of handlers) {
      const path = String((handler.info as { path?: unknown }).path)
        .replace(/^\*/, '')
        .replace(/:\w+/g, '1')
        .replace(/\*$/, 'x');
      expect(reachesMsw(`${origin}${path}`), path).toBe(true);
      expect(reachesMsw(`https://api.academy.example/backend${path}`), path).toBe(true);
    }
    expect(reachesMsw(`${origin}/API/user`)).toBe(true);
  });
});
