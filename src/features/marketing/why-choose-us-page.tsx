import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from '@/components/ui/page-banner';
import { paths } from '@/lib/routes';
import './marketing.css';

export const reasons = [
  'experts',
  'languages',
  'pace',
  'practice',
  'certificates',
  'support',
] as const;

/** `/why-choose-us`: the reasons to learn here. */
export function WhyChooseUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageBanner
        tone="tinted"
        eyebrow={t('why.eyebrow')}
        title={t('why.title')}
        text={<p>{t('why.text')}</p>}
      />
      <section className="content-section" aria-labelledby="why-reasons">
        <h2 id="why-reasons" className="content-section__title">
          {t('why.reasonsTitle')}
        </h2>
        <ul className="card-grid">
          {reasons.map((reason, index) => (
            <li key={reason} className="feature-card">
              <span className="feature-card__badge" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="feature-card__title">{t(`why.reasons.${reason}.title`)}</h3>
              <p className="feature-card__text">{t(`why.reasons.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="content-section__more">
          <Link className="button button--primary" to={paths.courses}>
            {t('why.cta')}
          </Link>
        </p>
      </section>
    </>
  );
}
