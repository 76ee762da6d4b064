import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getBlog, listBlogs } from '@/generated/client/blog/blog';
import type { Blog } from '@/generated/model';
import { isNotFound } from '@/lib/http/api-error';

// Queries of the `blog` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const blogQueries = {
  all: ['blog'] as const,
  /** A page of articles; paging keeps the page shown until the next one arrives. */
  list: (page: number) =>
    queryOptions({
      queryKey: ['blog', 'listBlogs', { page }] as const,
      queryFn: ({ signal }) => listBlogs({ page }, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['blog', 'getBlog', { id }] as const,
      // A missing article (or one not shown: 403) is an answer (null: the page's not-found state), not a failure.
      queryFn: ({ signal }) =>
        getBlog(id, { signal }).then(
          (blog): Blog | null => blog,
          (error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          },
        ),
    }),
};
