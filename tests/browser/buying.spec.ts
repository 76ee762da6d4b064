// Buying a course in a real browser under the in-browser mock. The journeys live in
// support/buying-journeys.ts and run here and, unchanged, against the standalone mock server
// (live-backend.spec.ts): from the cart with a new card through the simulated bank's page (a
// duplicated callback charges once) to the result, my learning, the empty cart, purchase history
// and the invoice; adding funds through the bank, then buying with the balance; a declined card; a
// bank page cancelled, and one left with Back then cancelled from checkout; a double press on Pay;
// a price changed while checkout was open. Each checks the mock's data: one payment, charged once.
// axe runs here (the result, the bank page, checkout's error states).
import type { Page } from 'playwright-core';
import { callFromPage, openPath, signIn } from './support/app';
import { describe, expect } from './support/browser';
import { registerBuyingJourneys, type BuyingBackend } from './support/buying-journeys';

/** A fetch from the page: the mock's service worker answers the app's own origin. */
const fetchInPage = <T>(
  page: Page,
  {
    method,
    path,
    body,
    token,
  }: { method: 'GET' | 'POST'; path: string; body?: unknown; token: boolean },
) => callFromPage<T>(page, method, path, { body, token });

const inBrowserMock: BuyingBackend = {
  open: (page, path) => openPath(page, path),
  api: async <T>(page: Page, method: 'GET' | 'POST', path: string) =>
    (await fetchInPage<T>(page, { method, path, token: true })).json,
  dev: async <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const { status, json } = await fetchInPage<T>(page, { method, path, body, token: false });
    expect(status, `${method} ${path}`).toBe(200);
    return json;
  },
  signIn: (page, at, heading) => signIn(page, 'learner', { at, heading }),
  checkA11y: true,
};

describe('buying a course (in-browser mock)', () => {
  registerBuyingJourneys(inBrowserMock);
});
