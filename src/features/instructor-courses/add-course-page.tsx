import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import { emptyCourseValues } from '@/machines/course-form/course-form-values';
import { CourseForm } from './course-form/course-form';
import { detailChoicesFrom } from './course-form/course-form-request';

/** Add course (/instructor/add-courses): the form once the details checklist has arrived. */
export function AddCoursePage() {
  const { t } = useTranslation('course-form');
  const catalogue = useQuery(instructorCourseQueries.detailsCatalogue());
  return (
    <PageFrame title={t('pages.addCourse', { ns: 'common' })}>
      <AnswerBlock query={catalogue} placeholder={<Spinner size="large" label={t('loading')} />}>
        {(items) => (
          <CourseForm
            courseId={null}
            catalogue={items}
            initialValues={emptyCourseValues(detailChoicesFrom(items))}
          />
        )}
      </AnswerBlock>
    </PageFrame>
  );
}
