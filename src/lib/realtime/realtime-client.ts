// The realtime channel of the signed-in user: pusher-js on `private-user.{id}`, authorised at
// POST {API host}/broadcasting/auth, delivering Laravel's broadcast notification event. The
// Pusher class is passed in, so the app loads pusher-js lazily and tests can pass any build.
import type PusherClass from 'pusher-js';
import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import { authorizeBroadcastChannel } from '../../generated/client/realtime/realtime';
import type { RealtimeNotificationEvent } from '../../generated/model';
import { readApiError } from '../http';

/** Pusher event name of Laravel's `BroadcastNotificationCreated` (spec decision 3). */
export const BROADCAST_NOTIFICATION_EVENT =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

export const userChannelName = (userId: number): string => `private-user.${userId}`;

export interface SubscriptionError {
  /** `AuthError` when authorisation or the signature was refused. */
  type: string;
  error: string;
  /** The HTTP status of a refused authorisation (403 for another user's channel). */
  status?: number;
}

export interface ChannelListeners {
  onNotification: (event: RealtimeNotificationEvent) => void;
  onSubscribed?: () => void;
  onError?: (error: SubscriptionError) => void;
}

export interface RealtimeClient {
  /** Subscribes to the user's private channel; the returned function unsubscribes. */
  subscribeToUser(userId: number, listeners: ChannelListeners): () => void;
  /** The connection's state as pusher-js names it (`connected`, `connecting`…). */
  state(): string;
  /** Calls `listener` with each new connection state; the returned function stops it. */
  onStateChange(listener: (state: string) => void): () => void;
  /** Closes the connection (on logout). */
  disconnect(): void;
}

type PusherConstructor = typeof PusherClass;

/** Authorises through the generated call (the project's axios instance adds the token). */
export function createChannelAuthorizer(
  onRefused?: (channelName: string, status: number | undefined) => void,
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    authorizeBroadcastChannel({ socket_id: socketId, channel_name: channelName }).then(
      (answer) => callback(null, answer),
      (error: unknown) => {
        const { status } = readApiError(error);
        onRefused?.(channelName, status ?? undefined);
        callback(new Error(`Channel authorisation failed (${status ?? 'network'})`), null);
      },
    );
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A notification event with an id and its message at the top level (the first payload) or under
 * `data` (the list's shape, which the server sends now); the stream normalises either.
 */
const isNotification = (data: unknown): data is RealtimeNotificationEvent =>
  isObject(data) &&
  typeof data.id === 'string' &&
  (typeof data.message === 'string' ||
    (isObject(data.data) && typeof data.data.message === 'string'));

export function createRealtimeClient(
  Pusher: PusherConstructor,
  key: string,
  options: (authorize: ChannelAuthorizationHandler) => Options,
): RealtimeClient {
  const refusedStatus = new Map<string, number | undefined>();
  const pusher = new Pusher(
    key,
    options(createChannelAuthorizer((channel, status) => refusedStatus.set(channel, status))),
  );

  // After a drop pusher-js waits out its retry timer (~15 s) before trying again; the browser
  // saying it is online, or the tab coming back into view, is the moment to try at once. Once
  // connected, pusher-js subscribes the channels again, and the notification stream refetches
  // the list on that re-subscription, so what was missed meanwhile shows too.
  const reconnectNow = () => {
    const state = pusher.connection.state;
    if (state !== 'connecting' && state !== 'unavailable') return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    pusher.disconnect();
    pusher.connect();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', reconnectNow);
  }

  return {
    subscribeToUser(userId, { onNotification, onSubscribed, onError }) {
      const name = userChannelName(userId);
      const channel = pusher.subscribe(name);
      const received = (data: unknown) => {
        if (isNotification(data)) onNotification(data);
      };
      const subscribed = () => onSubscribed?.();
      const failed = (data: Partial<SubscriptionError> | undefined) => {
        const status = data?.status ?? refusedStatus.get(name);
        onError?.({
          type: data?.type ?? 'AuthError',
          error: data?.error ?? 'Subscription refused',
          ...(status !== undefined ? { status } : {}),
        });
      };
      channel.bind(BROADCAST_NOTIFICATION_EVENT, received);
      channel.bind('pusher:subscription_succeeded', subscribed);
      channel.bind('pusher:subscription_error', failed);
      return () => {
        channel.unbind(BROADCAST_NOTIFICATION_EVENT, received);
        channel.unbind('pusher:subscription_succeeded', subscribed);
        channel.unbind('pusher:subscription_error', failed);
        pusher.unsubscribe(name);
        refusedStatus.delete(name);
      };
    },
    state: () => pusher.connection.state,
    onStateChange(listener) {
      const changed = ({ current }: { current: string }) => listener(current);
      pusher.connection.bind('state_change', changed);
      return () => pusher.connection.unbind('state_change', changed);
    },
    disconnect: () => {
      if (hasWindow) {
        window.removeEventListener('online', reconnectNow);
        document.removeEventListener('visibilitychange', reconnectNow);
      }
      pusher.disconnect();
    },
  };
}
