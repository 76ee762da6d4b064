import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock backend in a service worker before the app renders (mock mode only). */
export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (scripts, styles, images of the app) go to the dev server.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
