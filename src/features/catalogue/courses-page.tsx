import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field';
import { PageBanner } from '@/components/ui/page-banner';
import { categoryQueries } from '@/entities/categories/category-queries';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { CourseCard } from '@/entities/course/course-card';
import { BookCallSection } from '@/entities/marketing/book-call-section';
import { PagedCardGrid } from '@/entities/query/paged-card-grid';
import { usePageParam } from '@/entities/query/use-page-param';
import { WishlistHeart } from '@/entities/wishlist/wishlist-heart';
import {
  catalogueRequest,
  withOfferedSort,
  changeCatalogue,
  EMPTY_CATALOGUE,
  readCatalogueAddress,
  SEARCH_MAX_LENGTH,
  writeCatalogueAddress,
  type CatalogueState,
} from '@/lib/catalogue-address';
import { CategoryFilter, FilterChips, SortMenu } from './catalogue-filters';
import './catalogue.css';

/** The original app's timing: the list is fetched after a 300 ms pause in typing. */
export const SEARCH_PAUSE_MS = 300;

type Change = Partial<Omit<CatalogueState, 'page'>>;

/**
 * `/courses?category=&sort=&search=&page=`: the address is the truth (src/lib/catalogue-address.ts),
 * so a reload, Back/Forward or a shared link shows the same view. A filter or order chosen is a
 * new history entry (Back undoes it); typing waits for a pause, then writes one entry of its
 * own, which later typing replaces (Back undoes the search, not each keystroke, and never the
 * filter or order chosen before it); any change returns to page 1. The list follows the
 * address; the previous results stay, dimmed, while the next arrive, and a search replaced by a
 * newer one is cancelled (the query's signal reaches the request).
 */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Whether the current history entry was written by typing (its state says so): only then may
  // typing replace it.
  const typedEntry =
    (useLocation().state as { typedSearch?: boolean } | null)?.typedSearch === true;
  const address = useMemo(() => readCatalogueAddress(searchParams), [searchParams]);
  const { search } = address;
  const paging = usePageParam();
  const [draft, setDraft] = useState(search);
  // The text this page last wrote to the address: a different one came from outside (Back,
  // a link) and replaces the box's text; our own arrives late and must not undo newer typing.
  const written = useRef(search);

  const change = useCallback(
    (next: Change, { replace = false, typed = false } = {}) =>
      setSearchParams(
        (current) =>
          writeCatalogueAddress(changeCatalogue(readCatalogueAddress(current), next), current),
        { replace, state: typed ? { typedSearch: true } : null },
      ),
    [setSearchParams],
  );

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
      change({ search: draft }, { replace: typedEntry, typed: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, change, typedEntry]);

  // The filter extension: until its answer is known, an address with filters waits (a server
  // without it would answer them unfiltered); a 404 leaves the search alone, a failure says so
  // and offers to try again.
  const filters = useQuery(categoryQueries.filters());
  const filtersOffered = filters.data != null;
  const sorts = filters.data?.sorts ?? [];
  const state = filtersOffered ? withOfferedSort(address, sorts) : address;
  const categories = useQuery({ ...categoryQueries.list(), enabled: filtersOffered });
  const wantsFilters = state.category !== null || state.sort !== EMPTY_CATALOGUE.sort;
  const courses = useQuery({
    ...catalogueQueries.list(catalogueRequest(state, filtersOffered)),
    enabled: !wantsFilters || !filters.isPending,
  });
  // Category or order in the address, and a server that takes them.
  const filtered = filtersOffered && wantsFilters;

  const setSearch = (text: string) => {
    setDraft(text);
    written.current = text;
  };
  const clearAll = () => {
    setSearch('');
    change({ ...EMPTY_CATALOGUE });
    document.getElementById(searchId)?.focus();
  };
  const onChipChange = (next: Change) => {
    if (next.search !== undefined) setSearch(next.search);
    change(next);
  };

  const showCategories = filtersOffered && (categories.data?.length ?? 0) > 0;
  const currentCategory = categories.data?.find((category) => category.id === state.category);

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
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                placeholder={t('catalogue.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </Field>
        </form>
      </PageBanner>
      <div className={showCategories ? 'catalogue-layout catalogue-layout--filters' : undefined}>
        {showCategories ? (
          <CategoryFilter
            categories={categories.data ?? []}
            selected={state.category}
            onChange={change}
          />
        ) : null}
        <PagedCardGrid
          query={courses}
          paging={paging}
          sectionClassName="content-section catalogue-results"
          headingId="catalogue-results"
          heading={search ? t('catalogue.resultsFor', { search }) : t('catalogue.all')}
          pagesLabel={t('catalogue.pages')}
          intro={
            <>
              {filters.isError && wantsFilters ? (
                <div className="catalogue-filters-failed" role="alert">
                  <p>{t('catalogue.filtersFailed')}</p>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void filters.refetch()}
                  >
                    {t('catalogue.filtersRetry')}
                  </button>
                </div>
              ) : null}
              {filtersOffered && sorts.length > 1 ? (
                <SortMenu sorts={sorts} value={state.sort} onChange={change} />
              ) : null}
              <FilterChips
                state={state}
                category={currentCategory}
                filtersOffered={filtersOffered}
                onChange={onChipChange}
                onClearAll={clearAll}
              />
            </>
          }
          empty={
            <div className="remote-state" role="status">
              <p>
                {filtered
                  ? t('catalogue.noMatchFilters')
                  : search
                    ? t('catalogue.noMatch', { search })
                    : t('catalogue.empty')}
              </p>
              {filtered || search ? (
                <button type="button" className="button button--ghost" onClick={clearAll}>
                  {filtered ? t('catalogue.clearFilters') : t('catalogue.clearSearch')}
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
      </div>
      <BookCallSection />
    </>
  );
}
