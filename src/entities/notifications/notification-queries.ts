import { instructorCourseQueries } from '../instructor-courses/instructor-course-queries';
import { instructorWalletQueries } from '../instructor-wallet/instructor-wallet-queries';

// The `notifications` tag has no query in the cache: the notification stream's machine holds the
// list and the bell reads its snapshot. What the stream touches in the cache is below.

/**
 * Key prefix of the instructor's course lists (API tag `instructor-courses`). When a course
 * review notification arrives (approved or declined: `data.course_id` / `data.status`), the
 * stream invalidates every query under it, so "My courses" shows the new status at once.
 */
export const INSTRUCTOR_COURSES_KEY = instructorCourseQueries.all;

/**
 * Key prefix of the instructor's wallet (API tag `instructor-wallet`). Every notification that
 * arrives live invalidates it: a sale, a sale settled, a payout approved or rejected all change
 * the wallet (decision 31), and a real backend's notification class names are not known. With
 * no wallet page open nothing is asked for; an open one reads the wallet again at once.
 */
export const INSTRUCTOR_WALLET_KEY = instructorWalletQueries.all;
