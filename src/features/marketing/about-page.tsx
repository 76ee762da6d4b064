import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/ui/content-section';
import { FaqSection } from './blocks/faq-section';
import { TeamSection } from './blocks/team-section';
import { MarketingBanner } from './marketing-banner';
import './marketing.css';

/** `/about`: banner, the team and the FAQ. */
export function AboutPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingBanner page="about" />
      <ContentSection
        className="split-section"
        title={t('about.missionTitle')}
        intro={t('about.mission')}
      />
      <TeamSection />
      <FaqSection />
    </>
  );
}
