import type { QueryClient, QueryKey } from '@tanstack/react-query';

// A prerendered first screen (scripts/prerender.ts) may show server data: the public reads the
// page made while it was rendered at build time. Their answers travel with the page, so the app's
// first render shows the same cards instead of skeletons, and then refetches them at once: they
// are stored as answered at build time and marked stale (docs/performance.md).

/** The id of the `<script type="application/json">` the prerender step writes the reads into. */
export const prerenderedQueriesId = 'prerendered-queries';

/** What the prerender step embeds: when the page was taken, and each read's key and data. */
export interface PrerenderedQueries {
  answeredAt: number;
  queries: { queryKey: QueryKey; data: unknown }[];
}

/**
 * The prerender step's hook into the built app: it sets `window[prerenderHook]` to an object
 * before any script runs, and the app puts `snapshot` on it, which the step calls once the page
 * has settled. Outside the prerender step the object does not exist and nothing is exposed.
 */
export const prerenderHook = '__academyPrerender';

interface PrerenderHook {
  snapshot?: () => PrerenderedQueries;
}

/** Lets the prerender step read the cache's answered public reads. */
export function exposeQueriesToPrerender(queryClient: QueryClient, target: object = window): void {
  const hook = (target as Record<string, unknown>)[prerenderHook] as PrerenderHook | undefined;
  if (typeof hook !== 'object' || hook === null) return;
  hook.snapshot = () => ({
    answeredAt: Date.now(),
    queries: queryClient
      .getQueryCache()
      .getAll()
      // Only what JSON carries whole: a Set (the learner's id lists) would arrive as {}.
      .filter((query) => query.state.status === 'success' && isPlainJson(query.state.data))
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
  });
}

/** Data made only of what JSON writes and reads back unchanged. */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((entry) => entry !== undefined && isPlainJson(entry));
}

/** The reads embedded in the page, or none when there are none or they cannot be read. */
export function readPrerenderedQueries(doc: Document = document): PrerenderedQueries | null {
  const script = doc.getElementById(prerenderedQueriesId);
  if (!script?.textContent) return null;
  try {
    const parsed = JSON.parse(script.textContent) as Partial<PrerenderedQueries>;
    if (typeof parsed.answeredAt !== 'number' || !Array.isArray(parsed.queries)) return null;
    return { answeredAt: parsed.answeredAt, queries: parsed.queries };
  } catch {
    return null;
  }
}

/**
 * Puts the embedded reads in the cache as answered when the page was built. Only call it where
 * the prerendered first screen is shown (a guest on the page's own address): the reads were made
 * as a guest. Whatever the cache already holds is newer and is kept.
 */
export function seedPrerenderedQueries(queryClient: QueryClient, doc: Document = document): number {
  const embedded = readPrerenderedQueries(doc);
  if (!embedded) return 0;
  let seeded = 0;
  for (const { queryKey, data } of embedded.queries) {
    if (!Array.isArray(queryKey) || data === undefined) continue;
    if (queryClient.getQueryState(queryKey)?.status === 'success') continue;
    queryClient.setQueryData(queryKey, data, { updatedAt: embedded.answeredAt });
    // Stale whatever its age, so the page's first read asks the server again at once.
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    seeded += 1;
  }
  return seeded;
}
