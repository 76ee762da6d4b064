// Public surface of the realtime layer. No React, and no pusher-js until `startRealtime()` is
// called: visitors who never sign in never download it.
import { env } from '../env';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import { pusherOptions } from './realtime-options';

export {
  BROADCAST_NOTIFICATION_EVENT,
  createChannelAuthorizer,
  createRealtimeClient,
  userChannelName,
  type ChannelListeners,
  type RealtimeClient,
  type SubscriptionError,
} from './realtime-client';
export { pusherOptions, type PusherSettings } from './realtime-options';

/** Loads pusher-js and opens the connection configured by the environment. */
export async function startRealtime(): Promise<RealtimeClient> {
  const { default: Pusher } = await import('pusher-js');
  return createRealtimeClient(Pusher, env.pusher.key, (authorize) =>
    pusherOptions({
      settings: env.pusher,
      mocking: env.apiMocking === 'browser',
      pageLocation: globalThis.location,
      authorize,
    }),
  );
}
