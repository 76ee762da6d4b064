import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/ui/content-section';
import { paths } from '@/lib/routes';
import { FeatureCardList } from './feature-card-list';
import { SectionMoreLink } from './section-more-link';

/** The bootcamp programmes are marketing copy (placeholder text). */
export const bootcampPrograms = ['web', 'design', 'data'] as const;

export function BootcampProgramsSection() {
  const { t } = useTranslation('marketing');
  return (
    <ContentSection title={t('bootcamps.title')} intro={t('bootcamps.intro')}>
      <FeatureCardList items={bootcampPrograms} keyPrefix="bootcamps" metaField="duration" />
      <SectionMoreLink to={paths.courses} tone="ghost">
        {t('bootcamps.browse')}
      </SectionMoreLink>
    </ContentSection>
  );
}
