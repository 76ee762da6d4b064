import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { CourseCard } from '@/entities/course/course-card';
import { BookCallSection } from '@/entities/marketing/book-call-section';
import { parsePageParam } from '@/entities/query/use-page-param';
import { QueryBlock } from '@/entities/query/query-block';
import { WishlistHeart } from '@/entities/wishlist/wishlist-heart';
import './catalogue.css';

/** Part 1 §9: the list is fetched after a 300 ms pause in typing. */
export const SEARCH_PAUSE_MS = 300;

/**
 * `/courses?search=&page=`: the address is the truth. Typing waits for a pause, then replaces
 * the address with the text and page 1 (Back leaves the catalogue, not the keystrokes); the list
 * follows the address, so a reload or a shared link shows the same results.
 */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = parsePageParam(searchParams.get('page')) ?? 1;
  const [draft, setDraft] = useState(search);
  // The text this page last wrote to the address: a different one came from outside (Back,
  // a link) and replaces the box's text; our own arrives late and must not undo newer typing.
  const written = useRef(search);
  const listTop = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setDraft(search);
    }
  }, [search]);

  useEffect(() => {
    if (draft === written.current) return;
    const timer = setTimeout(() => {
      written.current = draft;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (draft) params.set('search', draft);
          else params.delete('search');
          params.set('page', '1');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, setSearchParams]);

  const params = search ? { page, search } : { page };
  const courses = useQuery(catalogueQueries.list(params));

  // A page past the last one (an old link) shows the last page instead of nothing.
  const lastPage = courses.data && !courses.isPlaceholderData ? courses.data.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(lastPage));
          return next;
        },
        { replace: true },
      );
    }
  }, [lastPage, page, setSearchParams]);

  const changePage = (next: number) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const clearSearch = () => {
    setDraft('');
    written.current = '';
    setSearchParams({ page: '1' }, { replace: true });
    document.getElementById(searchId)?.focus();
  };

  return (
    <>
      <PageBanner
        tone="tinted"
        eyebrow={t('catalogue.eyebrow')}
        title={t('catalogue.title')}
        text={<p>{t('catalogue.text')}</p>}
      >
        <form
          className="catalogue-search"
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId} className="catalogue-search__label">
            {t('catalogue.searchLabel')}
          </label>
          <input
            id={searchId}
            className="catalogue-search__input"
            type="search"
            name="search"
            value={draft}
            maxLength={255}
            autoComplete="off"
            placeholder={t('catalogue.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </form>
      </PageBanner>
      <section className="content-section" aria-labelledby="catalogue-results">
        <h2 id="catalogue-results" className="content-section__title" ref={listTop} tabIndex={-1}>
          {search ? t('catalogue.resultsFor', { search }) : t('catalogue.all')}
        </h2>
        <QueryBlock
          query={courses}
          placeholder={<Skeleton count={6} />}
          emptyText=""
          isEmpty={() => false}
        >
          {(answer) =>
            answer.data.length === 0 ? (
              <div className="remote-state" role="status">
                <p>{search ? t('catalogue.noMatch', { search }) : t('catalogue.empty')}</p>
                {search ? (
                  <button type="button" className="button button--ghost" onClick={clearSearch}>
                    {t('catalogue.clearSearch')}
                  </button>
                ) : null}
              </div>
            ) : (
              <>
                <p className="catalogue-count" role="status">
                  {t('catalogue.found', { count: answer.total })}
                </p>
                <ul className="card-grid">
                  {answer.data.map((course, index) => (
                    <li key={course.id}>
                      <CourseCard
                        course={course}
                        imagePriority={index === 0}
                        action={(title) => (
                          <WishlistHeart courseId={course.id} courseTitle={title} />
                        )}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  currentPage={answer.current_page}
                  lastPage={answer.last_page}
                  onPageChange={changePage}
                  label={t('catalogue.pages')}
                />
              </>
            )
          }
        </QueryBlock>
      </section>
      <BookCallSection />
    </>
  );
}
