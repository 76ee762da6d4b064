import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/routes';

/** The bootcamp programmes are marketing copy (placeholder text). */
export const bootcampPrograms = ['web', 'design', 'data'] as const;

export function BootcampProgramsSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-section__title">
        {t('bootcamps.title')}
      </h2>
      <p className="content-section__intro">{t('bootcamps.intro')}</p>
      <ul className="card-grid">
        {bootcampPrograms.map((program, index) => (
          <li key={program} className="feature-card">
            <span className="feature-card__badge" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="feature-card__title">{t(`bootcamps.${program}.title`)}</h3>
            <p className="feature-card__meta">{t(`bootcamps.${program}.duration`)}</p>
            <p className="feature-card__text">{t(`bootcamps.${program}.text`)}</p>
          </li>
        ))}
      </ul>
      <p className="content-section__more">
        <Link className="button button--ghost" to={paths.courses}>
          {t('bootcamps.browse')}
        </Link>
      </p>
    </section>
  );
}
