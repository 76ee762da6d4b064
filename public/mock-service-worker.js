// The mock backend's service worker in the browser: MSW's own worker (mockServiceWorker.js, which
// `msw init` regenerates; never edit it), behind a filter. MSW's worker hands every request of
// the page to the page's script and waits for its answer, the app's own scripts, styles and fonts
// included; here those go straight to the network and only the paths the mock answers
// reach MSW (tests/mock-backend/mock-service-worker.test.ts holds it to every handler's path).
const MOCKED_PATH = /\/(api|broadcasting|mock-bank|__dev|storage)\//i;

self.addEventListener('fetch', (event) => {
  // Registered before MSW's listener, so stopping here keeps the request from it; with no
  // respondWith, the browser fetches the file itself.
  if (!MOCKED_PATH.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

// MSW's worker unregisters itself when the page that says goodbye (CLIENT_CLOSED, sent on
// beforeunload) looks like its last window. A navigation of the same tab (to the bank's page and
// back, a reload) says goodbye before the next document is a client, so the worker removed itself
// under that document: the next page's MSW then asked the registration being removed to update
// (an unawaited `update()`), which rejected uncaught ("Failed to update a ServiceWorker …: Not
// found"), and its first calls escaped the mock. The worker stays registered instead; a closed
// page's id left in MSW's list of clients is never asked for again.
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
