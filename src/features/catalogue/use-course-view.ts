import { useEffect } from 'react';
import { recordCourseView } from '@/generated/client/catalogue/catalogue';

/**
 * Counts one view each time the course page is opened (POST /api/courses/{id}/view). The call
 * waits for the next task: React's development double mount unmounts and mounts again at once,
 * which cancels the first timer, so a visit is never counted twice. A failure is only logged.
 */
export function useCourseView(courseId: number | null) {
  useEffect(() => {
    if (courseId === null) return;
    const timer = setTimeout(() => {
      recordCourseView(courseId).catch((error: unknown) => {
        console.error('Failed to count the course view', error);
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [courseId]);
}
