import { useTranslation } from 'react-i18next';
import { percentOf, statusOf, type Progress } from './progress';
import './progress.css';

/** How far a learner got in a course: a bar with its percent, and the status in words. */
export function ProgressBar({ progress }: { progress: Progress | null | undefined }) {
  const { t } = useTranslation();
  const percent = percentOf(progress);
  const status = statusOf(progress);
  const words =
    status === 'completed'
      ? t('progress.completed')
      : status === 'notStarted'
        ? t('progress.notStarted')
        : t('progress.percent', { percent });
  return (
    <div className="progress" data-status={status}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress__words">
        {status === 'completed' ? (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        ) : null}
        {words}
      </p>
    </div>
  );
}
