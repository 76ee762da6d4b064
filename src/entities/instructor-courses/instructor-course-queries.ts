import { queryOptions } from '@tanstack/react-query';
import {
  getInstructorCourse,
  listCourseDetailsCatalogue,
  listInstructorCourses,
} from '@/generated/client/instructor-courses/instructor-courses';
import { pagedRead } from '@/entities/query/query-factories';
import type { ListInstructorCoursesParams } from '@/generated/model';

// Queries of the `instructor-courses` API tag, keyed [tag, operation, params]
// (docs/server-state.md): My courses and the course form. A review decision changes a course's
// status on the server: whoever learns of it (the notification stream) invalidates `all`, so
// every key starts with the tag; after an add or a change the course form invalidates it too, so
// My courses and a reopened Change course read the saved course.
export const instructorCourseQueries = {
  all: ['instructor-courses'] as const,
  /**
   * A page of the signed-in instructor's courses. Paging keeps the last page on screen; coming
   * back to the tab asks again, so a course reviewed meanwhile shows its new status.
   */
  list: (params: ListInstructorCoursesParams) =>
    queryOptions({
      queryKey: ['instructor-courses', 'listInstructorCourses', params] as const,
      ...pagedRead((signal) => listInstructorCourses(params, { signal })),
      refetchOnWindowFocus: 'always',
    }),
  /** One of the instructor's own courses, as Change course pre-fills it. */
  course: (id: number) =>
    queryOptions({
      queryKey: ['instructor-courses', 'getInstructorCourse', { id }] as const,
      queryFn: ({ signal }) => getInstructorCourse(id, { signal }),
    }),
  /** The instructor-details checklist: what a course can include. */
  detailsCatalogue: () =>
    queryOptions({
      queryKey: ['instructor-courses', 'listCourseDetailsCatalogue'] as const,
      queryFn: ({ signal }) => listCourseDetailsCatalogue({ signal }),
      staleTime: 5 * 60_000,
    }),
};
