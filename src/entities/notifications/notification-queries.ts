import { queryOptions } from '@tanstack/react-query';
import { listNotifications } from '@/generated/client/notifications/notifications';
import { instructorCourseQueries } from '../instructor-courses/instructor-course-queries';

// Queries of the `notifications` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The notification stream loads the list through `list()` and mirrors every change (a live
// event, a read) back into it, so any reader of the cache sees what the bell shows.
export const notificationQueries = {
  all: ['notifications'] as const,
  list: () =>
    queryOptions({
      queryKey: ['notifications', 'listNotifications', {}] as const,
      queryFn: ({ signal }) => listNotifications({ signal }),
    }),
};

/**
 * Key prefix of the instructor's course lists (API tag `instructor-courses`). When a course
 * review notification arrives (approved or declined: `data.course_id` / `data.status`), the
 * stream invalidates every query under it, so "My courses" shows the new status at once.
 */
export const INSTRUCTOR_COURSES_KEY = instructorCourseQueries.all;
