import type { Comment, CourseReview } from '@/generated/model';

/** A review as the comment list shows it. */
export const reviewAsComment = ({ course_id: _course, ...comment }: CourseReview): Comment =>
  comment;

/**
 * The reviews to show: those that arrived on this page (live or the learner's own), newest
 * first, then the loaded ones; one entry per id, the newer version winning (an edited review
 * replaces the old one, and your own review arriving on the channel is not shown twice).
 */
export function mergeReviews(arrived: readonly Comment[], loaded: readonly Comment[]): Comment[] {
  const seen = new Set<number>();
  return [...arrived, ...loaded].filter((comment) => {
    if (seen.has(comment.id)) return false;
    seen.add(comment.id);
    return true;
  });
}

/** Adds a review at the top, replacing an earlier version of it. */
export const upsertReview = (list: readonly Comment[], review: Comment): Comment[] => [
  review,
  ...list.filter((comment) => comment.id !== review.id),
];
