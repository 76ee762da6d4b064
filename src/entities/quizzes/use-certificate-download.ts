import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '@/components/ui/use-language';
import { downloadCertificate } from '@/generated/client/quizzes/quizzes';
import { fileSaver } from '@/lib/browser/save-file';
import { htmlLang } from '@/lib/i18n/languages';
import { uploadPercent } from '@/lib/http';
import { useFailureOutcome } from '@/entities/forms/form-outcome';

export const CERTIFICATE_FAILED_KEY = 'quizzes:certificate.failed';
const certificateFailure = { fallbackKey: CERTIFICATE_FAILED_KEY, showMessageKey: false } as const;

/**
 * Downloads a passed result's certificate PDF as a command: how much has arrived
 * (`percent`, null while the size is unknown), and a failure worded by `failureOutcome`. The
 * course title on it is in the interface language (Accept-Language).
 */
export function useCertificateDownload(fileName: string) {
  const language = useLanguage();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (resultId: number) => {
      setPercent(null);
      const blob = await downloadCertificate(resultId, {
        headers: { 'Accept-Language': htmlLang[language] },
        onDownloadProgress: (event) => setPercent(uploadPercent(event)),
      });
      fileSaver.save(fileName, blob, 'application/pdf');
      return blob.size;
    },
  });
  const failure = useFailureOutcome(mutation.error, certificateFailure);
  return {
    download: mutation.mutate,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    percent,
    failure,
  };
}
