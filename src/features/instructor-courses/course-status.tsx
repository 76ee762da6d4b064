import { useTranslation } from 'react-i18next';
import type { CourseStatus, InstructorCourse } from '@/generated/model';
import { hasPublishedVersion } from '@/lib/capabilities/answers';

// As the original app shows them: in review locked, approved unlocked, declined a red lock. The label is always
// written out, so the colour never carries the meaning alone.
const LOCKED =
  'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z';
const UNLOCKED =
  'M9 10h9a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1V7a5 5 0 0 1 9.6-2l-1.8.8A3 3 0 0 0 9 7v3z';

/** A course's review status: its lock icon and its label. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('my-courses');
  return (
    <span className={`course-status course-status--${status}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={status === 'approved' ? UNLOCKED : LOCKED} fill="currentColor" />
      </svg>
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * Beside the status of a change to a published course (in review or declined): learners keep
 * the published version meanwhile (decision 38). Nothing for an approved or never approved one.
 */
export function PublishedVersionNote({
  course,
}: {
  course: Pick<InstructorCourse, 'status' | 'published'>;
}) {
  const { t } = useTranslation('my-courses');
  if (course.status === 'approved' || !hasPublishedVersion(course)) return null;
  return <p className="course-status__published">{t(`published.${course.status}`)}</p>;
}
