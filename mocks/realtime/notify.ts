// Creating a notification the way the backend does: stored for the user (so
// GET /api/notifications lists it, unread) and pushed on their private channel as Laravel's
// broadcast notification event (spec decision 3).
import type { Db } from '../db/db';
import { persistDb } from '../db/store';
import type { CourseStatus, NotificationRecord } from '../db/types';
import { pusherHub } from './pusher-protocol';

/** Pusher event name of Laravel's `BroadcastNotificationCreated`. */
export const BROADCAST_NOTIFICATION_EVENT =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

export const NOTIFICATION_TYPES = {
  courseStatus: 'App\\Notifications\\CourseStatusNotification',
  developer: 'App\\Notifications\\DeveloperNotification',
  /** A learner bought one of the instructor's courses. */
  courseSold: 'App\\Notifications\\CourseSoldNotification',
} as const;

export const userChannel = (userId: number): string => `private-user.${userId}`;

/** Pusher event name of `App\Events\CourseReviewCreated` (Echo's `.listen('CourseReviewCreated')`). */
export const COURSE_REVIEW_EVENT = 'App\\Events\\CourseReviewCreated';

/** The public channel of a course's new reviews: no authorisation (decision 17). */
export const courseChannel = (courseId: number): string => `course.${courseId}`;

export interface NewNotification {
  message: string;
  type?: string;
  course_id?: number;
  status?: CourseStatus;
}

/**
 * The payload of the broadcast event: an item of `GET /api/notifications` (`id`, `type`, `data`,
 * `created_at`, `read_at` null), as both versions of the original client render it
 * (`data.message`), with `message` at the top level too for clients of the first payload.
 */
export function broadcastPayload(record: NotificationRecord) {
  const data = {
    message: record.message,
    ...(record.course_id !== undefined ? { course_id: record.course_id } : {}),
    ...(record.status !== undefined ? { status: record.status } : {}),
  };
  return {
    id: record.id,
    type: record.type ?? NOTIFICATION_TYPES.courseStatus,
    message: record.message,
    data,
    created_at: record.created_at,
    read_at: null,
  };
}

export type BroadcastPayload = ReturnType<typeof broadcastPayload>;
type DeliveryListener = (payload: BroadcastPayload) => void;
const deliveryListeners = new Set<DeliveryListener>();

/**
 * Listens to the notifications pushed to at least one subscribed socket (the developer panel
 * shows the last one); returns the function that stops listening.
 */
export function onNotificationDelivered(listener: DeliveryListener): () => void {
  deliveryListeners.add(listener);
  return () => {
    deliveryListeners.delete(listener);
  };
}

/** Stores the notification, saves the database and pushes it to the user's open sockets. */
export function notifyUser(db: Db, userId: number, input: NewNotification): NotificationRecord {
  const record: NotificationRecord = {
    id: crypto.randomUUID(),
    user_id: userId,
    message: input.message,
    type: input.type ?? NOTIFICATION_TYPES.developer,
    ...(input.course_id !== undefined ? { course_id: input.course_id } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    created_at: db.nowIso(),
    read_at: null,
  };
  db.state.notifications.push(record);
  persistDb();
  const payload = broadcastPayload(record);
  const delivered = pusherHub.publish(userChannel(userId), BROADCAST_NOTIFICATION_EVENT, payload);
  if (delivered > 0) for (const listener of [...deliveryListeners]) listener(payload);
  return record;
}
