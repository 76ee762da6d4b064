import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { preloadNamespaces } from '@/lib/i18n/i18n';
import { pageRoutes } from './route-table';

/**
 * A first load would otherwise run a chain: the entry, then the common words, then the route's
 * chunk and words, then its data. This starts the route's chunk, its words and its first reads
 * at once, while the entry initialises (docs/performance.md). Nothing here is awaited: the
 * router loads the same modules and the page reads the same queries, and they report failures.
 */
export function startFirstRoute(queryClient: QueryClient, location: Location = window.location) {
  const matches = matchRoutes(
    pageRoutes.map((route) => ({ path: route.path, route })),
    location.pathname,
  );
  const match = matches?.[0];
  if (!match) return;
  const { route } = match.route;
  preloadNamespaces(route.namespaces ?? []);
  void route.load().catch(() => undefined);
  void route
    .prefetch?.(queryClient, { params: match.params, search: new URLSearchParams(location.search) })
    .catch(() => undefined);
}
