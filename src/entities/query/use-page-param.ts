import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parsePageParam } from '@/lib/routes';

export interface PageParamOptions {
  /** The page to show when the address names none (the blog's remembered page). */
  fallback?: number | null;
  /** Write the page shown into the address when it names none, so a reload lands on it. */
  showInAddress?: boolean;
}

export interface PageParam {
  page: number;
  /** Shows another page: replaces the address's `page`, keeping the other parameters. */
  setPage: (page: number) => void;
}

/**
 * The `page` of a paged list, read from the address (the address is the truth: a reload or a
 * shared link shows the same page). Every page change replaces the history entry,
 * on every list: Back leaves the list rather than stepping through its pages.
 */
export function usePageParam({
  fallback = null,
  showInAddress = false,
}: PageParamOptions = {}): PageParam {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = parsePageParam(searchParams.get('page'));
  const page = named ?? fallback ?? 1;
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('page', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (showInAddress && named !== page) setPage(page);
  }, [showInAddress, named, page, setPage]);
  return { page, setPage };
}
