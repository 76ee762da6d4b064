import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getInstructorCourse,
  listCourseDetailsCatalogue,
  listInstructorCourses,
} from '@/generated/client/instructor-courses/instructor-courses';
import type { ListInstructorCoursesParams } from '@/generated/model';

// Queries of the `instructor-courses` API tag, keyed [tag, operation, params]
// (docs/server-state.md). A review decision changes a course's status on the server: whoever
// learns of it (the notification stream) invalidates `all`, so every key starts with the tag.
export const instructorCourseQueries = {
  all: ['instructor-courses'] as const,
  /**
   * A page of the signed-in instructor's courses. Paging keeps the last page on screen; coming
   * back to the tab asks again, so a course reviewed meanwhile shows its new status.
   */
  list: (params: ListInstructorCoursesParams) =>
    queryOptions({
      queryKey: ['instructor-courses', 'listInstructorCourses', params] as const,
      queryFn: ({ signal }) => listInstructorCourses(params, { signal }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: 'always',
    }),
  /** One of the instructor's courses, as the change-course form reads it. */
  course: (id: number) =>
    queryOptions({
      queryKey: ['instructor-courses', 'getInstructorCourse', { id }] as const,
      queryFn: ({ signal }) => getInstructorCourse(id, { signal }),
    }),
  /** The details an instructor can tick on the course form. */
  detailsCatalogue: () =>
    queryOptions({
      queryKey: ['instructor-courses', 'listCourseDetailsCatalogue'] as const,
      queryFn: ({ signal }) => listCourseDetailsCatalogue({ signal }),
    }),
};
