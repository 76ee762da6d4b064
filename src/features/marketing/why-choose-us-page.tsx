import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/ui/content-section';
import { paths } from '@/lib/routes';
import { FeatureCardList } from './blocks/feature-card-list';
import { SectionMoreLink } from './blocks/section-more-link';
import { MarketingBanner } from './marketing-banner';
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
      <MarketingBanner page="why" />
      <ContentSection title={t('why.reasonsTitle')}>
        <FeatureCardList items={reasons} keyPrefix="why.reasons" />
        <SectionMoreLink to={paths.courses} tone="primary">
          {t('why.cta')}
        </SectionMoreLink>
      </ContentSection>
    </>
  );
}
