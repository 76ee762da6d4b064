// MSW asks the browser to check its worker for an update on every start and never waits for the
// answer. A failed check changes nothing (the worker that runs keeps answering), yet it reached
// the page as an uncaught rejection ("Failed to update a ServiceWorker … mock-service-worker.js:
// …"). The page's guard turns that one failure into a warning; any other rejection is untouched.
// (The failure seen most, "Not found", came from the worker unregistering itself under the tab's
// next page: public/mock-service-worker.js keeps it registered.)

/** Whether `reason` is the browser refusing an update check of the worker at `workerUrl`. */
export function isWorkerUpdateFailure(reason: unknown, workerUrl: string): boolean {
  // A TypeError or a DOMException, depending on why the browser refused.
  const message = (reason as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return false;
  const script = new URL(workerUrl, 'http://mock.invalid').pathname;
  return message.startsWith('Failed to update a ServiceWorker') && message.includes(script);
}

/** Turns an uncaught failed update check of the mock's worker into a warning on `target`. */
export function guardWorkerUpdates(target: Window, workerUrl: string): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!isWorkerUpdateFailure(event.reason, workerUrl)) return;
    event.preventDefault();
    console.warn(
      "The mock's service worker could not be checked for an update; it keeps answering.",
      event.reason,
    );
  });
}
