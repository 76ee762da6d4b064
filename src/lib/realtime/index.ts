// Public surface of the realtime layer. No React, and no pusher-js until `startRealtime()` is
// called: visitors who never sign in never download it.
import { env } from '../env';
import type PusherClass from 'pusher-js';
import type { CourseReview } from '../../generated/model';
import { subscribeToCourseChannel } from './course-channel';
import {
  createChannelAuthorizer,
  createRealtimeClient,
  type RealtimeClient,
} from './realtime-client';
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
export { COURSE_REVIEW_EVENT, courseChannelName, subscribeToCourseChannel } from './course-channel';

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

// The public connection for course channels: opened by the first course page, closed when the
// last one leaves.
let publicConnection: {
  pusher: Promise<PusherClass>;
  users: number;
  /** How many listeners each course's channel has: the last one to stop leaves the channel. */
  listeners: Map<number, number>;
} | null = null;

/**
 * Listens for new reviews of a course on its public channel (`course.{id}`), for guests and
 * signed-in users alike. Resolves to a function that stops listening.
 */
export async function listenToCourseReviews(
  courseId: number,
  onReview: (review: CourseReview) => void,
): Promise<() => void> {
  if (!publicConnection) {
    publicConnection = {
      users: 0,
      listeners: new Map(),
      pusher: import('pusher-js').then(
        ({ default: Pusher }) =>
          new Pusher(
            env.pusher.key,
            pusherOptions({
              settings: env.pusher,
              mocking: env.apiMocking === 'browser',
              pageLocation: globalThis.location,
              authorize: createChannelAuthorizer(),
            }),
          ),
      ),
    };
  }
  const connection = publicConnection;
  connection.users += 1;
  // Counted before the wait: a second listener of the same course (the page mounted twice by
  // StrictMode, or opened twice) must keep the channel when the first one leaves.
  connection.listeners.set(courseId, (connection.listeners.get(courseId) ?? 0) + 1);
  const pusher = await connection.pusher;
  const stopListening = subscribeToCourseChannel(pusher, courseId, onReview);
  return () => {
    connection.users -= 1;
    const others = (connection.listeners.get(courseId) ?? 1) - 1;
    if (others === 0) connection.listeners.delete(courseId);
    else connection.listeners.set(courseId, others);
    if (connection.users === 0 && publicConnection === connection) {
      publicConnection = null;
      // Closing the connection ends its subscriptions. An unsubscribe first would reach the
      // socket after it began closing (pusher-js defers every send by a tick), which the browser
      // logs as "WebSocket is already in CLOSING or CLOSED state".
      pusher.disconnect();
      return;
    }
    stopListening({ unsubscribe: others === 0 });
  };
}
