import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BlogCard } from '@/entities/blog/blog-card';
import { blogQueries } from '@/entities/blog/blog-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { parsePage, readStoredBlogPage, storeBlogPage } from './blog-page-storage';
import { EmphasisedTitle } from './blog-title';
import './blog.css';

/** `/blog?page=n`: the articles, nine to a page, with pagination. */
export function BlogListPage() {
  const { t } = useTranslation('marketing');
  const [searchParams, setSearchParams] = useSearchParams();
  const queryPage = parsePage(searchParams.get('page'));
  const page = queryPage ?? readStoredBlogPage() ?? 1;
  const listTop = useRef<HTMLHeadingElement>(null);

  // Keep the address and the session in step with the page shown, so a reload, a shared link
  // and a return to /blog all land on it.
  useEffect(() => {
    storeBlogPage(page);
    if (queryPage !== page) setSearchParams({ page: String(page) }, { replace: true });
  }, [page, queryPage, setSearchParams]);

  // The page shown stays (marked busy) until the next one arrives.
  const blogs = useQuery(blogQueries.list(page));

  const changePage = (next: number) => {
    storeBlogPage(next);
    setSearchParams({ page: String(next) });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <PageBanner
        tone="warm"
        eyebrow={t('blog.eyebrow')}
        title={<EmphasisedTitle text={t('blog.title')} />}
        text={<p>{t('blog.text')}</p>}
      />
      <section className="content-section" aria-labelledby="blog-articles">
        <h2 id="blog-articles" className="content-section__title" ref={listTop} tabIndex={-1}>
          {t('blog.articles')}
        </h2>
        <QueryBlock
          query={blogs}
          placeholder={<Skeleton count={6} />}
          emptyText={t('blog.empty')}
          isEmpty={(answer) => answer.data.length === 0 && answer.last_page <= 1}
        >
          {(answer) => (
            <>
              {answer.data.length === 0 ? (
                <p className="remote-state" role="status">
                  {t('blog.emptyPage')}
                </p>
              ) : (
                <ul className="card-grid">
                  {answer.data.map((blog, index) => (
                    <li key={blog.id}>
                      <BlogCard blog={blog} imagePriority={index === 0} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                currentPage={answer.current_page}
                lastPage={answer.last_page}
                onPageChange={changePage}
                label={t('blog.pages')}
              />
            </>
          )}
        </QueryBlock>
      </section>
    </>
  );
}
