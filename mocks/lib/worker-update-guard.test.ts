import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardWorkerUpdates, isWorkerUpdateFailure } from './worker-update-guard';

const WORKER = '/mock-service-worker.js';
const failedUpdate = (why: string) =>
  new TypeError(
    `Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/mock-service-worker.js'): ${why}`,
  );

/** An uncaught rejection as the browser dispatches it: cancelable, with its reason. */
function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

afterEach(() => vi.restoreAllMocks());

describe("the guard of the mock worker's update checks", () => {
  it("recognises only a failed update of the mock's own worker", () => {
    expect(isWorkerUpdateFailure(failedUpdate('Not found'), WORKER)).toBe(true);
    expect(isWorkerUpdateFailure(failedUpdate('An unknown error occurred'), WORKER)).toBe(true);
    expect(isWorkerUpdateFailure(new Error('Failed to fetch'), WORKER)).toBe(false);
    expect(
      isWorkerUpdateFailure(
        new TypeError("Failed to update a ServiceWorker for scope ('/') with script ('/sw.js')"),
        WORKER,
      ),
    ).toBe(false);
    expect(isWorkerUpdateFailure('Not found', WORKER)).toBe(false);
  });

  it('turns that rejection into a warning and leaves every other one uncaught', () => {
    const target = new EventTarget() as unknown as Window;
    guardWorkerUpdates(target, WORKER);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const update = rejection(failedUpdate('Not found'));
    target.dispatchEvent(update);
    expect(update.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledOnce();

    const other = rejection(new Error('the app failed'));
    target.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});
