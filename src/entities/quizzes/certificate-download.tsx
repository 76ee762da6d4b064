import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { UploadProgress } from '@/components/ui/upload-progress';
import { failureMessage } from '@/entities/forms/form-outcome';
import { useCertificateDownload } from './use-certificate-download';
import './certificate.css';

/** Download Certificate: how much has arrived, and a clear message on failure. */
export function CertificateDownload({
  resultId,
  courseId,
}: {
  resultId: number;
  courseId: number;
}) {
  const { t } = useTranslation('quizzes');
  const { download, busy, done, percent, failure } = useCertificateDownload(
    `certificate_${courseId}.pdf`,
  );
  return (
    <div className="quiz__certificate">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => download(resultId)}
      >
        {t('certificate.download')}
      </button>
      {busy ? (
        <UploadProgress
          percent={percent}
          label={t('certificate.progressLabel')}
          text={
            percent === null ? t('certificate.preparing') : t('certificate.progress', { percent })
          }
        />
      ) : null}
      {done ? (
        <p role="status" className="quiz__done">
          {t('certificate.saved')}
        </p>
      ) : null}
      {failure ? <FormAlert tone="error" messageKey={failureMessage(failure)} /> : null}
    </div>
  );
}
