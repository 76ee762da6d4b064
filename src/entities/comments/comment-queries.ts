import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCourseComments } from '@/generated/client/comments/comments';

// Queries of the `comments` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const commentQueries = {
  all: ['comments'] as const,
  /** A page of a course's comments, newest first; the page shown stays while the next loads. */
  list: (courseId: number, page: number) =>
    queryOptions({
      queryKey: ['comments', 'listCourseComments', { id: courseId, page }] as const,
      queryFn: ({ signal }) => listCourseComments(courseId, { page }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
