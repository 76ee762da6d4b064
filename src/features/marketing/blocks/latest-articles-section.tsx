import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { LatestBlogCards } from '@/entities/blog/latest-blog-cards';
import { paths } from '@/lib/routes';

/** Three blog previews on home. */
export const BLOG_PREVIEW_COUNT = 3;

export function LatestArticlesSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  // Read and drawn once near the screen: far below the home page's first one (useNearViewport).
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="content-section" aria-labelledby={titleId}>
      <div className="content-section__head">
        <h2 id={titleId} className="content-section__title">
          {t('latestArticles.title')}
        </h2>
        <Link to={paths.blog}>{t('latestArticles.all')}</Link>
      </div>
      <LatestBlogCards
        count={BLOG_PREVIEW_COUNT}
        emptyText={t('latestArticles.empty')}
        enabled={near}
      />
    </section>
  );
}
