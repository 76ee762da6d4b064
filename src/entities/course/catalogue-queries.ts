import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getSingleCourse,
  listPublicCourses,
  listTopViewedCourses,
} from '@/generated/client/catalogue/catalogue';
import type { ListPublicCoursesParams } from '@/generated/model';

// Queries of the `catalogue` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const catalogueQueries = {
  all: ['catalogue'] as const,
  /** A page of the public catalogue; paging and searching keep the last results on screen. */
  list: (params: ListPublicCoursesParams) =>
    queryOptions({
      queryKey: ['catalogue', 'listPublicCourses', params] as const,
      queryFn: ({ signal }) => listPublicCourses(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  course: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'getSingleCourse', { id }] as const,
      queryFn: ({ signal }) => getSingleCourse(id, { signal }),
    }),
  /** The Courses menus' list, fetched the first time a menu opens. */
  topViewed: () =>
    queryOptions({
      queryKey: ['catalogue', 'listTopViewedCourses'] as const,
      queryFn: ({ signal }) => listTopViewedCourses({ signal }),
    }),
};
