import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSession } from '@/entities/session/session-context';
import { markNotificationRead } from '@/generated/client/notifications/notifications';
import type { Notification } from '@/generated/model';
import { inspect } from '@/lib/machine-inspection';
import { startRealtime, type RealtimeClient } from '@/lib/realtime';
import { channelSubscription } from '@/machines/notification-stream/channel-subscription';
import {
  notificationStreamMachine,
  unreadCount,
} from '@/machines/notification-stream/notification-stream.machine';
import { INSTRUCTOR_COURSES_KEY, notificationQueries } from './notification-queries';

type StreamActor = ActorRefFrom<typeof notificationStreamMachine>;

const StreamContext = createContext<StreamActor | null>(null);

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

function Stream({
  userId,
  start,
  children,
}: {
  userId: number;
  start: () => Promise<RealtimeClient>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      notificationStreamMachine.provide({
        actors: {
          // Always asked of the server (a refetch after a gap must not read the cache).
          loadList: fromPromise<unknown[]>(() =>
            queryClient.fetchQuery({ ...notificationQueries.list(), staleTime: 0 }),
          ),
          markRead: fromPromise<unknown, { id: string }>(({ input }) =>
            markNotificationRead(input.id),
          ),
          subscribe: channelSubscription(start),
        },
        actions: {
          storeList: (_, { notifications }) =>
            queryClient.setQueryData(notificationQueries.list().queryKey, notifications),
          reviewArrived: () =>
            void queryClient.invalidateQueries({ queryKey: INSTRUCTOR_COURSES_KEY }),
          // Part 1 §8: notification failures are only logged; the bell shows what it has.
          logFailure: (_, { what, error }) =>
            console.warn(`Notifications: the ${what} failed`, error),
        },
      }),
    [queryClient, start],
  );
  const actor = useActorRef(machine, { input: { userId }, inspect });
  return <StreamContext.Provider value={actor}>{children}</StreamContext.Provider>;
}

/**
 * Runs the notification stream while a user is signed in (one stream per user: a new user gets
 * a fresh one, logout stops it, which closes the realtime channel). pusher-js is loaded only
 * then, so visitors never download it.
 */
export function NotificationStreamProvider({
  start = startRealtime,
  children,
}: {
  /** Opens the realtime connection; tests pass their own. */
  start?: () => Promise<RealtimeClient>;
  children: ReactNode;
}) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  if (userId === null) return <>{children}</>;
  return (
    <Stream key={userId} userId={userId} start={start}>
      {children}
    </Stream>
  );
}

export interface NotificationStreamView {
  notifications: Notification[];
  unread: number;
  loading: boolean;
  failed: boolean;
  connection: ConnectionState;
  lastArrived: Notification | null;
  markRead: (id: string) => void;
  retry: () => void;
}

type StreamSnapshot = ReturnType<StreamActor['getSnapshot']>;

const connectionOf = (snapshot: StreamSnapshot): ConnectionState => {
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.hasTag('offline')) return 'offline';
  return 'connecting';
};

const noNotifications: Notification[] = [];

/** The stream as views need it; null when nobody is signed in. */
export function useNotificationStream(): NotificationStreamView | null {
  const actor = useContext(StreamContext) ?? undefined;
  const notifications = useSelector(
    actor,
    (snapshot) => snapshot?.context.notifications ?? noNotifications,
  );
  const loading = useSelector(actor, (snapshot) => snapshot?.hasTag('loading') ?? false);
  const failed = useSelector(actor, (snapshot) => snapshot?.hasTag('failed') ?? false);
  const connection = useSelector(actor, (snapshot) =>
    snapshot ? connectionOf(snapshot) : 'connecting',
  );
  const lastArrived = useSelector(actor, (snapshot) => snapshot?.context.lastArrived ?? null);
  const unread = useMemo(() => unreadCount(notifications), [notifications]);
  // Stable, so the list's rows re-render only when their own notification changes.
  const markRead = useCallback(
    (id: string) => actor?.send({ type: 'notification.read', id }),
    [actor],
  );
  const retry = useCallback(() => actor?.send({ type: 'list.retry' }), [actor]);
  if (!actor) return null;
  return {
    notifications,
    unread,
    loading,
    failed,
    connection,
    lastArrived,
    markRead,
    retry,
  };
}
