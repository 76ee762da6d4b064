import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type EventObject,
} from 'xstate';
import type { Notification, RealtimeNotificationEvent } from '@/generated/model';

/**
 * The signed-in user's notifications: the list (`GET /api/notifications`) merged with live events
 * from `private-user.{id}`, marking as read, and the state of the realtime connection.
 *
 * - A live event goes to the top and is never shown twice (dedupe by id, also while the first
 *   list is still loading: the list answer is merged with what already arrived, never replaces it).
 * - Both shapes are normalised where they enter: the broadcast payload has `message` at the top
 *   level, a listed notification has `data.message`.
 * - Mark as read calls the server first; `read_at` becomes "now" locally only after it succeeds.
 * - Whenever the channel is (re)subscribed after the list was asked for, the list is fetched again
 *   once, so nothing sent while the socket was away (or before the first subscription) is missed.
 * - Only the newest `limit` (200) stay in memory (docs/decisions.md).
 *
 * Effects are injected: `loadList`, `markRead` and the `subscribe` callback actor (pusher-js in
 * the app), and the actions `reviewArrived` and `logFailure`. The list lives here alone: the bell
 * reads the snapshot, so nothing copies it into the query cache.
 */
export const NOTIFICATION_LIMIT = 200;

export type RawNotification = Notification | RealtimeNotificationEvent;

export interface NotificationStreamInput {
  userId: number;
  limit?: number;
}

export interface NotificationStreamContext {
  userId: number;
  limit: number;
  /** Newest first, at most `limit`. */
  notifications: Notification[];
  /** The channel came back while the list was being fetched: fetch it once more after. */
  listStale: boolean;
  /** Ids waiting for (or in) their read call, in click order. */
  readQueue: string[];
  /** The last notification that arrived live (announced politely by the bell). */
  lastArrived: Notification | null;
}

export type NotificationStreamEvent =
  | { type: 'notification.received'; notification: RawNotification }
  | { type: 'notification.read'; id: string }
  | { type: 'list.retry' }
  | { type: 'list.refetch' }
  | { type: 'realtime.connecting' }
  | { type: 'realtime.subscribed' }
  | { type: 'realtime.unavailable' }
  | { type: 'realtime.refused'; error: unknown };

/** What the subscription actor may send back. */
export type ChannelEvent = Extract<
  NotificationStreamEvent,
  { type: 'notification.received' | `realtime.${string}` }
>;

