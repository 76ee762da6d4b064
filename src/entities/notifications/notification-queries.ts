import { instructorCourseQueries } from '../instructor-courses/instructor-course-queries';

// The `notifications` tag has no query in the cache: the notification stream's machine holds the
// list and the bell reads its snapshot. What the stream touches in the cache is below.

/**
 * Key prefix of the instructor's course lists (API tag `instructor-courses`). When a course
 * review notification arrives (approved or declined: `data.course_id` / `data.status`), the
 * stream invalidates every query under it, so "My courses" shows the new status at once.
 */
export const INSTRUCTOR_COURSES_KEY = instructorCourseQueries.all;
