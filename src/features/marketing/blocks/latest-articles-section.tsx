import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlogCard } from '@/components/ui/blog-card';
import { RemoteBlock } from '@/components/ui/remote-block';
import { useRemoteData } from '@/components/ui/use-remote-data';
import { listBlogs } from '@/generated/client/blog/blog';
import { paths } from '@/lib/routes';

/** Part 1, section 9: three blog previews on home. */
export const BLOG_PREVIEW_COUNT = 3;

export function LatestArticlesSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  const blogs = useRemoteData('blogs-page-1', (signal) => listBlogs({ page: 1 }, { signal }));
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <div className="content-section__head">
        <h2 id={titleId} className="content-section__title">
          {t('latestArticles.title')}
        </h2>
        <Link to={paths.blog}>{t('latestArticles.all')}</Link>
      </div>
      <RemoteBlock
        state={blogs}
        emptyText={t('latestArticles.empty')}
        isEmpty={(page) => page.data.length === 0}
      >
        {(page) => (
          <ul className="card-grid">
            {page.data.slice(0, BLOG_PREVIEW_COUNT).map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        )}
      </RemoteBlock>
    </section>
  );
}
