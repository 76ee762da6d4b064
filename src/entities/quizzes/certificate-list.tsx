import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/components/ui/use-language';
import { QueryBlock } from '@/entities/query/query-block';
import { formatDate } from '@/lib/format/dates';
import { localizedField } from '@/lib/format/localized-field';
import { href } from '@/lib/routes';
import { CertificateDownload } from './certificate-download';
import { quizQueries } from './quiz-queries';

/**
 * The learner's certificates (extension, decision 28): course, date, code with its public page,
 * and the PDF. A server without the extension (the query answers null) shows nothing at all.
 */
export function CertificateList() {
  const { t } = useTranslation('quizzes');
  const language = useLanguage();
  const query = useQuery(quizQueries.certificates());
  if (query.data === null) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-certificates">
      <div className="profile-section__head">
        <h2 id="profile-certificates">{t('certificates.title')}</h2>
      </div>
      <QueryBlock
        query={query}
        placeholder={<p>{t('certificates.loading')}</p>}
        emptyText={t('certificates.empty')}
        isEmpty={(list) => !list || list.length === 0}
      >
        {(list) => (
          <ul className="certificate-list">
            {(list ?? []).map((certificate) => (
              <li key={certificate.code} className="certificate-list__item">
                <p>
                  <strong>
                    <bdi className="user-text">
                      {localizedField(certificate, 'title', language)}
                    </bdi>
                  </strong>
                  {' — '}
                  {formatDate(certificate.issued_at, language)}
                </p>
                <p>
                  {t('certificate.code', { code: certificate.code })}{' '}
                  <Link to={href('certificate', { code: certificate.code })}>
                    {t('certificate.check')}
                  </Link>
                </p>
                <CertificateDownload
                  resultId={certificate.result_id}
                  courseId={certificate.course_id}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </section>
  );
}
