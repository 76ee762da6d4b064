import { keepPreviousData } from '@tanstack/react-query';
import { isNotFound } from '@/lib/http/api-error';

// Parts of a query factory's options, spread into `queryOptions` beside the factory's own key:
// each says once how a kind of read behaves.

/**
 * A page of a list: paging (or a new search) keeps the page shown until the next one arrives,
 * so the list never blinks empty between pages.
 */
export function pagedRead<TData>(read: (signal: AbortSignal) => Promise<TData>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => read(signal),
    placeholderData: keepPreviousData<TData>,
  };
}

/**
 * One record a page shows by id. A missing one (or one not shown to this user: 403) is an answer,
 * null (the page's not-found state), not a failure to retry.
 */
export function recordRead<TData>(read: (signal: AbortSignal) => Promise<TData>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      read(signal).then(
        (record): TData | null => record,
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
  };
}
