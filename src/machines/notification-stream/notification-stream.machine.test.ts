// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Notification, RealtimeNotificationEvent } from '@/generated/model';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  connectionEvent,
  mergeServerList,
  normaliseNotification,
  notificationStreamMachine,
  unreadCount,
  type ChannelEvent,
} from './notification-stream.machine';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const listed = (id: string, read = false, minutesAgo = 5): Notification => ({
  id,
  type: 'App\\Notifications\\DeveloperNotification',
  data: { message: `Listed ${id}` },
  created_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  read_at: read ? '2026-11-22T10:00:00.000Z' : null,
});
const live = (id: string, extra: Partial<RealtimeNotificationEvent> = {}) =>
  ({
    id,
    type: 'App\\Notifications\\DeveloperNotification',
    message: `Live ${id}`,
    ...extra,
  }) as RealtimeNotificationEvent;

// Actors that never settle: the generated paths deliver their done and error events.
const pending = <T>() => new Promise<T>(() => {});
const modelMachine = notificationStreamMachine.provide({
  actors: {
    loadList: fromPromise(pending<unknown[]>),
    markRead: fromPromise(pending<unknown>),
    subscribe: fromCallback(() => () => {}),
  },
});

const failure = new Error('Network Error');
const events = [
  { type: 'notification.received', notification: live('live-a') },
  { type: 'notification.read', id: 'n-1' },
  { type: 'notification.read', id: 'live-a' },
  { type: 'list.retry' },
  { type: 'list.refetch' },
  { type: 'realtime.connecting' },
  { type: 'realtime.subscribed' },
  { type: 'realtime.unavailable' },
  { type: 'realtime.refused', error: { type: 'AuthError', error: 'refused', status: 403 } },
  { type: 'xstate.done.actor.loadList', output: [listed('n-1')] },
  { type: 'xstate.error.actor.loadList', error: failure },
  { type: 'xstate.done.actor.refreshList', output: [listed('n-1')] },
  { type: 'xstate.error.actor.refreshList', error: failure },
  { type: 'xstate.done.actor.markRead', output: {} },
  { type: 'xstate.error.actor.markRead', error: failure },
];
const paths = modelPaths(modelMachine, {
  inputs: [{ userId: 7 }],
  events,
  // The state, and what decides the next transitions: which notifications are held and unread,
  // the read queue and the stale flag.
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      notifications: Notification[];
      readQueue: string[];
      listStale: boolean;
    };
    return JSON.stringify([
      snapshot.value,
      context.notifications.map((entry) => `${entry.id}:${entry.read_at ? 'r' : 'u'}`),
      context.readQueue,
      context.listStale,
    ]);
  },
});

describe('notification stream model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected));
  });
});

describe('normaliseNotification', () => {
  it('renders the broadcast payload and the listed shape the same way', () => {
    const fromSocket = normaliseNotification(
      live('x', { course_id: 4, status: 'approved' }),
      NOW.toISOString(),
    );
    expect(fromSocket).toEqual({
      id: 'x',
      type: 'App\\Notifications\\DeveloperNotification',
      data: { message: 'Live x', course_id: 4, status: 'approved' },
      created_at: NOW.toISOString(),
      read_at: null,
    });
    expect(normaliseNotification(listed('y'), NOW.toISOString())).toEqual(listed('y'));
  });

  it('refuses a payload without an id or a message', () => {
    expect(normaliseNotification({ id: 'z' }, NOW.toISOString())).toBeNull();
    expect(normaliseNotification({ message: 'no id' }, NOW.toISOString())).toBeNull();
    expect(normaliseNotification('text', NOW.toISOString())).toBeNull();
  });
});

describe('mergeServerList', () => {
  it('keeps live arrivals the server does not list yet on top and local reads read', () => {
    const held = [
      normaliseNotification(live('new'), NOW.toISOString())!,
      { ...listed('a'), read_at: NOW.toISOString() },
    ];
    const merged = mergeServerList(held, [listed('a'), listed('b')], 200);
    expect(merged.map((entry) => entry.id)).toEqual(['new', 'a', 'b']);
    expect(merged[1]!.read_at).toBe(NOW.toISOString());
  });

  it('caps the list', () => {
    const server = Array.from({ length: 250 }, (_, index) => listed(`s-${index}`));
    expect(mergeServerList([], server, 200)).toHaveLength(200);
  });
});

