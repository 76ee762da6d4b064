import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { ContentSection } from '@/components/ui/content-section';
import { LatestBlogCards } from '@/entities/blog/latest-blog-cards';
import { paths } from '@/lib/routes';

/** Three blog previews on home. */
export const BLOG_PREVIEW_COUNT = 3;

export function LatestArticlesSection() {
  const { t } = useTranslation('marketing');
  // Read and drawn once near the screen: far below the home page's first one (useNearViewport).
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <ContentSection
      ref={ref}
      title={t('latestArticles.title')}
      action={<Link to={paths.blog}>{t('latestArticles.all')}</Link>}
    >
      <LatestBlogCards
        count={BLOG_PREVIEW_COUNT}
        emptyText={t('latestArticles.empty')}
        enabled={near}
      />
    </ContentSection>
  );
}
