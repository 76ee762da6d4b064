import { useTranslation } from 'react-i18next';
import { CourseVideo } from '@/entities/video/course-video';
import type { InstructorCourse } from '@/generated/model';
import { useLanguage } from '@/components/ui/use-language';
import { localizedField } from '@/lib/format/localized-field';
import { CourseDetailsDialog } from './course-details-dialog';
import { CourseStatusBadge, PublishedVersionNote } from './course-status';

/** One of the instructor's courses: status, video, title and the button to its details. */
export function InstructorCourseCard({ course }: { course: InstructorCourse }) {
  const { t } = useTranslation('my-courses');
  const language = useLanguage();
  const title = localizedField(course, 'title', language);
  const headingId = `instructor-course-${course.id}`;
  return (
    <article className="instructor-course" aria-labelledby={headingId}>
      <CourseStatusBadge status={course.status} />
      <PublishedVersionNote course={course} />
      <CourseVideo courseId={course.id} title={title} poster={course.thumbnail} />
      <h3 id={headingId} className="instructor-course__title user-text" dir="auto">
        {title}
      </h3>
      <CourseDetailsDialog
        course={course}
        title={title}
        trigger={
          <button type="button" className="button button--ghost instructor-course__details">
            {t('myCourses.details')}
            <span className="visually-hidden">: {title}</span>
          </button>
        }
      />
    </article>
  );
}
