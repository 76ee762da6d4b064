import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A page number from the address: a whole number from 1, else null. */
export function parsePageParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/**
 * The `page` of a paged list, read from the address (the address is the truth: a reload or a
 * shared link shows the same page). `setPage` replaces the entry unless asked to push, and keeps
 * the other query parameters.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page')) ?? 1;
  const setPage = useCallback(
    (next: number, options: { push?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('page', String(next));
          return params;
        },
        { replace: !options.push },
      ),
    [setSearchParams],
  );
  return { page, setPage, hasPage: searchParams.has('page') };
}
