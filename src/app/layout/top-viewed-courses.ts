import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '@/components/ui/use-language';
import { listTopViewedCourses } from '@/generated/client/catalogue/catalogue';
import type { TopViewedCourse } from '@/generated/model';
import { localizedField } from '@/lib/format/localized-field';
import { href } from '@/lib/routes';

// The Courses menus (desktop dropdown and mobile menu) share one fetch of the top viewed
// courses, made the first time either opens: pages that never open a menu never call it.
type TopViewed =
  | { status: 'idle' | 'loading' | 'error'; courses: readonly TopViewedCourse[] }
  | { status: 'success'; courses: readonly TopViewedCourse[] };

let state: TopViewed = { status: 'idle', courses: [] };
const listeners = new Set<() => void>();
const set = (next: TopViewed) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Starts the fetch unless it is running or done; a failure may be retried on the next open. */
export function loadTopViewedCourses(): void {
  if (state.status === 'loading' || state.status === 'success') return;
  set({ status: 'loading', courses: [] });
  listTopViewedCourses().then(
    (courses) => set({ status: 'success', courses }),
    (error: unknown) => {
      // Only logged (part 1, section 8): the menu keeps its "All courses" link.
      console.error('Failed to load the top viewed courses', error);
      set({ status: 'error', courses: [] });
    },
  );
}

/** Forgets the fetched list (tests start each case clean). */
export function resetTopViewedCourses(): void {
  set({ status: 'idle', courses: [] });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The menu entries for the top viewed courses, titled in the current language. */
export function useTopViewedLinks() {
  const language = useLanguage();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const load = useCallback(() => loadTopViewedCourses(), []);
  return {
    load,
    loading: current.status === 'loading',
    links: current.courses.map((course) => ({
      to: href('singleCourse', { id: course.id }),
      label: localizedField(course, 'title', language),
    })),
  };
}
