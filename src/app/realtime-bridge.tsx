import { useEffect } from 'react';
import { useSession } from '@/entities/session/session-context';
import { emitRealtimeNotification, startRealtime, type RealtimeClient } from '@/lib/realtime';

/**
 * Keeps the signed-in user's realtime channel open: connects (loading pusher-js only now) and
 * subscribes to `private-user.{id}` once the session has a user, and unsubscribes and
 * disconnects on logout or when the user changes. Live notifications go out through
 * `onRealtimeNotification` (src/lib/realtime) to whoever shows them. Renders nothing.
 */
export function RealtimeBridge({
  start = startRealtime,
}: {
  /** Opens the connection; tests pass their own. */
  start?: () => Promise<RealtimeClient>;
}) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    let stop = () => {};
    start().then(
      (client) => {
        if (stopped) {
          client.disconnect();
          return;
        }
        const unsubscribe = client.subscribeToUser(userId, {
          onNotification: emitRealtimeNotification,
          // Live updates are a bonus over the list the bell fetches: a refusal is only logged.
          onError: (error) => console.warn('The realtime channel was refused', error),
        });
        stop = () => {
          unsubscribe();
          client.disconnect();
        };
      },
      (error: unknown) => console.warn('The realtime connection could not start', error),
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [userId, start]);

  return null;
}