/** pusher-js's connection state as the machine's event (`connected` waits for the channel). */
export function connectionEvent(pusherState: string): ChannelEvent | null {
  switch (pusherState) {
    case 'connecting':
      return { type: 'realtime.connecting' };
    case 'unavailable':
    case 'failed':
    case 'disconnected':
      return { type: 'realtime.unavailable' };
    default:
      return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One shape for both: a listed notification keeps its fields; a broadcast payload becomes an
 * unread notification with `data.message`, received `receivedAt`. Returns null for a payload
 * without an id or a message (logged by the caller, never shown as an empty row).
 */
export function normaliseNotification(raw: unknown, receivedAt: string): Notification | null {
  if (!isObject(raw) || typeof raw.id !== 'string' || raw.id === '') return null;
  const nested = isObject(raw.data) ? raw.data : null;
  const message =
    typeof nested?.message === 'string'
      ? nested.message
      : typeof raw.message === 'string'
        ? raw.message
        : null;
  if (message === null) return null;
  if (nested) {
    return {
      id: raw.id,
      ...(typeof raw.type === 'string' ? { type: raw.type } : {}),
      data: { ...nested, message },
      created_at: typeof raw.created_at === 'string' ? raw.created_at : receivedAt,
      read_at: typeof raw.read_at === 'string' ? raw.read_at : null,
    };
  }
  const { id: _id, type, message: _message, created_at, read_at, ...rest } = raw;
  return {
    id: raw.id,
    ...(typeof type === 'string' ? { type } : {}),
    data: { ...rest, message },
    created_at: typeof created_at === 'string' ? created_at : receivedAt,
    read_at: typeof read_at === 'string' ? read_at : null,
  };
}

/**
 * The server's list merged with what is held: anything held that the server does not list yet
 * (arrived live while the call was on its way) stays on top; a notification read here after the
 * server answered stays read. Newest first, capped.
 */
export function mergeServerList(
  held: Notification[],
  server: Notification[],
  limit: number,
): Notification[] {
  const listed = new Set(server.map((entry) => entry.id));
  const readHere = new Map(
    held.filter((entry) => entry.read_at !== null).map((entry) => [entry.id, entry.read_at]),
  );
  const newer = held.filter((entry) => !listed.has(entry.id));
  const fromServer = server.map((entry) =>
    entry.read_at === null && readHere.has(entry.id)
      ? { ...entry, read_at: readHere.get(entry.id)! }
      : entry,
  );
  return [...newer, ...fromServer].slice(0, limit);
}

export const unreadCount = (notifications: readonly Notification[]): number =>
  notifications.reduce((count, entry) => (entry.read_at === null ? count + 1 : count), 0);

const normaliseList = (list: unknown, receivedAt: string): Notification[] => {
  const seen = new Set<string>();
  const result: Notification[] = [];
  for (const raw of Array.isArray(list) ? list : []) {
    const entry = normaliseNotification(raw, receivedAt);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      result.push(entry);
    }
  }
  return result;
};

const logRefusal = {
  type: 'logFailure',
  params: ({ event }: { event: NotificationStreamEvent }) => ({
    what: 'subscription',
    error: event.type === 'realtime.refused' ? event.error : null,
  }),
} as const;
/** The list arrived: merged with what is held; asked again meanwhile, one more call follows. */
const mergeThenRefetchIfStale = [
  {
    type: 'mergeList',
    params: ({ event }: { event: { output: unknown } }) => ({ list: event.output }),
  },
  { type: 'refetchIfStale' },
] as const;
const logListFailure = (what: 'list' | 'refresh') =>
  ({
    type: 'logFailure',
    params: ({ event }: { event: { error?: unknown } }) => ({ what, error: event.error }),
  }) as const;
/** Connecting, the first time or again: the channel's answer decides. */
const channelAnswers = {
  'realtime.subscribed': { target: 'live', actions: 'requestRefetch' },
  'realtime.unavailable': 'offline',
  'realtime.refused': { target: 'offline', actions: logRefusal },
} as const;
const logReadFailure = {
  type: 'logFailure',
  params: ({ event }: { event: { error?: unknown } }) => ({ what: 'read', error: event.error }),
} as const;

export const notificationStreamMachine = setup({
  types: {
    context: {} as NotificationStreamContext,
    events: {} as NotificationStreamEvent,
    input: {} as NotificationStreamInput,
  },
  actors: {
    loadList: fromPromise<unknown[]>(async () => {
      throw new Error('loadList is provided by the binding');
    }),
    markRead: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('markRead is provided by the binding');
    }),
    subscribe: fromCallback<EventObject, { userId: number }>(() => () => {}),
  },
  actions: {
    /** A course review (approved or declined) arrived: the instructor's course lists are stale. */
    reviewArrived: (_, _params: { notification: Notification }) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    mergeList: assign(({ context }, { list }: { list: unknown }) => ({
      notifications: mergeServerList(
        context.notifications,
        normaliseList(list, new Date().toISOString()),
        context.limit,
      ),
    })),
    markStale: assign({ listStale: true }),
    clearStale: assign({ listStale: false }),
    enqueueRead: assign(({ context, event }) =>
      event.type === 'notification.read' ? { readQueue: [...context.readQueue, event.id] } : {},
    ),
    markReadLocally: assign(({ context }) => {
      const id = context.readQueue[0];
      const now = new Date().toISOString();
      return {
        notifications: context.notifications.map((entry) =>
          entry.id === id && entry.read_at === null ? { ...entry, read_at: now } : entry,
        ),
      };
    }),
    dequeueRead: assign(({ context }) => ({ readQueue: context.readQueue.slice(1) })),
    requestRefetch: raise({ type: 'list.refetch' }),
    refetchIfStale: enqueueActions(({ context, enqueue }) => {
      if (!context.listStale) return;
      enqueue.assign({ listStale: false });
      enqueue.raise({ type: 'list.refetch' });
    }),
  },
  guards: {
    canRead: ({ context, event }) =>
      event.type === 'notification.read' &&
      !context.readQueue.includes(event.id) &&
      context.notifications.some((entry) => entry.id === event.id && entry.read_at === null),
    readQueued: ({ context }) => context.readQueue.length > 0,
  },
}).createMachine({
  id: 'notificationStream',
  context: ({ input }) => ({
    userId: input.userId,
    limit: input.limit ?? NOTIFICATION_LIMIT,
    notifications: [],
    listStale: false,
    readQueue: [],
    lastArrived: null,
  }),
  type: 'parallel',
  invoke: {
    id: 'subscribe',
    src: 'subscribe',
    input: ({ context }) => ({ userId: context.userId }),
  },
  on: {
    'notification.received': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const notification = normaliseNotification(event.notification, new Date().toISOString());
        if (!notification) {
          enqueue({
            type: 'logFailure',
            params: {
              what: 'payload',
              error: new Error('A live notification without id or message'),
            },
          });
          return;
        }
        // Already held (listed, or delivered twice): shown once.
        if (context.notifications.some((entry) => entry.id === notification.id)) return;
        const notifications = [notification, ...context.notifications].slice(0, context.limit);
        enqueue.assign({ notifications, lastArrived: notification });
        if (notification.data.course_id !== undefined || notification.data.status !== undefined)
          enqueue({ type: 'reviewArrived', params: { notification } });
      }),
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadList',
            src: 'loadList',
            // A subscription that succeeded meanwhile may have missed what was sent between
            // this answer and it: one more call follows.
            onDone: {
              target: 'ready',
              actions: mergeThenRefetchIfStale,
            },
            onError: {
              target: 'failed',
              actions: logListFailure('list'),
            },
          },
          on: { 'list.refetch': { actions: 'markStale' } },
        },
        failed: {
          tags: ['failed'],
          on: {
            'list.retry': { target: 'loading', actions: 'clearStale' },
            // The channel came back: the network may be back too.
            'list.refetch': { target: 'loading', actions: 'clearStale' },
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { 'list.refetch': 'refreshing' } },
            /** Fetching again after a gap; the list on show stays usable. */
            refreshing: {
              invoke: {
                id: 'refreshList',
                src: 'loadList',
                // Asked again while this call was on its way: the answer may predate the
                // subscription, so one more call follows (through idle, as a new refetch).
                onDone: {
                  target: 'idle',
                  actions: mergeThenRefetchIfStale,
                },
                // The list on show stays; the next reconnection asks again.
                onError: {
                  target: 'idle',
                  actions: logListFailure('refresh'),
                },
              },
              on: { 'list.refetch': { actions: 'markStale' } },
            },
          },
        },
      },
    },
    connection: {
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          on: channelAnswers,
        },
        live: {
          tags: ['live'],
          on: {
            'realtime.connecting': 'reconnecting',
            'realtime.unavailable': 'offline',
          },
        },
        /** pusher-js is retrying on its own. */
        reconnecting: {
          tags: ['reconnecting'],
          on: channelAnswers,
        },
        offline: {
          tags: ['offline'],
          on: {
            'realtime.connecting': 'reconnecting',
            'realtime.subscribed': { target: 'live', actions: 'requestRefetch' },
          },
        },
      },
    },
    reads: {
      initial: 'idle',
      states: {
        idle: {
          // Clicks made during the previous call are sent one after the other.
          always: { guard: 'readQueued', target: 'marking' },
          on: {
            'notification.read': { guard: 'canRead', target: 'marking', actions: 'enqueueRead' },
          },
        },
        marking: {
          tags: ['marking'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.readQueue[0]! }),
            onDone: {
              target: 'idle',
              actions: ['markReadLocally', 'dequeueRead'],
            },
            // A failure leaves it unread (it can be clicked again) and is logged.
            onError: { target: 'idle', actions: [logReadFailure, 'dequeueRead'] },
          },
          on: { 'notification.read': { guard: 'canRead', actions: 'enqueueRead' } },
        },
      },
    },
  },
});
