import { queryOptions } from '@tanstack/react-query';
import { getCatalogueFilters, listCourseCategories } from '@/generated/client/catalogue/catalogue';
import type { CatalogueFiltersResponse } from '@/generated/model';
import { catalogueFiltersOr } from '@/lib/capabilities/discovery';

// Queries of the categories and the catalogue filter extension (decision 30), keyed
// [tag, operation, params] under the catalogue tag (docs/server-state.md).
export const categoryQueries = {
  /** Every category in display order; they change rarely, so kept fresh for a while. */
  list: () =>
    queryOptions({
      queryKey: ['catalogue', 'listCourseCategories'] as const,
      queryFn: async ({ signal }) => (await listCourseCategories({ signal })).categories,
      staleTime: 5 * 60_000,
    }),
  /**
   * What the catalogue can be narrowed by; null when the server lacks the extension (404), so
   * the catalogue shows its search only.
   */
  filters: () =>
    queryOptions({
      queryKey: ['catalogue', 'getCatalogueFilters'] as const,
      queryFn: ({ signal }): Promise<CatalogueFiltersResponse | null> =>
        catalogueFiltersOr(getCatalogueFilters({ signal })),
      // Known once answered; a failure (not a 404) is retried like any read and can be asked
      // again from the catalogue.
      staleTime: Infinity,
    }),
};
