// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSHER_APP_KEY } from '../handlers/realtime';
import { PusherHub } from './pusher-protocol';
import { relayAcrossTabs } from './tab-relay';

/** A socket of one tab's hub, subscribed to a public channel; collects what it is sent. */
async function subscribedSocket(hub: PusherHub, channel: string) {
  const received: string[] = [];
  const connection = hub.connect(
    { send: (text) => received.push(text), close: () => {}, drop: () => {} },
    `ws://localhost/app/${PUSHER_APP_KEY}?protocol=7`,
  );
  connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
  await vi.waitFor(() => expect(received.join()).toContain('subscription_succeeded'));
  return () => received.map((text) => JSON.parse(text) as { event: string; data: string });
}

// A BroadcastChannel per test, named apart, so two test files never hear each other.
let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the browser mock’s tabs', () => {
  it('deliver an event one tab publishes to the sockets of the others, after taking its saved data', async () => {
    const name = `relay-test-${crypto.randomUUID()}`;
    const createChannel = () => new BroadcastChannel(name);
    const [first, second] = [new PusherHub(), new PusherHub()];
    const adopted: (string | null)[] = [];
    stops.push(
      relayAcrossTabs({ hub: first, savedDb: () => 'first-db', adoptDb: () => {}, createChannel }),
      relayAcrossTabs({
        hub: second,
        savedDb: () => 'second-db',
        adoptDb: (saved) => adopted.push(saved),
        createChannel,
      }),
    );
    const inSecond = await subscribedSocket(second, 'course.1');
    const inFirst = await subscribedSocket(first, 'course.1');

    first.publish('course.1', 'App\\Events\\CourseReviewCreated', { id: 7 });

    await vi.waitFor(() =>
      expect(
        inSecond().filter((frame) => frame.event === 'App\\Events\\CourseReviewCreated'),
      ).toEqual([expect.objectContaining({ data: JSON.stringify({ id: 7 }) })]),
    );
    expect(adopted).toEqual(['first-db']);
    // Nothing echoes back: the second tab's next event reaches the first after any echo would
    // have (one sender's messages arrive in order), and the first still has the review once.
    second.publish('course.1', 'marker', {});
    await vi.waitFor(() => expect(inFirst().map((frame) => frame.event)).toContain('marker'));
    expect(
      inFirst().filter((frame) => frame.event === 'App\\Events\\CourseReviewCreated'),
    ).toHaveLength(1);
  });
});
