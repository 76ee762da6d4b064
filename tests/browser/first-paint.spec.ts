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

/** Opens `path` with the app's scripts held: the page as its HTML alone paints it. */
async function openHtmlAlone(page: Page, path: string): Promise<void> {
  await withoutTheApp(page.context());
  await page.goto(live.url(path), { waitUntil: 'domcontentloaded' });
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
    await openHtmlAlone(secondPage, '/about');
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

describe('a prerendered first screen with server data', () => {
  const firstCardTitle = (page: Page) =>
    page.locator('#main .content-card__title').first().textContent();

  test("the blog's first screen shows its first articles from the HTML alone, the first image first", async ({
    page,
  }) => {
    await openHtmlAlone(page, '/blog');
    expect(await page.locator('html').getAttribute('data-prerendered-reads')).toBe('');
    expect(await page.locator('#main .content-card').count()).toBeGreaterThan(0);
    expect(await firstCardTitle(page)).toMatch(/[\u0531-\u0587]/);
    const images = page.locator('#main .content-card__image');
    expect(await images.first().getAttribute('loading')).toBe('eager');
    expect(await images.first().getAttribute('fetchpriority')).toBe('high');
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');
  });

  test('the app shows the same articles at once, then what the server says now', async ({
    page,
    secondPage,
  }) => {
    await openHtmlAlone(secondPage, '/blog');
    const builtTitle = await firstCardTitle(secondPage);

    // The server's answer changed since the build, and is slow to come.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const changedTitle = 'Նոր վերնագիր';
    await page.route(
      (url) => url.pathname === '/api/blogs' && url.searchParams.get('page') === '1',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown>[] };
        body.data[0]!.title_arm = changedTitle;
        await answered;
        await route.fulfill({ response, json: body });
      },
    );
    await page.goto(live.url('/blog'), { waitUntil: 'load' });
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    // The app's own first render: the built articles, no skeleton in their place.
    expect(await firstCardTitle(page)).toBe(builtTitle);
    expect(await page.locator('#main .skeleton').count()).toBe(0);
    answer();
    await expect.poll(() => firstCardTitle(page)).toBe(changedTitle);
  });

  test('an article or course a prerendered page links to has its own first screen', async ({
    page,
  }) => {
    await withoutTheApp(page.context());
    for (const [list, itemPath] of [
      ['/courses', /^\/single-course\/\d+$/],
      ['/blog', /^\/single-blog\/\d+$/],
    ] as const) {
      await page.goto(live.url(list), { waitUntil: 'domcontentloaded' });
      const href = await page.locator('#main .content-card__link').first().getAttribute('href');
      expect(href).toMatch(itemPath);
      await page.goto(live.url(href!), { waitUntil: 'domcontentloaded' });
      expect(await page.locator('html').getAttribute('data-prerendered')).toBe(href);
      expect(await headerShown(page), `${href} shows its header`).toBe(true);
      expect(await page.locator('#main h1').textContent()).toMatch(/[\u0531-\u0587]/);
    }
  });

  test('another page of the list, or a search, hides it', async ({ page }) => {
    await withoutTheApp(page.context());
    await page.goto(live.url('/blog?page=2'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page), 'page 2 of the blog').toBe(false);
    await page.goto(live.url('/courses?search=design'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page), 'a search of the catalogue').toBe(false);
    await page.goto(live.url('/courses'), { waitUntil: 'domcontentloaded' });
    expect(await headerShown(page), 'the catalogue itself').toBe(true);
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
