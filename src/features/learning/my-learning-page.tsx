import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { EmptyLearnerList } from '@/entities/course/learner-course-list';
import { usePurchasedCourses } from '@/entities/purchases/use-purchases';
import { QueryBlock } from '@/entities/query/query-block';
import { PurchasedCourseGrid } from './purchased-course-grid';

/**
 * My learning (part 3 §2.2, decision 19): the courses the learner bought, each leading to its
 * course page, where the video plays. No progress: a course is one video and its quiz.
 */
export function MyLearningPage() {
  const { t } = useTranslation('learning');
  const courses = usePurchasedCourses();
  return (
    <PageFrame title={t('common:pages.myLearning')}>
      {/* The empty state carries a link, so the block's plain empty text is not used. */}
      <QueryBlock query={courses} emptyText="" isEmpty={() => false}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLearnerList text={t('empty')} action={t('browseCourses')} />
          ) : (
            <PurchasedCourseGrid courses={list} />
          )
        }
      </QueryBlock>
    </PageFrame>
  );
}
