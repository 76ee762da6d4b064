import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';
import './content.css';

interface PaginationProps {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Already translated name of the navigation landmark, e.g. "Blog pages". */
  label?: string;
  /** Whether the answer has a previous page (its `prev_page_url`); by default any page past 1. */
  hasPrevious?: boolean;
  /** Whether the answer has a next page (its `next_page_url`); by default any page before the last. */
  hasNext?: boolean;
}

/**
 * Previous, numbered pages and next; previous and next are disabled at the ends. Nothing shows
 * when everything fits on one page.
 */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  label,
  hasPrevious = currentPage > 1,
  hasNext = currentPage < lastPage,
}: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const go = (page: number) => {
    // Pages outside 1..last are ignored.
    if (page >= 1 && page <= lastPage && page !== currentPage) onPageChange(page);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={!hasPrevious}
            onClick={() => go(currentPage - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t('pagination.previous')}
          </button>
        </li>
        {pageItems(currentPage, lastPage).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={!hasNext}
            onClick={() => go(currentPage + 1)}
          >
            {t('pagination.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
