import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import type { PageParam } from './use-page-param';
import { AnswerBlock } from './answer-block';
import type { BackLink } from './query-block';

/** What every paged answer of the API carries (a Laravel paginator). */
export interface PageOfItems<TItem> {
  data: TItem[];
  current_page: number;
  last_page: number;
  prev_page_url?: string | null;
  next_page_url?: string | null;
}

/** The page to show instead: the last one when the address names a page past it, else null. */
export function clampedPage(page: number, lastPage: number): number | null {
  return lastPage >= 1 && page > lastPage ? lastPage : null;
}

interface PagedCardGridProps<TPage extends PageOfItems<{ id: number }>> {
  /** The list's query for `paging.page` (its factory keeps the previous page as placeholder). */
  query: UseQueryResult<TPage>;
  /** From `usePageParam`. */
  paging: PageParam;
  headingId: string;
  /** Already translated heading; page changes move focus to it. */
  heading: ReactNode;
  headingClassName?: string;
  sectionClassName?: string;
  listClassName?: string;
  /** Shows a page's items itself instead of the `<ul>` of `renderItem` (a table). */
  renderPage?: (items: TPage['data']) => ReactNode;
  /** Already translated name of the pagination landmark. */
  pagesLabel: string;
  /** What an empty list shows: a text becomes a status paragraph. */
  empty: ReactNode;
  /** The first load's stand-in (six card skeletons by default). */
  placeholder?: ReactNode;
  /** Under the heading, whatever the query's state (the cart's count and total). */
  intro?: ReactNode;
  /** Above the cards of a non-empty page (the catalogue's count). */
  summary?: (page: TPage) => ReactNode;
  /** Under the list, inside the section. */
  footer?: ReactNode;
  /** Where a 404/403 of the list leads back to, and what it says (QueryBlock). */
  back?: BackLink;
  notFoundText?: string;
  /** Told of a page change before the address is (the blog remembers the page). */
  onPageChange?: (page: number) => void;
  /** One item of the `<ul>` (unused with `renderPage`). */
  renderItem?: (item: TPage['data'][number], index: number) => ReactNode;
}

/**
 * A paged list of cards (docs/paged-lists.md): the heading, the cards of the page the address
 * names, and the pagination. A page change replaces the address and moves focus to the heading;
 * a page past the last (an old link, or a removal that emptied the last page) gives way to the
 * last page; the page shown stays, marked busy, until the next one arrives.
 */
export function PagedCardGrid<TPage extends PageOfItems<{ id: number }>>({
  query,
  paging,
  headingId,
  heading,
  headingClassName = 'content-section__title',
  sectionClassName = 'content-section',
  listClassName = 'card-grid',
  renderPage,
  pagesLabel,
  empty,
  placeholder = <Skeleton count={6} />,
  intro,
  summary,
  footer,
  back,
  notFoundText,
  onPageChange,
  renderItem,
}: PagedCardGridProps<TPage>) {
  const { page, setPage } = paging;
  const listTop = useRef<HTMLHeadingElement>(null);

  const lastPage = query.data && !query.isPlaceholderData ? query.data.last_page : null;
  useEffect(() => {
    const last = lastPage === null ? null : clampedPage(page, lastPage);
    if (last !== null) setPage(last);
  }, [lastPage, page, setPage]);

  const changePage = (next: number) => {
    onPageChange?.(next);
    setPage(next);
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className={sectionClassName} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName} ref={listTop} tabIndex={-1}>
        {heading}
      </h2>
      {intro}
      <AnswerBlock query={query} placeholder={placeholder} back={back} notFoundText={notFoundText}>
        {(answer) => {
          if (answer.data.length > 0)
            return (
              <>
                {summary?.(answer)}
                {renderPage ? (
                  renderPage(answer.data)
                ) : (
                  <ul className={listClassName}>
                    {answer.data.map((item, index) => (
                      <li key={item.id}>{renderItem?.(item, index)}</li>
                    ))}
                  </ul>
                )}
                <Pagination
                  currentPage={answer.current_page}
                  lastPage={answer.last_page}
                  hasPrevious={
                    answer.prev_page_url === undefined ? undefined : !!answer.prev_page_url
                  }
                  hasNext={answer.next_page_url === undefined ? undefined : !!answer.next_page_url}
                  onPageChange={changePage}
                  label={pagesLabel}
                />
              </>
            );
          // Past the last page: the last one is on its way.
          if (clampedPage(Math.max(page, answer.current_page), answer.last_page) !== null)
            return placeholder;
          return typeof empty === 'string' ? (
            <p className="remote-state" role="status">
              {empty}
            </p>
          ) : (
            empty
          );
        }}
      </AnswerBlock>
      {footer}
    </section>
  );
}
