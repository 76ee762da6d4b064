import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getSingleCourse,
  listPublicCourses,
  listTopViewedCourses,
} from '@/generated/client/catalogue/catalogue';
import type {
  CourseCard,
  CourseCardPage,
  ListPublicCoursesParams,
  SingleCourse,
} from '@/generated/model';
import { isNotFound } from '@/lib/http';

/** The list answer as a page: a plain array is one page holding everything. */
export function asCoursePage(answer: CourseCardPage | CourseCard[]): CourseCardPage {
  if (!Array.isArray(answer)) return answer;
  return {
    data: answer,
    current_page: 1,
    last_page: 1,
    per_page: Math.max(1, answer.length),
    total: answer.length,
    prev_page_url: null,
    next_page_url: null,
  };
}

// Queries of the `catalogue` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const catalogueQueries = {
  all: ['catalogue'] as const,
  /** A page of the public catalogue; paging and searching keep the last results on screen. */
  list: (params: ListPublicCoursesParams) =>
    queryOptions({
      queryKey: ['catalogue', 'listPublicCourses', params] as const,
      queryFn: async ({ signal }): Promise<CourseCardPage> =>
        asCoursePage(
          (await listPublicCourses(params, { signal })) as CourseCardPage | CourseCard[],
        ),
      placeholderData: keepPreviousData,
    }),
  course: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'getSingleCourse', { id }] as const,
      // An unknown course (or one not shown to this user: 403) is an answer (null: the page's not-found state), not a failure.
      queryFn: ({ signal }) =>
        getSingleCourse(id, { signal }).then(
          (course): SingleCourse | null => course,
          (error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          },
        ),
    }),
  /** The Courses menus' list, fetched the first time a menu opens. */
  topViewed: () =>
    queryOptions({
      queryKey: ['catalogue', 'listTopViewedCourses'] as const,
      queryFn: ({ signal }) => listTopViewedCourses({ signal }),
    }),
};
