// The public channel of a course's new reviews, `course.{id}` (decision 17): no authorisation,
// open to guests too, so it has its own connection beside the signed-in user's private one and
// closes when the last course page leaves.
import type PusherClass from 'pusher-js';
import type { CourseReview } from '../../generated/model';

/** Pusher event name of `App\Events\CourseReviewCreated`. */
export const COURSE_REVIEW_EVENT = 'App\\Events\\CourseReviewCreated';

export const courseChannelName = (courseId: number): string => `course.${courseId}`;

const isReview = (data: unknown): data is CourseReview =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { id?: unknown }).id === 'number' &&
  typeof (data as { course_id?: unknown }).course_id === 'number' &&
  typeof (data as { user?: unknown }).user === 'object';

/**
 * Listens on the course's channel of `pusher` (subscribing to it unless it already is: pusher-js
 * keeps one channel per name). The returned function stops this listener; `unsubscribe` also
 * leaves the channel, which only the last listener of that channel may do.
 */
export function subscribeToCourseChannel(
  pusher: Pick<PusherClass, 'subscribe' | 'unsubscribe'>,
  courseId: number,
  onReview: (review: CourseReview) => void,
): (options?: { unsubscribe?: boolean }) => void {
  const name = courseChannelName(courseId);
  const channel = pusher.subscribe(name);
  const received = (data: unknown) => {
    if (isReview(data) && data.course_id === courseId) onReview(data);
  };
  channel.bind(COURSE_REVIEW_EVENT, received);
  return ({ unsubscribe = true } = {}) => {
    channel.unbind(COURSE_REVIEW_EVENT, received);
    if (unsubscribe) pusher.unsubscribe(name);
  };
}
