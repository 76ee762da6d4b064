// One count of a page's API calls on the way, kept from the page's creation (the browser
// fixture starts it), so every helper that waits for a settled page reads the same number.
import type { Page, Request } from 'playwright-core';

const counters = new WeakMap<Page, () => number>();

/**
 * Counts the page's API calls on the way. Idempotent: the first call starts counting (the
 * fixture makes it when it creates the page), later calls read the same counter.
 */
export function trackApiCalls(page: Page): () => number {
  const known = counters.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const count = () => pending.size;
  counters.set(page, count);
  return count;
}
