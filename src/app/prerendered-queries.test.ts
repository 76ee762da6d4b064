import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exposeQueriesToPrerender,
  isPlainJson,
  prerenderedQueriesId,
  prerenderHook,
  readPrerenderedQueries,
  seedPrerenderedQueries,
} from './prerendered-queries';

const listKey = ['blog', 'listBlogs', { page: 1 }] as const;
const builtAnswer = { data: [{ id: 3, title_en: 'Built' }], current_page: 1, last_page: 2 };

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = prerenderedQueriesId;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

const embedded = (answeredAt = 1_700_000_000_000) =>
  JSON.stringify({ answeredAt, queries: [{ queryKey: listKey, data: builtAnswer }] });

const clients: QueryClient[] = [];
function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  clients.push(client);
  return client;
}

afterEach(() => {
  clients.splice(0).forEach((client) => client.clear());
});

describe('readPrerenderedQueries', () => {
  it('reads what the prerender step embedded', () => {
    expect(readPrerenderedQueries(pageWith(embedded(5)))).toEqual({
      answeredAt: 5,
      queries: [{ queryKey: [...listKey], data: builtAnswer }],
    });
  });

  it('reads nothing from a page without reads, or with reads it cannot trust', () => {
    expect(readPrerenderedQueries(pageWith(null))).toBeNull();
    expect(readPrerenderedQueries(pageWith('{"answeredAt":'))).toBeNull();
    expect(readPrerenderedQueries(pageWith('{"queries":[]}'))).toBeNull();
    expect(readPrerenderedQueries(pageWith('{"answeredAt":1,"queries":{}}'))).toBeNull();
  });
});

describe('seedPrerenderedQueries', () => {
  it('puts the built answers in the cache, dated when they were answered', () => {
    const client = newClient();
    expect(seedPrerenderedQueries(client, pageWith(embedded(1234)))).toBe(1);
    expect(client.getQueryData(listKey)).toEqual(builtAnswer);
    expect(client.getQueryState(listKey)?.dataUpdatedAt).toBe(1234);
  });

  it('leaves them stale even when the build is a second old, so the first read asks again', async () => {
    const client = newClient();
    seedPrerenderedQueries(client, pageWith(embedded(Date.now())));
    const fresh = { ...builtAnswer, data: [{ id: 4, title_en: 'Fresh' }] };
    const queryFn = vi.fn().mockResolvedValue(fresh);
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn });
    // What the page's first render sees: the built answer at once, marked stale.
    expect(observer.getCurrentResult().data).toEqual(builtAnswer);
    expect(observer.getCurrentResult().isStale).toBe(true);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(listKey)).toEqual(fresh));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps an answer the cache already has: it is newer than the build', () => {
    const client = newClient();
    client.setQueryData(listKey, { data: [], current_page: 1, last_page: 1 });
    expect(seedPrerenderedQueries(client, pageWith(embedded()))).toBe(0);
    expect(client.getQueryData(listKey)).toEqual({ data: [], current_page: 1, last_page: 1 });
  });

  it('seeds nothing from a page without reads, and skips entries without a key or data', () => {
    const client = newClient();
    expect(seedPrerenderedQueries(client, pageWith(null))).toBe(0);
    const odd = JSON.stringify({
      answeredAt: 1,
      queries: [{ queryKey: 'blog', data: {} }, { queryKey: ['blog'] }],
    });
    expect(seedPrerenderedQueries(client, pageWith(odd))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('exposeQueriesToPrerender', () => {
  it('gives the prerender step the answered reads only, when it asked for them', async () => {
    const client = newClient();
    client.setQueryData(listKey, builtAnswer);
    client.setQueryData(['wishlist', 'courseIds'], new Set([1, 2]));
    void client.prefetchQuery({
      queryKey: ['never', 'answered'],
      queryFn: () => new Promise(() => undefined),
    });
    await client.prefetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    const target: Record<string, { snapshot?: () => unknown }> = { [prerenderHook]: {} };
    exposeQueriesToPrerender(client, target);
    expect(target[prerenderHook]!.snapshot!()).toEqual({
      answeredAt: expect.any(Number),
      queries: [{ queryKey: [...listKey], data: builtAnswer }],
    });
  });

  it('tells data JSON carries whole from data it would change', () => {
    expect(isPlainJson({ a: [1, 'two', null, true, { b: 2 }] })).toBe(true);
    expect(isPlainJson(new Set([1]))).toBe(false);
    expect(isPlainJson({ when: new Date() })).toBe(false);
    expect(isPlainJson({ missing: undefined })).toBe(false);
    expect(isPlainJson([Number.NaN])).toBe(false);
  });

  it('exposes nothing anywhere else', () => {
    const target: Record<string, unknown> = {};
    exposeQueriesToPrerender(newClient(), target);
    expect(target).toEqual({});
  });
});
