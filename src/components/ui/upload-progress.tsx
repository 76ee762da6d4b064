import { useTranslation } from 'react-i18next';

interface UploadProgressProps {
  percent: number;
  onCancel: () => void;
}

/** How much of the course has been sent (axios's upload progress), with Cancel. */
export function UploadProgress({ percent, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('course-form');
  return (
    <div className="course-form__progress">
      <div
        className="course-form__progress-track"
        role="progressbar"
        aria-label={t('upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('upload.percent', { percent })}
      >
        <div className="course-form__progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="course-form__progress-text">
        {percent < 100 ? t('upload.percent', { percent }) : t('upload.processing')}
      </p>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('upload.cancel')}
      </button>
    </div>
  );
}
