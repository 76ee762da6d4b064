import { queryOptions } from '@tanstack/react-query';
import {
  getSingleCourse,
  listPublicCourses,
  listTopViewedCourses,
} from '@/generated/client/catalogue/catalogue';
import { pagedRead, recordRead } from '@/entities/query/query-factories';
import type { CourseCard, CourseCardPage, ListPublicCoursesParams } from '@/generated/model';

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
      ...pagedRead(async (signal): Promise<CourseCardPage> =>
        asCoursePage(
          (await listPublicCourses(params, { signal })) as CourseCardPage | CourseCard[],
        ),
      ),
    }),
  /** A public course, or null when there is none to show. */
  course: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'getSingleCourse', { id }] as const,
      ...recordRead((signal) => getSingleCourse(id, { signal })),
    }),
  /** The Courses menus' list, fetched the first time a menu opens. */
  topViewed: () =>
    queryOptions({
      queryKey: ['catalogue', 'listTopViewedCourses'] as const,
      queryFn: ({ signal }) => listTopViewedCourses({ signal }),
    }),
};
