import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { Access } from '@/lib/route-guards';
import { parseIdParam, type RouteKey } from '@/lib/routes';

/** One row per route of both spec documents: path, who may open it, its title, its page. */
export interface PageRoute {
  key: RouteKey | 'notFound';
  /** The react-router pattern (the `/teach-on-{product}` landing is matched as `/:slug`). */
  path: string;
  access: Access;
  titleKey: string;
  /** Query parameters the page reads. */
  query?: readonly string[];
  load: () => Promise<ComponentType>;
  /** Translation namespaces fetched with the page, so it paints with its words at once. */
  namespaces?: readonly Namespace[];
  /**
   * The reads the page's first screen waits for, started on a first load together with the
   * page's chunk instead of after its first render (docs/performance.md). Same query options as
   * the page, so the page finds them in the cache.
   */
  prefetch?: (queryClient: QueryClient, address: RouteAddress) => Promise<unknown>;
}

/** The `handle` of every page's route object: the layout reads the route's row from it. */
export interface RouteHandle {
  route: PageRoute;
}

/** What a prefetch reads from the address: the route's parameters and the query string. */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * The prefetch of a page that shows one record by its `:id`: once `queries` (the record's query
 * factory, in a chunk of its own) has arrived, the record's query; nothing for an id that is not
 * one.
 */
export const prefetchRecord =
  <Queries, Shown, Key extends QueryKey>(
    queries: () => Promise<Queries>,
    record: (queries: Queries, id: number) => FetchQueryOptions<Shown, Error, Shown, Key>,
  ): PageRoute['prefetch'] =>
  (client, { params }) =>
    queries().then((loaded) => {
      const id = parseIdParam(params.id);
      return id ? client.prefetchQuery(record(loaded, id)) : null;
    });
