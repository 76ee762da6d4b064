// A session survives a reload (decision 18), under the development server (`npm start`: React's
// StrictMode double mount, which used to cancel the profile call and sign the user out) and in
// the built app: only a refused token (401) ends it; a server error keeps the token and shows a
// Retry state that brings the page back once the server answers again.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import authTexts from '../../src/locales/en/auth.json';
import { SCENARIO_STORAGE_KEY } from '../../mocks/lib/scenario';
import {
  enTexts as en,
  expectHeading,
  expectSignedIn,
  reloadSettled,
  setScenario,
  signIn,
  submitSignIn,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const unreachable = en.session.unreachable;

/**
 * Waits until the signed-in page is idle: its realtime channel is subscribed (the in-browser
 * mock lists it), so no call of the page is still in flight when the test reloads or leaves it.
 */
async function waitForRealtimeChannel(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const answer = await fetch('/__dev/realtime');
        return JSON.stringify(await answer.json());
      }),
    )
    .toContain('private-user.');
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/**
 * Saves the scenario the in-browser mock reads when the page (re)loads, so the page open now
 * (its realtime authorisation included) keeps answering normally until the reload.
 */
const scenarioOnReload = (page: Page, scenario: 'server-error') =>
  page.evaluate(([key, name]) => window.localStorage.setItem(key, name), [
    SCENARIO_STORAGE_KEY,
    scenario,
  ] as const);

const dashboardGreeting = authTexts.dashboard.greeting.replace('{{name}}', 'Lilit Learner');

describe('a signed-in session across reloads', () => {
  test('under the development server, a reload keeps the user signed in on a guarded page', async ({
    page,
  }) => {
    const dev = inject('devBaseUrl');
    await signIn(page, 'learner', { at: '/dashboard', language: 'en', origin: dev });
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await expectHeading(page, dashboardGreeting);
    await waitForRealtimeChannel(page);

    await reloadSettled(page);
    await expectHeading(page, dashboardGreeting);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await storedToken(page)).toBe(token);
    await waitForRealtimeChannel(page);

    // Typing the address of another guarded page works the same way.
    await page.goto(`${dev}/learner/wishlist`, { waitUntil: 'load' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/learner/wishlist');
    expect(await storedToken(page)).toBe(token);
  });

  test('a server error on reload keeps the token and offers Retry, which restores the page', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, 'learner', { at: '/dashboard', language: 'en', origin: baseUrl });
    const token = await storedToken(page);
    await waitForRealtimeChannel(page);
    await scenarioOnReload(page, 'server-error');
    expectFailedRequests(page, [{ status: 500, path: '/api/user/profile' }]);

    await reloadSettled(page);
    await page.getByRole('heading', { level: 1, name: unreachable.server.title }).waitFor();
    expect(await storedToken(page)).toBe(token);

    await setScenario(page, 'none');
    await page.getByRole('button', { name: unreachable.retry }).click();
    await expectHeading(page, dashboardGreeting);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await storedToken(page)).toBe(token);
  });

  test('a refused token (401) still signs out, and signing in returns to the page', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, 'learner', { at: '/learner/wishlist', language: 'en', origin: baseUrl });
    await waitForRealtimeChannel(page);
    // The server forgets every token: the next call made with it answers 401.
    await page.evaluate(() => window.localStorage.setItem('token', '1|revoked-by-the-server'));
    expectFailedRequests(page, [{ status: 401, path: '/api/user/profile' }]);
    await reloadSettled(page);
    await waitForPathname(page, '/sign-in');
    expect(await storedToken(page)).toBeNull();
    await submitSignIn(page, 'learner');
    await expectSignedIn(page, { at: '/learner/wishlist' });
  });
});
