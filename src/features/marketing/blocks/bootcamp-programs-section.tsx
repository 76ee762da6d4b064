import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentSection } from '@/components/ui/content-section';
import { paths } from '@/lib/routes';
import { FeatureCardList } from './feature-card-list';

/** The bootcamp programmes are marketing copy (placeholder text). */
export const bootcampPrograms = ['web', 'design', 'data'] as const;

export function BootcampProgramsSection() {
  const { t } = useTranslation('marketing');
  return (
    <ContentSection title={t('bootcamps.title')} intro={t('bootcamps.intro')}>
      <FeatureCardList items={bootcampPrograms} keyPrefix="bootcamps" metaField="duration" />
      <p className="content-section__more">
        <Link className="button button--ghost" to={paths.courses}>
          {t('bootcamps.browse')}
        </Link>
      </p>
    </ContentSection>
  );
}
