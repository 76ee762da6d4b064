import { queryOptions } from '@tanstack/react-query';
import { getBlog, listBlogs } from '@/generated/client/blog/blog';
import { pagedRead, recordRead } from '@/entities/query/query-factories';

// Queries of the `blog` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const blogQueries = {
  all: ['blog'] as const,
  /** A page of articles; paging keeps the page shown until the next one arrives. */
  list: (page: number) =>
    queryOptions({
      queryKey: ['blog', 'listBlogs', { page }] as const,
      ...pagedRead((signal) => listBlogs({ page }, { signal })),
    }),
  /** An article, or null when there is none to show. */
  detail: (id: number) =>
    queryOptions({
      queryKey: ['blog', 'getBlog', { id }] as const,
      ...recordRead((signal) => getBlog(id, { signal })),
    }),
};
