import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listAllCourseComments, listCourseComments } from '@/generated/client/comments/comments';

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
  /** Every comment of a course, newest first (the course page's "view all comments"). */
  allForCourse: (id: number) =>
    queryOptions({
      queryKey: ['comments', 'listAllCourseComments', { id }] as const,
      queryFn: ({ signal }) =>
        listAllCourseComments(id, { signal }).then((answer) => answer.comments),
    }),
};
