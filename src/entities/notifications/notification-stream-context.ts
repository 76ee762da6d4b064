import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Notification } from '@/generated/model';
import type { notificationStreamMachine } from '@/machines/notification-stream/notification-stream.machine';

// What the views read of the stream. Only types of the machine here: this module is in the
// entry (the header's bell stand-in reads the count), the machine arrives with its own chunk.
export type StreamActor = ActorRefFrom<typeof notificationStreamMachine>;
type StreamSnapshot = ReturnType<StreamActor['getSnapshot']>;

export const StreamContext = createContext<StreamActor | null>(null);

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

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

const connectionOf = (snapshot: StreamSnapshot): ConnectionState => {
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.hasTag('offline')) return 'offline';
  return 'connecting';
};

const noNotifications: Notification[] = [];

/** The stream as views need it; null when nobody is signed in (or it is still loading). */
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
  // Derived from the list (the machine keeps no separate count).
  const unread = useMemo(
    () => notifications.filter((entry) => entry.read_at === null).length,
    [notifications],
  );
  // Stable, so the list's rows re-render only when their own notification changes.
  const markRead = useCallback(
    (id: string) => actor?.send({ type: 'notification.read', id }),
    [actor],
  );
  const retry = useCallback(() => actor?.send({ type: 'list.retry' }), [actor]);
  if (!actor) return null;
  return { notifications, unread, loading, failed, connection, lastArrived, markRead, retry };
}
