import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useIsLearner } from '@/entities/session/learner';
import { ownsCourse, purchaseQueries } from './purchase-queries';

/** The learner's bought courses; asked only for a signed-in learner (pending for anyone else). */
export function usePurchasedCourses() {
  const isLearner = useIsLearner();
  return useQuery({ ...purchaseQueries.courses(), enabled: isLearner });
}

/**
 * True when the signed-in learner owns `courseId`. False for guests and other roles, while the
 * list loads and when it could not be loaded: the course then offers "Buy", whose checkout asks
 * the server again (a course already bought answers 409 there).
 */
export function useOwnsCourse(courseId: number): boolean {
  const isLearner = useIsLearner();
  const ids = useQuery({ ...purchaseQueries.courseIds(), enabled: isLearner }).data;
  return isLearner && ownsCourse(ids, courseId);
}

/** Asks for the bought courses again, e.g. after a payment completed. */
export function useRefreshPurchases(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: purchaseQueries.all }),
    [queryClient],
  );
}

function LearnerOwnership({
  courseId,
  children,
}: {
  courseId: number;
  children: (owned: boolean) => ReactNode;
}) {
  return children(useOwnsCourse(courseId));
}

/**
 * Renders `children(owned)`. Only a signed-in learner's render reads the cache, so views shown to
 * guests (and rendered without a query client in tests) stay free of it.
 */
export function Ownership({
  courseId,
  children,
}: {
  courseId: number;
  children: (owned: boolean) => ReactNode;
}) {
  return useIsLearner() ? (
    <LearnerOwnership courseId={courseId}>{children}</LearnerOwnership>
  ) : (
    children(false)
  );
}
