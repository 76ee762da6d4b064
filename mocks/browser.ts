import { setupWorker } from 'msw/browser';
import { localStoragePersistence, setPersistence } from './db/store';
import { handlers, socketHandlers } from './handlers';
import { configureRuntime } from './lib/runtime';
import { setScenarioStorage } from './lib/scenario';

/** Network delay of the browser mock, so spinners and disabled buttons can be seen. */
export const BROWSER_DELAY_MS = 250;

// The committed storage files (images, the sample video), served by Vite in development.
const assetUrls = import.meta.glob<string>('./assets/storage/**/*.{png,svg,webm}', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function loadAsset(path: string): Promise<Uint8Array | null> {
  const url = assetUrls[`./assets/${path}`];
  if (!url) return null;
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** Starts the mock backend in a service worker before the app renders (mock mode only). */
export async function startBrowserMocks(): Promise<void> {
  // The database lives in localStorage until POST /__dev/reset.
  setPersistence(localStoragePersistence(window.localStorage));
  // A scenario (slow, 500s, offline) stays on across reloads until switched off.
  setScenarioStorage(window.localStorage);
  configureRuntime({ delayMs: BROWSER_DELAY_MS, assetLoader: loadAsset });
  // The Pusher socket is intercepted in the page itself (MSW patches WebSocket), not the worker.
  const worker = setupWorker(...handlers, ...socketHandlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (scripts, styles, images of the app) go to the dev server.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
