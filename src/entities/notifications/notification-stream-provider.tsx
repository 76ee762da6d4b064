import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '@/entities/session/session-context';
import type { RealtimeClient } from '@/lib/realtime';
import { StreamContext, type StreamActor } from './notification-stream-context';

export {
  useNotificationStream,
  type ConnectionState,
  type NotificationStreamView,
} from './notification-stream-context';

const NotificationStream = lazy(() => import('./notification-stream'));

/**
 * Runs the notification stream while a user is signed in (one stream per user: a new user gets
 * a fresh one, logout stops it, which closes the realtime channel). The machine, its binding and
 * pusher-js load only then, so visitors never download them; the children never wait for them.
 */
export function NotificationStreamProvider({
  start,
  children,
}: {
  /** Opens the realtime connection (pusher-js by default); tests pass their own. */
  start?: () => Promise<RealtimeClient>;
  children: ReactNode;
}) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const [actor, setActor] = useState<StreamActor | null>(null);
  return (
    <StreamContext.Provider value={userId === null ? null : actor}>
      {children}
      {userId !== null && (
        <Suspense fallback={null}>
          <NotificationStream key={userId} userId={userId} start={start} onActor={setActor} />
        </Suspense>
      )}
    </StreamContext.Provider>
  );
}
