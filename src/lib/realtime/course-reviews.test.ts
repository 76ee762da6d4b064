// @vitest-environment node
// The public connection for course channels: a course page leaving unsubscribes its channel; the
// last one to leave closes the connection without sending an unsubscribe first (pusher-js sends
// a tick later, on a socket already closing, which the browser logs as an error).
import { describe, expect, it, vi } from 'vitest';

const pushers = vi.hoisted(
  () =>
    [] as {
      subscribe: ReturnType<typeof vi.fn>;
      unsubscribe: ReturnType<typeof vi.fn>;
      disconnect: ReturnType<typeof vi.fn>;
    }[],
);

vi.mock('pusher-js', () => ({
  default: class {
    subscribe = vi.fn(() => ({ bind: vi.fn(), unbind: vi.fn() }));
    unsubscribe = vi.fn();
    disconnect = vi.fn();
    constructor() {
      pushers.push(this);
    }
  },
}));

describe('listenToCourseReviews', () => {
  it('unsubscribes a course page that leaves; the last one only disconnects', async () => {
    const { listenToCourseReviews } = await import('./index');
    const stopFirst = await listenToCourseReviews(1, () => {});
    const stopSecond = await listenToCourseReviews(2, () => {});
    expect(pushers).toHaveLength(1);
    const pusher = pushers[0]!;
    expect(pusher.subscribe.mock.calls).toEqual([['course.1'], ['course.2']]);

    stopFirst();
    expect(pusher.unsubscribe.mock.calls).toEqual([['course.1']]);
    expect(pusher.disconnect).not.toHaveBeenCalled();

    stopSecond();
    expect(pusher.unsubscribe.mock.calls).toEqual([['course.1']]);
    expect(pusher.disconnect).toHaveBeenCalledTimes(1);

    // The next course page opens a new connection.
    const stopThird = await listenToCourseReviews(3, () => {});
    expect(pushers).toHaveLength(2);
    stopThird();
    expect(pushers[1]!.disconnect).toHaveBeenCalledTimes(1);
  });
});

describe('two listeners of one course (the page mounted twice, as StrictMode does)', () => {
  it('keeps the channel until the last of them leaves', async () => {
    const { listenToCourseReviews } = await import('./index');
    const before = pushers.length;
    const stopOther = await listenToCourseReviews(9, () => {});
    const stopFirst = await listenToCourseReviews(5, () => {});
    const stopSecond = await listenToCourseReviews(5, () => {});
    const pusher = pushers[before]!;
    stopFirst();
    // The second listener still hears course 5: its channel stays.
    expect(pusher.unsubscribe).not.toHaveBeenCalled();
    stopSecond();
    expect(pusher.unsubscribe.mock.calls).toEqual([['course.5']]);
    stopOther();
    expect(pusher.disconnect).toHaveBeenCalledTimes(1);
  });
});
