import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { EmptyLearnerList } from '@/entities/course/learner-course-list';
import { usePurchasedCourses } from '@/entities/purchases/use-purchases';
import { AnswerBlock } from '@/entities/query/answer-block';
import type { PurchasedCourse } from '@/generated/model';
import { PurchasedCourseGrid, useLearningProgress } from './purchased-course-grid';

function LearningList({ courses }: { courses: readonly PurchasedCourse[] }) {
  const { t } = useTranslation();
  const { keptLocally } = useLearningProgress(courses);
  return (
    <>
      {keptLocally ? (
        <p className="learning-note" role="note">
          {t('progress.localOnly')}
        </p>
      ) : null}
      <PurchasedCourseGrid courses={courses} />
    </>
  );
}

/**
 * My learning (decisions 19 and 26): the courses the learner bought, last watched
 * first, each with its progress and Start, Continue or Completed; an empty state leads to the
 * catalogue.
 */
export function MyLearningPage() {
  const { t } = useTranslation('learning');
  const courses = usePurchasedCourses();
  return (
    <PageFrame title={t('common:pages.myLearning')}>
      {/* The empty state carries a link, so the block's plain empty text is not used. */}
      <AnswerBlock query={courses}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLearnerList text={t('empty')} action={t('browseCourses')} />
          ) : (
            <LearningList courses={list} />
          )
        }
      </AnswerBlock>
    </PageFrame>
  );
}
