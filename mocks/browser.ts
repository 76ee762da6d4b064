import { setupWorker } from 'msw/browser';
import {
  adoptSavedDb,
  LOCAL_STORAGE_KEY,
  localStoragePersistence,
  reloadDbOnNextRead,
  setPersistence,
} from './db/store';
import { handlers, socketHandlers } from './handlers';
import { configureRuntime } from './lib/runtime';
import { setScenarioStorage } from './lib/scenario';
import { setCapabilityStorage } from './lib/capabilities';
import { setThrottleStorage } from './lib/throttle';
import { installMockTrustedTypes } from './lib/trusted-types';
import { guardWorkerUpdates } from './lib/worker-update-guard';
import { bankPageBody, mountBankPage, orderOfBankPath } from './payments/bank-page';
import { pusherHub } from './realtime/pusher-protocol';
import { relayAcrossTabs } from './realtime/tab-relay';
import { bankPageScript } from './payments/bank-page-script';

/**
 * Network delay of the browser mock, so spinners and disabled buttons can be seen. The e2e build
 * the journeys drive sets a shorter one (`.env.e2e`): a journey waits for what it sees, and a
 * journey about a pending state holds the call itself (the `slow` scenario, a held route).
 */
export const BROWSER_DELAY_MS = browserDelayMs(import.meta.env.VITE_MOCK_DELAY_MS);

function browserDelayMs(configured: string | undefined): number {
  const delay = Number(configured);
  return configured !== undefined && configured !== '' && Number.isFinite(delay) && delay >= 0
    ? delay
    : 250;
}

// The committed storage files (images, the videos and their captions) and the certificate's
// font, served by Vite in development.
const assetUrls = import.meta.glob<string>(
  ['./assets/storage/**/*.{png,svg,webm,vtt}', './assets/fonts/*.ttf'],
  {
    query: '?url',
    import: 'default',
    eager: true,
  },
);

async function loadAsset(path: string): Promise<Uint8Array | null> {
  const url = assetUrls[`./assets/${path}`];
  if (!url) return null;
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** Who shows the page: the app, or the mock itself (the simulated bank's hosted page). */
export type MockPage = 'app' | 'mock-bank';

/**
 * Starts the mock backend in a service worker before the app renders (mock mode only). On
 * `/mock-bank/pay/{order}` it then shows the simulated bank's page instead of the app: a
 * service worker cannot answer a page navigation, so the page is mounted here (decision 23).
 */
export async function startBrowserMocks(): Promise<MockPage> {
  const workerUrl = `${import.meta.env.BASE_URL}mock-service-worker.js`;
  installMockTrustedTypes({
    scriptUrls: [workerUrl],
    html: [bankPageBody],
    scripts: [bankPageScript],
  });
  // The database lives in localStorage until POST /__dev/reset.
  setPersistence(localStoragePersistence(window.localStorage));
  // Every tab is the same backend: a change saved by another tab is read again before the next
  // answer, and the realtime events one tab publishes reach the sockets of all of them.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_STORAGE_KEY || event.key === null) reloadDbOnNextRead();
  });
  relayAcrossTabs({
    hub: pusherHub,
    savedDb: () => window.localStorage.getItem(LOCAL_STORAGE_KEY),
    adoptDb: adoptSavedDb,
  });
  // A scenario (slow, 500s, offline) stays on across reloads until switched off.
  setScenarioStorage(window.localStorage);
  setCapabilityStorage(window.localStorage);
  // The sign-in and code limits, when switched off, stay off across reloads until switched on.
  setThrottleStorage(window.localStorage);
  configureRuntime({ delayMs: BROWSER_DELAY_MS, assetLoader: loadAsset });
  // The Pusher socket is intercepted in the page itself (MSW patches WebSocket), not the worker.
  const worker = setupWorker(...handlers, ...socketHandlers);
  guardWorkerUpdates(window, workerUrl);
  await worker.start({
    // MSW's worker behind a filter: the app's own files (scripts, styles, fonts) go straight to
    // the network, never through the page (public/mock-service-worker.js).
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const order = orderOfBankPath(window.location.pathname);
  if (order === null) return 'app';
  mountBankPage(document, order);
  return 'mock-bank';
}
