import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  listNotifications,
  markNotificationRead,
} from '@/generated/client/notifications/notifications';
import { startRealtime, type RealtimeClient } from '@/lib/realtime';
import { channelSubscription } from '@/machines/notification-stream/channel-subscription';
import { notificationStreamMachine } from '@/machines/notification-stream/notification-stream.machine';
import { INSTRUCTOR_COURSES_KEY, INSTRUCTOR_WALLET_KEY } from './notification-queries';
import type { StreamActor } from './notification-stream-context';
import { useActorBinding } from '@/entities/machine-binding/use-machine-binding';

/**
 * The machine's binding (loaded in its own chunk once a user is signed in): the list and read
 * calls, pusher-js through the callback actor, and the cache actions. Hands the running actor
 * to the provider; stopping (logout, another user) closes the channel.
 */
export default function NotificationStream({
  userId,
  start = startRealtime,
  onActor,
}: {
  userId: number;
  start?: () => Promise<RealtimeClient>;
  onActor: (actor: StreamActor | null) => void;
}) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      notificationStreamMachine.provide({
        actors: {
          // The machine holds the list (the bell reads its snapshot): no cache entry copies it.
          loadList: fromPromise<unknown[]>(({ signal }) => listNotifications({ signal })),
          markRead: fromPromise<unknown, { id: string }>(({ input }) =>
            markNotificationRead(input.id),
          ),
          subscribe: channelSubscription(start),
        },
        actions: {
          reviewArrived: () =>
            void queryClient.invalidateQueries({ queryKey: INSTRUCTOR_COURSES_KEY }),
          // As in the original app, notification failures are only logged; the bell shows what it has.
          logFailure: (_, { what, error }) =>
            console.warn(`Notifications: the ${what} failed`, error),
        },
      }),
    [queryClient, start],
  );
  const actor = useActorBinding(machine, { input: { userId } });
  // A notification that arrives live makes the instructor's wallet stale: outside the
  // machine, which only tells course reviews apart, so its model stays as it is.
  useEffect(() => {
    let seen = actor.getSnapshot().context.lastArrived?.id ?? null;
    const subscription = actor.subscribe((snapshot) => {
      const id = snapshot.context.lastArrived?.id ?? null;
      if (id === null || id === seen) return;
      seen = id;
      void queryClient.invalidateQueries({ queryKey: INSTRUCTOR_WALLET_KEY });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  return null;
}
