import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import {
  byLastWatched,
  effectiveProgress,
  readLocalProgress,
  serverKeepsProgress,
  statusOf,
  type Progress,
  type ProgressStatus,
} from '@/entities/progress/progress';
import { ProgressBar } from '@/entities/progress/progress-bar';
import { useSession } from '@/entities/session/session-context';
import type { PurchasedCourse } from '@/generated/model';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { href } from '@/lib/routes';
import '@/components/ui/content.css';
import './learning.css';

/** The card's call to action at each stage of the course. */
const actionKeys = {
  notStarted: 'progress.start',
  inProgress: 'progress.continue',
  completed: 'progress.completed',
} as const satisfies Record<ProgressStatus, string>;

/**
 * A bought course: its thumbnail, title and progress, leading to the course page to watch it
 * with Start, Continue or Completed (decision 26).
 */
function PurchasedCourseCard({
  course,
  progress,
}: {
  course: PurchasedCourse;
  progress: Progress | null;
}) {
  const { t } = useTranslation();
  const action = t(actionKeys[statusOf(progress)]);
  const language = useLanguage();
  // Decision 2 falls back to English; the fallback text says so (lang, and a small label).
  const localizedTitle = localizedText(course, 'title', language);
  const fellBack = localizedTitle.language !== language;
  return (
    <article className="content-card">
      <CardImage file={course.thumbnail} />
      <div className="content-card__body">
        {fellBack ? <span className="content-card__lang">{t('cards.inEnglish')}</span> : null}
        <h3
          className="content-card__title user-text"
          dir="auto"
          lang={fellBack ? htmlLang[localizedTitle.language] : undefined}
        >
          {localizedTitle.text}
        </h3>
        <ProgressBar progress={progress} />
        <Link className="content-card__link" to={href('singleCourse', { id: course.id })}>
          {action}
          <span className="visually-hidden">: {localizedTitle.text}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * Each course's progress: the server's, or this browser's when the server keeps none (or holds
 * a newer report it never confirmed).
 */
export function useLearningProgress(courses: readonly PurchasedCourse[]) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? 0) : 0;
  const keptLocally = !serverKeepsProgress(courses);
  const progressOf = (course: PurchasedCourse) =>
    effectiveProgress(course.progress, readLocalProgress(userId, course.id), keptLocally);
  return { keptLocally, progressOf };
}

/**
 * The learner's bought courses as cards, last watched first (my learning, and the profile
 * page's first `limit`).
 */
export function PurchasedCourseGrid({
  courses,
  limit,
}: {
  courses: readonly PurchasedCourse[];
  limit?: number;
}) {
  const { progressOf } = useLearningProgress(courses);
  const sorted = byLastWatched(courses, progressOf).slice(0, limit);
  return (
    <ul className="profile-cards">
      {sorted.map((course) => (
        <li key={course.id}>
          <PurchasedCourseCard course={course} progress={progressOf(course)} />
        </li>
      ))}
    </ul>
  );
}
