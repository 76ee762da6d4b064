// The production build's first paint (docs/performance.md): the public pages' HTML carries their
// first screen (scripts/prerender.ts), shown before any script runs and replaced by the app in
// one commit; it is hidden wherever the app would first show something else; and the dram sign's
// font face is fetched only by a page that shows ֏. What the user types and presses before the app
// starts is never sent natively (no field in the address) and is carried into the app. And every
// page the build wrote carries its Content Security Policy, which blocks an injected script.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { htmlFiles } from '../../scripts/lib/security-headers';
import { prerenderedRoutes } from '../../scripts/public-routes';
import { armTexts, waitForApp } from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';
import { watchPolicyViolations, type PolicyViolation } from './support/policy-violations';
import {
  liveBackendStartTimeout,
  startLiveBackend,
  type LiveBackend,
} from './support/live-backend';

let live: LiveBackend;

// The first screens of every public page, and of the first two articles and courses they link to
// (the journeys open the first card of /blog and of /courses). The prerender step takes links in
// the order it renders the pages (home, …, /blog, /courses): were an earlier page to link to
// courses, those would take the two slots and the journey on the catalogue's first card fails.
beforeAll(async () => {
  live = await startLiveBackend({ firstScreens: { linkedPages: 2 } });
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

/**
 * Opens `path` and waits for its HTML to be parsed and its stylesheets loaded, not for the app:
 * the app's module scripts are deferred, so DOMContentLoaded waits for them while they are held;
 * readyState turns `interactive` when parsing ends, before they run. The stylesheets are waited
 * for because the browser paints nothing before them, while a box measured sooner is the unstyled
 * one (seen under load: the heading at the body's default 8 px margin).
 */
async function openParsed(page: Page, path: string): Promise<void> {
  await page.goto(live.url(path), { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
  );
}

/** Opens `path` with the app's scripts held: the page as its HTML alone paints it. */
async function openHtmlAlone(page: Page, path: string): Promise<void> {
  await withoutTheApp(page.context());
  await openParsed(page, path);
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
      await openParsed(page, route);
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

    await openParsed(page, '/about');
    expect(await headerShown(page)).toBe(true);

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await openParsed(page, '/about');
    expect(await headerShown(page), 'English stored').toBe(false);

    await page.evaluate(() => {
      localStorage.setItem('lang', 'arm');
      localStorage.setItem('token', 'a-saved-session');
    });
    await openParsed(page, '/about');
    expect(await headerShown(page), 'a saved session').toBe(false);

    await page.evaluate(() => localStorage.removeItem('token'));
    // index.html holds `/`'s first screen and answers every deep link too.
    await openParsed(page, '/learner/wishlist');
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
      await openParsed(page, list);
      const href = await page.locator('#main .content-card__link').first().getAttribute('href');
      expect(href).toMatch(itemPath);
      await openParsed(page, href!);
      expect(await page.locator('html').getAttribute('data-prerendered')).toBe(href);
      expect(await headerShown(page), `${href} shows its header`).toBe(true);
      expect(await page.locator('#main h1').textContent()).toMatch(/[\u0531-\u0587]/);
    }
  });

  test('another page of the list, or a search, hides it', async ({ page }) => {
    await withoutTheApp(page.context());
    await openParsed(page, '/blog?page=2');
    expect(await headerShown(page), 'page 2 of the blog').toBe(false);
    await openParsed(page, '/courses?search=design');
    expect(await headerShown(page), 'a search of the catalogue').toBe(false);
    await openParsed(page, '/courses');
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

/**
 * Holds the app's scripts until the returned function releases them: the window between the
 * first paint and the app's start, made as wide as the test needs (a slow phone's, at will).
 */
async function holdTheApp(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await context.route(
    (url) => /^\/assets\/.+\.js$/.test(url.pathname),
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Every address the tab shows and every request the page makes, from now on. */
function addressesSeen(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

/** The JSON bodies of the page's calls to `path` on the API, as sent. */
function callsTo(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

const heldNote = (page: Page) => page.locator('#main form [data-held-submit]');

/**
 * A mid-range phone's CPU (4× slower, as `npm run perf` measures): the app's start takes as long
 * as it would there, on top of the scripts held as long as each test needs.
 */
async function slowPhoneCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

describe('the first screen before the app starts', () => {
  const learner = READY_ACCOUNTS.learner;

  test('a sign-in sent before the app starts: never in the address, sent once by the app, signed in', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdTheApp(page.context());
    const addresses = addressesSeen(page);
    const logins = callsTo(page, '/api/login');
    await openParsed(page, '/sign-in');

    await page.locator('#main input[name="email"]').fill(learner.email);
    await page.locator('#main input[name="password"]').fill(learner.password);
    await page.locator('#main input[name="password"]').press('Enter');
    // Held, not sent: the form says it is still loading, in the page's language.
    await expect.poll(() => heldNote(page).textContent()).toBe(armTexts.firstScreen.heldSubmit);
    expect(page.url()).toBe(live.url('/sign-in'));
    expect(logins).toHaveLength(0);

    await release();
    await expect.poll(() => logins).toHaveLength(1);
    expect(logins[0]).toEqual({ email: learner.email, password: learner.password });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(logins).toHaveLength(1);
    const leaked = addresses.filter((address) => /password|email=|Learner123/.test(address));
    expect(leaked).toEqual([]);
  });

  test('a sign-up sent before the app starts keeps every field out of the address', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdTheApp(page.context());
    const addresses = addressesSeen(page);
    const registrations = callsTo(page, '/api/register');
    await openParsed(page, '/sign-up');

    const form = page.locator('#main form');
    await form.locator('input[name="first_name"]').fill('Ani');
    await form.locator('input[name="last_name"]').fill('Early');
    await form.locator('input[name="email"]').fill('ani.early@academy.test');
    await form.locator('input[name="password"]').fill('Early12345!');
    await form.locator('input[name="password_confirmation"]').fill('Early12345!');
    await form.getByRole('radio').first().click();
    await form.locator('input[name="accept_terms"]').check();
    await form.locator('input[name="password_confirmation"]').press('Enter');
    await expect.poll(() => heldNote(page).isVisible()).toBe(true);
    expect(page.url()).toBe(live.url('/sign-up'));

    await release();
    await expect.poll(() => registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({
      first_name: 'Ani',
      last_name: 'Early',
      email: 'ani.early@academy.test',
      password: 'Early12345!',
      password_confirmation: 'Early12345!',
      role: 'learner',
      accept_terms: true,
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/verify');
    expect(registrations).toHaveLength(1);
    expect(addresses.filter((address) => /password|first_name|Early12345/.test(address))).toEqual(
      [],
    );
  });

  test('a catalogue search typed before the app starts is applied, not wiped', async ({ page }) => {
    await slowPhoneCpu(page);
    const release = await holdTheApp(page.context());
    await openParsed(page, '/courses');
    const search = page.locator('#main input[name="search"]');
    await search.fill('design');

    await release();
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('design');
    expect(await page.getByRole('searchbox').inputValue()).toBe('design');
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent())
      .toContain('design');
  });

  const earlySwitcher = (page: Page) =>
    page.locator('#root > [data-prerendered] button.language-switcher__trigger').first();

  /** /about on a slow phone's CPU with the app held: answers the function that releases it. */
  async function aboutWithTheAppHeld(page: Page): Promise<() => Promise<void>> {
    await slowPhoneCpu(page);
    const release = await holdTheApp(page.context());
    await openParsed(page, '/about');
    return release;
  }

  test('the language switcher opens at first paint, before the app, and stays open once it runs', async ({
    page,
  }) => {
    const release = await aboutWithTheAppHeld(page);
    await earlySwitcher(page).click();

    // The app's scripts are still held: the menu is the first screen's own.
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    expect(await prerenderedCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('menuitemradio').allTextContents()).toEqual([
      armTexts.language.arm,
      armTexts.language.en,
      armTexts.language.ru,
    ]);
    expect(await earlySwitcher(page).getAttribute('aria-expanded')).toBe('true');

    await release();
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    // The app opens its own menu for the press it was handed: open once, not toggled shut.
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    expect(await page.getByRole('menuitemradio').count()).toBe(3);
    await expect
      .poll(() =>
        page.locator('#root > header .language-switcher__trigger').getAttribute('aria-expanded'),
      )
      .toBe('true');
  });

  test('shut again before the app starts, the language switcher stays shut once it runs', async ({
    page,
  }) => {
    const release = await aboutWithTheAppHeld(page);
    await earlySwitcher(page).click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await earlySwitcher(page).click();
    expect(await page.getByRole('menu').count()).toBe(0);
    // Shut again: nothing is left for the app to open.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __academyEarlyInput: { presses: unknown[] } }).__academyEarlyInput
            .presses.length,
      ),
    ).toBe(0);

    await release();
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    // The real switcher (its chunk, asked for when the browser is idle) has had its chance to
    // take a replayed press: it is on the page, and no menu is open.
    const realSwitcher = page.locator(
      '#root > header .language-switcher__trigger:not(.look-alike-trigger)',
    );
    await expect.poll(() => realSwitcher.count()).toBe(1);
    expect(await realSwitcher.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  test('a sign-in held before the app starts is still sent once after a language is chosen', async ({
    page,
  }) => {
    const logins = callsTo(page, '/api/login');
    await slowPhoneCpu(page);
    const release = await holdTheApp(page.context());
    await openParsed(page, '/sign-in');
    await page.locator('#main input[name="email"]').fill(learner.email);
    await page.locator('#main input[name="password"]').fill(learner.password);
    await page.locator('#main input[name="password"]').press('Enter');
    await expect.poll(() => heldNote(page).textContent()).toBe(armTexts.firstScreen.heldSubmit);
    await earlySwitcher(page).press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await release();
    // The app starts in English, carries the typed values and focus (the switcher is matched by
    // its take-over key, not its name), and sends the held sign-in once.
    await expect.poll(() => logins).toHaveLength(1);
    expect(logins[0]).toEqual({ email: learner.email, password: learner.password });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(logins).toHaveLength(1);
  });

  test('a language chosen before the app starts is the one the app starts in', async ({ page }) => {
    const release = await aboutWithTheAppHeld(page);
    await earlySwitcher(page).press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('menuitemradio')
          .first()
          .evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await earlySwitcher(page).getAttribute('aria-busy')).toBe('true');

    await release();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    await expect.poll(() => page.locator('#main h1').textContent()).not.toMatch(/[\u0531-\u0587]/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test("with the app's script never arriving, Enter sends nothing and the address stays clean", async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    await holdTheApp(page.context());
    const addresses = addressesSeen(page);
    const logins = callsTo(page, '/api/login');
    await openParsed(page, '/sign-in');
    await page.locator('#main input[name="email"]').fill(learner.email);
    await page.locator('#main input[name="password"]').fill(learner.password);
    await page.locator('#main input[name="password"]').press('Enter');

    await expect.poll(() => heldNote(page).textContent()).toBe(armTexts.firstScreen.heldSubmit);
    expect(page.url()).toBe(live.url('/sign-in'));
    expect(logins).toEqual([]);
    expect(addresses.filter((address) => /password|email=/.test(address))).toEqual([]);
  });

  test('with the take-over chunk failing to load, the app starts all the same', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    // Only what was typed before the start would be lost: the app itself must not wait forever.
    // The page preloads the chunk after its paint, and the app's import asks for it again after
    // that failure (Chromium keeps no failed preload): one declared failure covers both lines.
    let takeOverFetches = 0;
    await page.context().route(
      (url) => /^\/assets\/take-over-first-screen-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        if (takeOverFetches === 0)
          expectFailedRequests(page, [
            { status: 503, path: new URL(route.request().url()).pathname },
          ]);
        takeOverFetches += 1;
        await route.fulfill({ status: 503, body: '' });
      },
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const logins = callsTo(page, '/api/login');
    await openParsed(page, '/sign-in');
    await expect.poll(() => prerenderedCount(page)).toBe(0);
    expect(takeOverFetches).toBeGreaterThanOrEqual(1);
    expect(
      warnings.some((text) => text.startsWith('The first screen could not be taken over')),
    ).toBe(true);
    await page.locator('#main input[name="email"]').fill(learner.email);
    await page.locator('#main input[name="password"]').fill(learner.password);
    await page.locator('#main input[name="password"]').press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(logins).toHaveLength(1);
  });
});

describe('the Content Security Policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1);
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  test('every page the build wrote allows its own inline scripts by hash, and nothing else', () => {
    const files = htmlFiles(live.outDir);
    // index.html (also every deep link's answer), the public pages and the linked ones.
    expect(files.length).toBeGreaterThan(prerenderedRoutes.length);
    const api = new URL(live.apiUrl);
    for (const file of files) {
      const html = readFileSync(join(live.outDir, file), 'utf8');
      const metas = [
        ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g),
      ];
      expect(metas, file).toHaveLength(1);
      // Before every script: a policy applies only to what follows it.
      expect(html.indexOf(metas[0]![0]), file).toBeLessThan(html.indexOf('<script'));
      const policy = metas[0]![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)];
      expect(inline.length, file).toBeGreaterThanOrEqual(2);
      expect(html, file).not.toMatch(/<script[^>]* src=/);
      expect(directive(policy, 'script-src'), file).toEqual([
        ...new Set(inline.map((match) => sha256(match[1]!))),
        "'strict-dynamic'",
      ]);
      expect(directive(policy, 'trusted-types'), file).toEqual(['app-loader']);
      expect(directive(policy, 'object-src'), file).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri'), file).toEqual(["'none'"]);
      // The production build reaches the API and realtime server it was built against.
      expect(directive(policy, 'connect-src'), file).toEqual([
        "'self'",
        api.origin,
        `ws://${api.host}`,
        `wss://${api.host}`,
      ]);
    }
  });

  test('an injected inline script and event handler do not run, and the page reports both', async ({
    browser,
  }) => {
    // Its own context: the violations are this test's to expect, not failures of the page.
    const context = await browser.newContext({ baseURL: live.appUrl });
    try {
      const violations: PolicyViolation[] = [];
      await watchPolicyViolations(context, (violation) => violations.push(violation));
      // Markup that reached the page unescaped, as a stored cross-site script would.
      await context.route('**/sign-in', async (route) => {
        const response = await route.fetch();
        const injected = (await response.text()).replace(
          '<div id="root">',
          '<script>window.injected = "inline script";</script>' +
            '<img src="data:," alt="" onerror="window.injected = \'onerror handler\'">' +
            '<div id="root">',
        );
        await route.fulfill({ response, body: injected });
      });
      const page = await context.newPage();
      await page.goto('/sign-in');
      // The app's own scripts, allowed through its loader, still start it.
      await waitForApp(page);
      const refused = () =>
        violations.map((violation) => `${violation.directive} ${violation.blocked}`);
      await expect
        .poll(refused)
        .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']));
      // A script that reaches the DOM through a sink is refused by Trusted Types.
      const sinks = await page.evaluate(() => {
        const attempt = (inject: () => void) => {
          try {
            inject();
            return 'accepted';
          } catch (error) {
            return (error as Error).name;
          }
        };
        return [
          attempt(() =>
            document.body.insertAdjacentHTML(
              'beforeend',
              '<img src="data:," alt="" onerror="window.injected = \'sink\'">',
            ),
          ),
          attempt(() => {
            const script = document.createElement('script');
            script.textContent = 'window.injected = "script text"';
            document.body.append(script);
          }),
        ];
      });
      expect(sinks).toEqual(['TypeError', 'TypeError']);
      await expect
        .poll(() => refused().filter((line) => line.startsWith('require-trusted-types-for')))
        .toHaveLength(2);
      expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
