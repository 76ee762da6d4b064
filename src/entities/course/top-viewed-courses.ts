import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/components/ui/use-language';
import { localizedField } from '@/lib/format/localized-field';
import { href } from '@/lib/routes';
import { catalogueQueries } from './catalogue-queries';

/**
 * The menu entries for the top viewed courses, titled in the current language. The Courses menus
 * (desktop dropdown and mobile menu) share one cached list, fetched the first time either opens
 * (`load`): pages that never open a menu never call it. A failure is only logged
 * and the next opening tries again; the menu keeps its "All courses" link meanwhile.
 */
export function useTopViewedLinks() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  // Reads the cache without fetching: the fetch starts when a menu opens.
  const topViewed = useQuery({ ...catalogueQueries.topViewed(), enabled: false });
  const load = useCallback(() => {
    queryClient.fetchQuery(catalogueQueries.topViewed()).catch((error: unknown) => {
      console.error('Failed to load the top viewed courses', error);
    });
  }, [queryClient]);
  return {
    load,
    loading: topViewed.isFetching && topViewed.data === undefined,
    links: (topViewed.data ?? []).map((course) => ({
      to: href('singleCourse', { id: course.id }),
      label: localizedField(course, 'title', language),
    })),
  };
}