describe('connectionEvent', () => {
  it('maps pusher-js states; connected waits for the channel', () => {
    expect(connectionEvent('connecting')).toEqual({ type: 'realtime.connecting' });
    expect(connectionEvent('unavailable')).toEqual({ type: 'realtime.unavailable' });
    expect(connectionEvent('failed')).toEqual({ type: 'realtime.unavailable' });
    expect(connectionEvent('connected')).toBeNull();
  });
});

afterEach(() => vi.useRealTimers());

/** A running stream whose list, read call and channel the test drives, the clock at NOW. */
function start(
  options: {
    list?: () => Promise<unknown[]>;
    markRead?: (id: string) => Promise<unknown>;
    limit?: number;
  } = {},
) {
  // Only the date is fixed: the calls and the channel still settle.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  let sendBack: (event: ChannelEvent) => void = () => {};
  const stopped = vi.fn();
  const reviewArrived = vi.fn();
  const logFailure = vi.fn();
  const loadList = vi.fn(options.list ?? (async () => [listed('n-1'), listed('n-2', true)]));
  const markRead = vi.fn(options.markRead ?? (async () => ({})));
  const actor = createActor(
    notificationStreamMachine.provide({
      actors: {
        loadList: fromPromise(() => loadList()),
        markRead: fromPromise(({ input }: { input: { id: string } }) => markRead(input.id)),
        subscribe: fromCallback<EventObject, { userId: number }>(({ sendBack: back }) => {
          sendBack = back;
          return stopped;
        }),
      },
      actions: {
        reviewArrived: (_, params) => reviewArrived(params.notification),
        logFailure: (_, params) => logFailure(params.what, params.error),
      },
    }),
    { input: { userId: 7, ...(options.limit ? { limit: options.limit } : {}) } },
  ).start();
  const ids = () => actor.getSnapshot().context.notifications.map((entry) => entry.id);
  return {
    actor,
    ids,
    channel: (event: ChannelEvent) => sendBack(event),
    stopped,
    reviewArrived,
    logFailure,
    loadList,
    markRead,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notification stream', () => {
  it('merges an event that arrives while the list loads, once, on top', async () => {
    let answer: (list: unknown[]) => void = () => {};
    const stream = start({ list: () => new Promise((resolve) => (answer = resolve)) });
    expect(stream.actor.getSnapshot().hasTag('loading')).toBe(true);
    stream.channel({ type: 'notification.received', notification: live('n-1') });
    stream.channel({ type: 'notification.received', notification: live('fresh') });
    stream.channel({ type: 'notification.received', notification: live('fresh') });
    answer([listed('n-1'), listed('n-2', true)]);
    await waitFor(stream.actor, (snapshot) => !snapshot.hasTag('loading'));
    expect(stream.ids()).toEqual(['fresh', 'n-1', 'n-2']);
  });

  it('puts live events on top, never twice, and tells the binding about reviews', async () => {
    const stream = start();
    await waitFor(stream.actor, (snapshot) => !snapshot.hasTag('loading'));
    stream.channel({ type: 'notification.received', notification: live('a') });
    stream.channel({
      type: 'notification.received',
      notification: live('b', { course_id: 9, status: 'approved' }),
    });
    stream.channel({ type: 'notification.received', notification: live('a') });
    expect(stream.ids()).toEqual(['b', 'a', 'n-1', 'n-2']);
    expect(unreadCount(stream.actor.getSnapshot().context.notifications)).toBe(3);
    expect(stream.reviewArrived).toHaveBeenCalledTimes(1);
    expect(stream.reviewArrived.mock.calls[0]![0]).toMatchObject({
      id: 'b',
      data: { course_id: 9, status: 'approved' },
    });
    expect(stream.actor.getSnapshot().context.lastArrived?.id).toBe('b');
  });

  it('marks read only after the server succeeds; a failure leaves it unread and logs', async () => {
    let succeed: () => void = () => {};
    let fail: (error: Error) => void = () => {};
    let call = 0;
    const stream = start({
      markRead: () =>
        new Promise((resolve, reject) => {
          call += 1;
          if (call === 1) succeed = () => resolve({});
          else fail = reject;
        }),
    });
    await waitFor(stream.actor, (snapshot) => !snapshot.hasTag('loading'));
    stream.actor.send({ type: 'notification.read', id: 'n-1' });
    stream.actor.send({ type: 'notification.read', id: 'n-1' });
    expect(stream.actor.getSnapshot().context.notifications[0]!.read_at).toBeNull();
    succeed();
    await settled();
    expect(stream.actor.getSnapshot().context.notifications[0]!.read_at).toBe(NOW.toISOString());
    expect(stream.markRead).toHaveBeenCalledTimes(1);

    stream.channel({ type: 'notification.received', notification: live('c') });
    stream.actor.send({ type: 'notification.read', id: 'c' });
    fail(new Error('offline'));
    await settled();
    expect(stream.actor.getSnapshot().context.notifications[0]!.read_at).toBeNull();
    expect(stream.logFailure).toHaveBeenCalledWith('read', expect.any(Error));
    expect(stream.actor.getSnapshot().matches({ reads: 'idle' })).toBe(true);
    // An already read one is not sent again.
    stream.actor.send({ type: 'notification.read', id: 'n-2' });
    expect(stream.markRead).toHaveBeenCalledTimes(2);
  });

  it('fetches the list again once when the channel comes back after a gap', async () => {
    const lists = [[listed('n-1')], [listed('gap'), listed('n-1')]];
    const stream = start({ list: async () => lists.shift() ?? [] });
    await waitFor(stream.actor, (snapshot) => !snapshot.hasTag('loading'));
    stream.channel({ type: 'realtime.subscribed' });
    await waitFor(stream.actor, (snapshot) => snapshot.matches({ list: { ready: 'idle' } }));
    expect(stream.actor.getSnapshot().hasTag('live')).toBe(true);
    stream.channel({ type: 'realtime.connecting' });
    expect(stream.actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    stream.channel({ type: 'realtime.unavailable' });
    expect(stream.actor.getSnapshot().hasTag('offline')).toBe(true);
    stream.channel({ type: 'realtime.connecting' });
    stream.channel({ type: 'realtime.subscribed' });
    await waitFor(stream.actor, (snapshot) => snapshot.matches({ list: { ready: 'idle' } }));
    expect(stream.ids()).toEqual(['gap', 'n-1']);
    // Once at the start, once for the first subscription, once after the gap.
    expect(stream.loadList).toHaveBeenCalledTimes(3);
  });

  it('asks again after a subscription that came while the first list was loading', async () => {
    let answer: (list: unknown[]) => void = () => {};
    const stream = start({
      list: () => new Promise((resolve) => (answer = resolve)),
    });
    stream.channel({ type: 'realtime.subscribed' });
    answer([listed('n-1')]);
    await waitFor(stream.actor, (snapshot) => snapshot.matches({ list: { ready: 'refreshing' } }));
    answer([listed('sent-meanwhile'), listed('n-1')]);
    await waitFor(stream.actor, (snapshot) => snapshot.matches({ list: { ready: 'idle' } }));
    expect(stream.ids()).toEqual(['sent-meanwhile', 'n-1']);
  });

  it('shows a failed list and loads it again on retry', async () => {
    const lists: Array<() => Promise<unknown[]>> = [
      async () => Promise.reject(new Error('500')),
      async () => [listed('n-1')],
    ];
    const stream = start({ list: () => lists.shift()!() });
    await waitFor(stream.actor, (snapshot) => snapshot.hasTag('failed'));
    expect(stream.logFailure).toHaveBeenCalledWith('list', expect.any(Error));
    stream.actor.send({ type: 'list.retry' });
    await waitFor(stream.actor, (snapshot) => snapshot.matches({ list: { ready: 'idle' } }));
    expect(stream.ids()).toEqual(['n-1']);
  });

  it('logs a refused subscription and counts as offline', async () => {
    const stream = start();
    stream.channel({ type: 'realtime.refused', error: { status: 403 } });
    expect(stream.actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(stream.logFailure).toHaveBeenCalledWith('subscription', { status: 403 });
  });

  it('keeps only the newest `limit`, and stops the channel when stopped', async () => {
    const stream = start({ limit: 3, list: async () => [] });
    await waitFor(stream.actor, (snapshot) => !snapshot.hasTag('loading'));
    for (const id of ['1', '2', '3', '4', '5'])
      stream.channel({ type: 'notification.received', notification: live(id) });
    expect(stream.ids()).toEqual(['5', '4', '3']);
    stream.actor.stop();
    expect(stream.stopped).toHaveBeenCalled();
  });

  it('logs a live payload it cannot show', async () => {
    const stream = start();
    stream.channel({
      type: 'notification.received',
      notification: { id: 'no-message' } as unknown as RealtimeNotificationEvent,
    });
    expect(stream.logFailure).toHaveBeenCalledWith('payload', expect.any(Error));
    expect(stream.ids()).toEqual([]);
  });
});
