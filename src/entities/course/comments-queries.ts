import { queryOptions } from '@tanstack/react-query';
import { listAllCourseComments } from '@/generated/client/comments/comments';

// Queries of the `comments` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const commentsQueries = {
  all: ['comments'] as const,
  /** Every comment of a course, newest first (the course page's "view all comments"). */
  allForCourse: (id: number) =>
    queryOptions({
      queryKey: ['comments', 'listAllCourseComments', { id }] as const,
      queryFn: ({ signal }) =>
        listAllCourseComments(id, { signal }).then((answer) => answer.comments),
    }),
};
