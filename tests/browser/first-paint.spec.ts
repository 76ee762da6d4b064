// The production build's first paint (docs/performance.md): the public pages' HTML carries their
// first screen (scripts/prerender.ts), shown before any script runs and replaced by the app in
// one commit; it is hidden wherever the app would first show something else; and the dram sign's
// font face is fetched only by a page that shows ֏.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { prerenderedRoutes } from '../../scripts/public-routes';
import { describe, expect, test } from './support/browser';
import {
  liveBackendStartTimeout,
  startLiveBackend,
  type LiveBackend,
} from './support/live-backend';

let live: LiveBackend;

beforeAll(async () => {
  live = await startLiveBackend();
}, liveBackendStartTimeout);

afterAll(async () => {
  await live?.stop();
});

/** Holds the app's scripts unanswered: what the page shows is the HTML alone. */
async function withoutTheApp(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => /^\/assets\/.+\.js$/.test(url.pathname),
    () => undefined,
  );
}

const prerenderedCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('#root > [data-prerendered]').length);

const headerShown = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('#root > header');
    return header !== null && getComputedStyle(header).display !== 'none';
  });

describe('the prerendered first screen', () => {
  test('every prerendered page paints its header and Armenian heading from the HTML alone', async ({
    page,
  }) => {
    await withoutTheApp(page.context());
    for (const route of prerenderedRoutes) {
      await page.goto(live.url(route), { waitUntil: 'domcontentloaded' });
      expect(await page.locator('html').getAttribute('data-prerendered')).toBe(route);
      expect(await headerShown(page), `${route} shows its header`).toBe(true);
      const heading = page.locator('#main h1');
      await expect.poll(() => heading.isVisible()).toBe(true);
      // Armenian letters (U+0531-U+0587): the frame is made in the default language.
      expect(await heading.textContent()).toMatch(/[\u0531-\u0587]/);
    }
  });

  test('the app replaces it in place: same heading, same position, nothing left behind', async ({
    page,
    secondPage,
  }) => {
    await withoutTheApp(secondPage.context());
    await secondPage.goto(live.url('/about'), { waitUntil: 'domcontentloaded' });
    const frameBox = await secondPage.locator('#main h1').boundingBox();
    const frameText = await secondPage.locator('#main h1').textContent();

    await page.goto(live.url('/about'), { waitUntil: 'load' });
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(frameText);
    expect(await heading.boundingBox()).toEqual(frameBox);
    expect(await page.locator('#root > header').count()).toBe(1);
  });

  test('another stored language, a saved session or another path hides it', async ({ page }) => {
    const context = page.context();
    await withoutTheApp(context);

    await page.goto(live.url('/about'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page)).toBe(true);

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(live.url('/about'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page), 'English stored').toBe(false);

    await page.evaluate(() => {
      localStorage.setItem('lang', 'arm');
      localStorage.setItem('token', 'a-saved-session');
    });
    await page.goto(live.url('/about'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page), 'a saved session').toBe(false);

    await page.evaluate(() => localStorage.removeItem('token'));
    // index.html holds `/`'s first screen and answers every deep link too.
    await page.goto(live.url('/learner/wishlist'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-prerendered')).toBe('/');
    expect(await headerShown(page), 'a deep link answered with index.html').toBe(false);
  });
});

describe('the dram sign', () => {
  const dramFace = (page: Page) =>
    page.evaluate(
      () => [...document.fonts].find((face) => face.family.includes('Academy Dram'))?.status,
    );

  test('its font face loads only on a page that shows ֏', async ({ page }) => {
    await page.goto(live.url('/sign-in'), { waitUntil: 'load' });
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    expect(await dramFace(page)).toBe('unloaded');

    // The catalogue in Armenian shows prices in AMD.
    await page.goto(live.url('/courses'), { waitUntil: 'load' });
    await expect.poll(() => page.locator('#main').textContent()).toContain('֏');
    await expect.poll(() => dramFace(page)).toBe('loaded');
  });
});
