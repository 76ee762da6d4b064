import { queryOptions } from '@tanstack/react-query';
import { listPurchasedCourses } from '@/generated/client/purchases/purchases';
import type { PurchasedCourse } from '@/generated/model';
import { purchasedCoursesOr } from '@/lib/capabilities/discovery';

// Queries of the `purchases` API tag, keyed [tag, operation, params] (docs/server-state.md).
// One list decides everywhere whether a course offers "Buy" or "Go to course" (decision 19);
// it is per user, and the session clears the whole cache on sign-out or a change of user.
// After a payment, invalidate `purchaseQueries.all` (or call `useRefreshPurchases()`).
export const purchaseQueries = {
  all: ['purchases'] as const,
  /** Every course the signed-in learner bought, oldest purchase first. */
  courses: () =>
    queryOptions({
      queryKey: ['purchases', 'listPurchasedCourses', {}] as const,
      // A server without the call owns nothing, which is no failure to show (capabilities).
      queryFn: async ({ signal }): Promise<PurchasedCourse[]> =>
        (await purchasedCoursesOr(listPurchasedCourses({ signal }))).courses ?? [],
    }),
  /** The bought courses' ids: the same query through `select`. */
  courseIds: () =>
    queryOptions({
      ...purchaseQueries.courses(),
      select: (courses) => new Set(courses.map((course) => course.id)),
    }),
};

/** Whether `courseId` is among the ids of `purchaseQueries.courseIds()` (unknown ids own nothing). */
export const ownsCourse = (ownedIds: ReadonlySet<number> | undefined, courseId: number): boolean =>
  ownedIds?.has(courseId) ?? false;
