import { queryOptions } from '@tanstack/react-query';
import {
  getInstructorCourse,
  listCourseDetailsCatalogue,
} from '@/generated/client/instructor-courses/instructor-courses';

// The course form's reads of the `instructor-courses` API tag, keyed [tag, operation, params]
// (docs/server-state.md). After an add or a change the form invalidates `['instructor-courses']`,
// so My courses and a reopened Change course read the saved course.
export const courseFormQueries = {
  all: ['instructor-courses'] as const,
  /** The instructor-details checklist: what a course can include. */
  detailsCatalogue: () =>
    queryOptions({
      queryKey: ['instructor-courses', 'listCourseDetailsCatalogue'] as const,
      queryFn: ({ signal }) => listCourseDetailsCatalogue({ signal }),
      staleTime: 5 * 60_000,
    }),
  /** One of the instructor's own courses, as Change course pre-fills it. */
  course: (id: number) =>
    queryOptions({
      queryKey: ['instructor-courses', 'getInstructorCourse', { id }] as const,
      queryFn: ({ signal }) => getInstructorCourse(id, { signal }),
    }),
};
