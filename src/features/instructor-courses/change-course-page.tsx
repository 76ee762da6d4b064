import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import { NotFound } from '@/entities/query/query-block';
import { paths } from '@/lib/routes';
import { CourseForm } from './course-form/course-form';
import { valuesFromCourse } from './course-form/course-form-request';
import { reviewNotesOf } from './course-form/review-notes';
import { hasPublishedVersion } from '@/lib/capabilities/answers';

/**
 * Change course (/instructor/change-courses/{id}): a spinner until both the course and the
 * details checklist have arrived, then the form pre-filled, with a declined course's reviewer
 * messages at the fields they are about.
 */
export function ChangeCoursePage() {
  const { t } = useTranslation('course-form');
  const language = useLanguage();
  const id = Number(useParams().id);
  const course = useQuery({ ...instructorCourseQueries.course(id), enabled: Number.isInteger(id) });
  const catalogue = useQuery(instructorCourseQueries.detailsCatalogue());
  const spinner = <Spinner size="large" label={t('loading')} />;
  // Another instructor's course, or one that does not exist: the API answers 403/404.
  const back = { to: paths.instructorMyCourses, label: t('backToCourses') };
  if (!Number.isInteger(id) || id < 1)
    return (
      <PageFrame title={t('pages.changeCourse', { ns: 'common' })}>
        <NotFound text={t('notFoundText')} back={back} />
      </PageFrame>
    );
  return (
    <PageFrame title={t('pages.changeCourse', { ns: 'common' })}>
      <AnswerBlock
        query={course}
        placeholder={spinner}
        back={back}
        notFoundText={t('notFoundText')}
      >
        {(stored) => (
          <AnswerBlock query={catalogue} placeholder={spinner}>
            {(items) => {
              const notes = reviewNotesOf(stored, language);
              return (
                <CourseForm
                  key={stored.id}
                  courseId={stored.id}
                  catalogue={items}
                  initialValues={valuesFromCourse(stored, items)}
                  reviewNotes={notes.byField}
                  generalNotes={notes.general}
                  hasStoredVideo={Boolean(stored.video)}
                  published={hasPublishedVersion(stored)}
                />
              );
            }}
          </AnswerBlock>
        )}
      </AnswerBlock>
    </PageFrame>
  );
}
