import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { commentQueries } from '@/entities/comments/comment-queries';
import { useOwnsCourse } from '@/entities/purchases/use-purchases';
import { useIsLearner } from '@/entities/session/learner';
import { QueryBlock } from '@/entities/query/query-block';
import type { Comment, SingleCourse } from '@/generated/model';
import { listenToCourseReviews } from '@/lib/realtime';
import { CommentList } from './course-comments';
import { ReviewForm } from './review-form';
import { mergeReviews, reviewAsComment, upsertReview } from './review-list';

/**
 * The course's reviews, newest first: the ones the page loaded, "view all" for every one, and
 * those arriving while the page is open, by anyone, on the public channel `course.{id}`.
 * Learners who bought the course write theirs here (the server refuses anyone else).
 */
export function CourseReviews({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  const isLearner = useIsLearner();
  const owned = useOwnsCourse(course.id);
  const [arrived, setArrived] = useState<Comment[]>([]);
  const [showAll, setShowAll] = useState(false);
  const all = useQuery({ ...commentQueries.allForCourse(course.id), enabled: showAll });

  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    listenToCourseReviews(course.id, (review) =>
      setArrived((list) => upsertReview(list, reviewAsComment(review))),
    ).then(
      (unsubscribe) => (left ? unsubscribe() : (stop = unsubscribe)),
      // Live reviews are a bonus over the loaded list: a failure is only logged.
      (error: unknown) => console.warn('The course channel could not open', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [course.id]);

  const loaded = showAll && all.data ? all.data : course.comments;
  const shown = mergeReviews(arrived, loaded);
  return (
    <section className="course-section" aria-labelledby="course-reviews">
      <h2 id="course-reviews" className="course-section__title">
        {t('course.reviews')}
      </h2>
      {isLearner && owned ? (
        <ReviewForm
          course={course}
          onStored={(review) => setArrived((list) => upsertReview(list, reviewAsComment(review)))}
        />
      ) : isLearner ? (
        <p className="course-reviews__note">{t('course.reviewBuyersOnly')}</p>
      ) : null}
      <div aria-live="polite">
        {shown.length > 0 ? (
          <CommentList comments={shown} />
        ) : (
          <p className="remote-state">{t('course.noReviews')}</p>
        )}
      </div>
      {showAll ? (
        <QueryBlock query={all} placeholder={<Skeleton variant="row" count={2} />} emptyText="">
          {() => null}
        </QueryBlock>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setShowAll(true)}>
          {t('reviews.viewAll')}
        </button>
      )}
    </section>
  );
}
