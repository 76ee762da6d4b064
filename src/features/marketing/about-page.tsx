import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/components/ui/page-banner';
import { FaqSection } from './blocks/faq-section';
import { TeamSection } from './blocks/team-section';
import './marketing.css';

/** `/about`: banner, the team and the FAQ. */
export function AboutPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageBanner
        tone="tinted"
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        text={<p>{t('about.text')}</p>}
      />
      <section className="content-section split-section" aria-labelledby="about-mission">
        <h2 id="about-mission" className="content-section__title">
          {t('about.missionTitle')}
        </h2>
        <p className="content-section__intro">{t('about.mission')}</p>
      </section>
      <TeamSection />
      <FaqSection />
    </>
  );
}
