import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { useLanguage } from '@/components/ui/use-language';
import { QueryBlock } from '@/entities/query/query-block';
import { quizQueries } from '@/entities/quizzes/quiz-queries';
import { formatDate } from '@/lib/format/dates';
import { localizedField } from '@/lib/format/localized-field';

/** `/certificates/:code`: anybody checks a certificate by its code (extension, decision 28). */
export function CertificatePage() {
  const { t } = useTranslation('quizzes');
  const language = useLanguage();
  const code = (useParams().code ?? '').trim();
  const query = useQuery({ ...quizQueries.verification(code), enabled: code !== '' });
  return (
    <PageFrame title={t('verify.title')}>
      <p>{t('verify.code', { code })}</p>
      {code === '' ? (
        <p role="status">{t('verify.invalid')}</p>
      ) : (
        <QueryBlock
          query={query}
          placeholder={<p>{t('verify.checking')}</p>}
          emptyText={t('verify.invalid')}
          isEmpty={(check) => check.offered && check.certificate === null}
        >
          {(check) =>
            !check.offered ? (
              // A server without the certificates extension cannot check any code.
              <p role="status" className="quiz__unknown">
                {t('verify.notOffered')}
              </p>
            ) : check.certificate ? (
              <section className="quiz__verified" aria-labelledby="certificate-valid">
                <h2 id="certificate-valid">{t('verify.valid')}</h2>
                <dl className="quiz__scores">
                  <dt>{t('verify.name')}</dt>
                  <dd className="user-text" dir="auto">
                    {check.certificate.full_name}
                  </dd>
                  <dt>{t('verify.course')}</dt>
                  <dd className="user-text" dir="auto">
                    {localizedField(check.certificate, 'title', language)}
                  </dd>
                  <dt>{t('verify.date')}</dt>
                  <dd>{formatDate(check.certificate.issued_at, language)}</dd>
                </dl>
              </section>
            ) : (
              <p role="status" className="quiz__unknown">
                {t('verify.invalid')}
              </p>
            )
          }
        </QueryBlock>
      )}
    </PageFrame>
  );
}
