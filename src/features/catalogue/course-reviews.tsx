import { useTranslation } from 'react-i18next';
import type { SingleCourse } from '@/generated/model';
import { CommentList } from './course-comments';

/** The course's reviews, newest first. */
export function CourseReviews({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  return (
    <section className="course-section" aria-labelledby="course-reviews">
      <h2 id="course-reviews" className="course-section__title">
        {t('course.reviews')}
      </h2>
      {course.comments.length > 0 ? (
        <CommentList comments={course.comments} />
      ) : (
        <p className="remote-state" role="status">
          {t('course.noReviews')}
        </p>
      )}
    </section>
  );
}
