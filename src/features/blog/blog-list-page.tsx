import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogCard } from '@/entities/blog/blog-card';
import { blogQueries } from '@/entities/blog/blog-queries';
import { PagedCardGrid } from '@/entities/query/paged-card-grid';
import { usePageParam } from '@/entities/query/use-page-param';
import { PageBanner } from '@/components/ui/page-banner';
import { readStoredBlogPage, storeBlogPage } from '@/entities/blog/blog-page-storage';
import { EmphasisedTitle } from './blog-title';
import './blog.css';

/** `/blog?page=n`: the articles, nine to a page, with pagination. */
export function BlogListPage() {
  const { t } = useTranslation('marketing');
  // A visit without `page` opens the page left last in this tab and names it in the address, so
  // a reload, a shared link and a return to /blog all land on it.
  const paging = usePageParam({ fallback: readStoredBlogPage(), showInAddress: true });
  const { page } = paging;
  useEffect(() => storeBlogPage(page), [page]);

  // The page shown stays (marked busy) until the next one arrives.
  const blogs = useQuery(blogQueries.list(page));

  return (
    <>
      <PageBanner
        tone="warm"
        eyebrow={t('blog.eyebrow')}
        title={<EmphasisedTitle text={t('blog.title')} />}
        text={<p>{t('blog.text')}</p>}
      />
      <PagedCardGrid
        query={blogs}
        paging={paging}
        headingId="blog-articles"
        heading={t('blog.articles')}
        pagesLabel={t('blog.pages')}
        empty={t('blog.empty')}
        onPageChange={storeBlogPage}
        renderItem={(blog, index) => <BlogCard blog={blog} imagePriority={index === 0} />}
      />
    </>
  );
}
