import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field';
import { PageBanner } from '@/components/ui/page-banner';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { CourseCard } from '@/entities/course/course-card';
import { BookCallSection } from '@/entities/marketing/book-call-section';
import { PagedCardGrid } from '@/entities/query/paged-card-grid';
import { usePageParam } from '@/entities/query/use-page-param';
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
  const paging = usePageParam();
  const { page } = paging;
  const [draft, setDraft] = useState(search);
  // The text this page last wrote to the address: a different one came from outside (Back,
  // a link) and replaces the box's text; our own arrives late and must not undo newer typing.
  const written = useRef(search);

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
          <Field id={searchId} label={t('catalogue.searchLabel')}>
            {(control) => (
              <input
                {...control}
                className="catalogue-search__input"
                type="search"
                name="search"
                value={draft}
                maxLength={255}
                autoComplete="off"
                placeholder={t('catalogue.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </Field>
        </form>
      </PageBanner>
      <PagedCardGrid
        query={courses}
        paging={paging}
        headingId="catalogue-results"
        heading={search ? t('catalogue.resultsFor', { search }) : t('catalogue.all')}
        pagesLabel={t('catalogue.pages')}
        empty={
          <div className="remote-state" role="status">
            <p>{search ? t('catalogue.noMatch', { search }) : t('catalogue.empty')}</p>
            {search ? (
              <button type="button" className="button button--ghost" onClick={clearSearch}>
                {t('catalogue.clearSearch')}
              </button>
            ) : null}
          </div>
        }
        summary={(answer) => (
          <p className="catalogue-count" role="status">
            {t('catalogue.found', { count: answer.total })}
          </p>
        )}
        renderItem={(course, index) => (
          <CourseCard
            course={course}
            imagePriority={index === 0}
            offerBuy
            action={(title) => <WishlistHeart courseId={course.id} courseTitle={title} />}
          />
        )}
      />
      <BookCallSection />
    </>
  );
}
