import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  effectiveProgress,
  formatClock,
  readLocalProgress,
  resumePositionOf,
  serverKeepsProgress,
  statusOf,
} from '@/entities/progress/progress';
import { ProgressBar } from '@/entities/progress/progress-bar';
import { useProgressReporter } from '@/entities/progress/use-progress-reporter';
import { OwnedMark } from '@/entities/purchases/owned-mark';
import { usePurchasedCourses } from '@/entities/purchases/use-purchases';
import { CourseVideo, type CourseVideoHandle } from '@/entities/video/course-video';
import { href } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/action-button';

/** Where the course page shows the video: "Continue" brings it into view. */
export const COURSE_PLAYER_ID = 'course-player';

function bringPlayerIntoView() {
  const player = document.getElementById(COURSE_PLAYER_ID);
  if (!player) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  player.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  player.querySelector<HTMLElement>('video')?.focus({ preventScroll: true });
}

interface PlayerProps {
  courseId: number;
  title: string;
  poster: string | null;
}

function KeysHint() {
  const { t } = useTranslation();
  return <p className="course-player__keys">{t('video.keys')}</p>;
}

/**
 * A learner's bought course (decision 26): the player, how far they got, and
 * "Continue from 1:00" (or "Start watching", or "Watch again" once completed). Progress is the
 * server's, or the browser's when the server does not keep it (said on screen).
 */
export function BuyerPlayer({ courseId, title, poster, userId }: PlayerProps & { userId: number }) {
  const { t } = useTranslation();
  const purchased = usePurchasedCourses();
  const list = purchased.data ?? [];
  const keptLocallyAtStart = purchased.data !== undefined && !serverKeepsProgress(list);
  const reporter = useProgressReporter({ courseId, userId, keptLocallyAtStart });
  const server = list.find((course) => course.id === courseId)?.progress;
  const progress = effectiveProgress(
    server,
    readLocalProgress(userId, courseId),
    reporter.keptLocally,
  );
  const status = statusOf(progress);
  const resumeAt = resumePositionOf(progress);
  const player = useRef<CourseVideoHandle>(null);
  const start = () => {
    bringPlayerIntoView();
    player.current?.play(resumeAt);
  };
  const action =
    status === 'completed'
      ? t('progress.watchAgain')
      : resumeAt > 0
        ? t('progress.continueFrom', { time: formatClock(resumeAt) })
        : t('progress.startWatching');
  return (
    <>
      <div id={COURSE_PLAYER_ID} className="course-player" tabIndex={-1}>
        <CourseVideo
          courseId={courseId}
          title={title}
          poster={poster}
          resumeAt={resumeAt}
          listener={reporter}
          handleRef={player}
        />
      </div>
      <KeysHint />
      <div className="course-actions">
        <p className="course-actions__note">
          <OwnedMark long />
        </p>
        <ProgressBar progress={progress} />
        <button type="button" className="button button--primary" onClick={start}>
          {action}
        </button>
        {/* The course's quiz and certificate ("Take Quiz" on a bought course). */}
        <ButtonLink look="secondary" to={href('learnerQuiz', { courseId })}>
          {t('course.takeQuiz', { ns: 'courses' })}
        </ButtonLink>
        {reporter.keptLocally ? (
          <p className="course-actions__note" role="note">
            {t('progress.localOnly')}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The course's own instructor: the video (no progress) and a way to change the course. */
export function OwnerPlayer({ courseId, title, poster }: PlayerProps) {
  const { t } = useTranslation('courses');
  return (
    <>
      <div id={COURSE_PLAYER_ID} className="course-player" tabIndex={-1}>
        <CourseVideo courseId={courseId} title={title} poster={poster} />
      </div>
      <KeysHint />
      <div className="course-actions">
        <p className="course-actions__note">{t('course.ownerNote')}</p>
        <Link
          className="button button--primary"
          to={href('instructorChangeCourses', { id: courseId })}
        >
          {t('course.editCourse')}
        </Link>
      </div>
    </>
  );
}
