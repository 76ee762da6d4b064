import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { PagedCardGrid, type PageOfItems } from './paged-card-grid';
import type { PageParam } from './use-page-param';

/** What an empty history says, and the way on it offers instead. */
export interface EmptyHistory {
  text: string;
  to: string;
  /** Already translated, like the text. */
  action: string;
}

interface PagedTableProps<TPage extends PageOfItems<{ id: number }>> {
  /** Already translated; said to assistive technology only, the page's title says it too. */
  heading: string;
  pagesLabel: string;
  /** The list's query for `paging.page` (its factory keeps the previous page as placeholder). */
  query: UseQueryResult<TPage>;
  paging: PageParam;
  empty: EmptyHistory;
  /** The table of one page's rows; `page` is the number of the page they are from. */
  renderTable: (rows: TPage['data'], page: number) => ReactNode;
}

/**
 * A history read a page at a time as a table (the learner's payments, the instructor's sales):
 * a paged list whose heading only assistive technology hears, lines of skeleton on the first
 * load, and, with nothing in it yet, a status with the way on.
 */
export function PagedTable<TPage extends PageOfItems<{ id: number }>>({
  heading,
  pagesLabel,
  query,
  paging,
  empty,
  renderTable,
}: PagedTableProps<TPage>) {
  const headingId = useId();
  return (
    <PagedCardGrid
      headingId={headingId}
      heading={heading}
      headingClassName="visually-hidden"
      pagesLabel={pagesLabel}
      query={query}
      paging={paging}
      placeholder={<Skeleton count={4} variant="line" />}
      empty={
        <div className="remote-state" role="status">
          <p>{empty.text}</p>
          <Link className="button" to={empty.to}>
            {empty.action}
          </Link>
        </div>
      }
      // The page the rows are from: the shown one while the next page loads.
      renderPage={(rows) => renderTable(rows, query.data?.current_page ?? paging.page)}
    />
  );
}
