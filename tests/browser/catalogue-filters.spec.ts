// The catalogue's filters (decision 30) in a real browser, in mock mode: a category
// picked from a course page's badge, a sort and a search, a reload, Back three times and Forward once,
// each time with the address, the controls and the results in agreement; Clear all; the phone
// drawer by keyboard and by touch, axe with it open; and a server without the filter extension
// (its discovery call answers 404): search only, no error.
import type { Locator, Page } from 'playwright-core';
import commonTexts from '../../src/locales/en/common.json';
import coursesTexts from '../../src/locales/en/courses.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  expectHeading,
  openPath,
  reloadSettled,
  setCapabilities,
  settled,
  startInLanguage,
} from './support/app';
import { describe, expect, expectFailedRequests, mobileViewport, test } from './support/browser';

const texts = coursesTexts.catalogue;
const WEB = 'Web development';

const results = (page: Page): Locator =>
  page.getByRole('main').getByRole('region', { name: /^(All courses|Courses matching)/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: texts.searchLabel });
const sortMenu = (page: Page) => page.getByRole('combobox', { name: texts.sortLabel });
const categoryRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const chip = (page: Page, label: string) =>
  page.getByRole('button', { name: `${texts.removeFilter} ${label}`, exact: true });

/** The English titles the mock answers for a catalogue query, asked from inside the page. */
const answerTitles = (page: Page, query: string): Promise<string[]> =>
  page.evaluate(async (q) => {
    const answer = await fetch(`/api/all-courses-general?${q}`, {
      headers: { Accept: 'application/json' },
    });
    const body = (await answer.json()) as { data: { title_en: string }[] };
    return body.data.map((course) => course.title_en);
  }, query);

/** The cards' titles once the list is no longer busy. */
async function shownTitles(page: Page): Promise<string[]> {
  const region = results(page);
  await region.getByRole('article').first().waitFor();
  await expect.poll(() => region.locator('[aria-busy="true"]').count()).toBe(0);
  return region.getByRole('article').getByRole('heading').allTextContents();
}

interface View {
  /** The address's query, as the app wrote it. */
  query: string;
  /** The checked category; null on a phone, where the radios are inside the closed drawer. */
  category: string | null;
  sort: keyof typeof texts.sorts;
  search: string;
}

/** The address, the controls and the results show the same view. */
async function expectView(page: Page, view: View): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/courses' && url.search === `?${view.query}`);
  await expect.poll(() => searchBox(page).inputValue()).toBe(view.search);
  if (view.category !== null)
    await expect.poll(() => categoryRadio(page, view.category!).isChecked()).toBe(true);
  await expect.poll(() => sortMenu(page).inputValue()).toBe(view.sort);
  const api = new URLSearchParams({ page: '1' });
  const category = new URLSearchParams(view.query).get('category');
  if (category) api.set('category_id', category);
  if (view.sort !== 'newest') api.set('sort', view.sort);
  if (view.search) api.set('search', view.search);
  const expected = await answerTitles(page, api.toString());
  await expect.poll(() => shownTitles(page)).toEqual(expected);
}

/** A tap through the DevTools protocol: the test context has no touch screen of its own. */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('catalogue filters', () => {
  test('badge → category, sort and search; reload, Back three times and Forward once agree; Clear all', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/single-course/1');
    await page
      .getByRole('main')
      .getByRole('link', { name: `${commonTexts.cards.category} ${WEB}` })
      .click();
    await expectHeading(page, texts.title);
    const categoryOnly: View = { query: 'category=1', category: WEB, sort: 'newest', search: '' };
    await expectView(page, categoryOnly);
    await chip(page, WEB).waitFor();
    // Every card of the narrowed list carries the category's badge.
    const cards = results(page).getByRole('article');
    await expect
      .poll(
        async () =>
          (await cards.count()) ===
          (await cards.getByRole('link', { name: new RegExp(WEB) }).count()),
      )
      .toBe(true);

    await sortMenu(page).selectOption('rating');
    const sorted: View = {
      ...categoryOnly,
      query: 'category=1&sort=rating&page=1',
      sort: 'rating',
    };
    await expectView(page, sorted);

    await searchBox(page).fill('Practice');
    const full: View = {
      query: 'category=1&sort=rating&search=Practice&page=1',
      category: WEB,
      sort: 'rating',
      search: 'Practice',
    };
    await expectView(page, full);
    await chip(page, texts.sorts.rating).waitFor();

    await reloadSettled(page);
    await expectView(page, full);

    // The sort was a new entry and the search one of its own (its keystrokes replace each
    // other, never the sort): Back undoes the search, then the sort, then the category.
    await settled(page);
    await page.goBack();
    await expectView(page, sorted);
    await settled(page);
    await page.goBack();
    await expectView(page, categoryOnly);
    await settled(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/single-course/1');
    await settled(page);
    await page.goForward();
    await expectView(page, categoryOnly);

    await page.getByRole('button', { name: texts.clearAll }).click();
    await expectView(page, {
      query: 'page=1',
      category: texts.allCategories,
      sort: 'newest',
      search: '',
    });
    await expect.poll(() => chip(page, WEB).count()).toBe(0);
  });

  test('a category with no courses says so and clears its filters', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/courses?category=7&sort=popular');
    await page.getByRole('status').filter({ hasText: texts.noMatchFilters }).waitFor();
    await page.getByRole('button', { name: texts.clearFilters }).click();
    await expectView(page, {
      query: 'page=1',
      category: texts.allCategories,
      sort: 'newest',
      search: '',
    });
  });

  test('on a phone the drawer works by keyboard and by touch, returns focus, and passes axe', async ({
    page,
  }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/courses');
    await shownTitles(page);
    const trigger = page.getByRole('button', { name: texts.filters, exact: true });

    // Keyboard: open with Enter, move to the categories with Tab, choose with an arrow key.
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: texts.filters });
    await drawer.waitFor();
    await expectNoSeriousA11yViolations(page, 'catalogue filters drawer (375 px)');
    await expect.poll(() => categoryRadio(page, texts.allCategories).isChecked()).toBe(true);
    await categoryRadio(page, texts.allCategories).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.searchParams.get('category') === '1');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const activeTrigger = page.getByRole('button', {
      name: texts.filtersActive.replace('{{count}}', '1'),
    });
    await expect
      .poll(() => activeTrigger.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await expectView(page, {
      query: 'category=1&page=1',
      category: null,
      sort: 'newest',
      search: '',
    });
    await chip(page, WEB).waitFor();

    // Touch: tap to open, tap "Show results" to close.
    await tap(page, activeTrigger);
    await drawer.waitFor();
    await tap(page, drawer.getByRole('button', { name: texts.showResults }));
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => activeTrigger.evaluate((node) => node === document.activeElement))
      .toBe(true);
  });

  test('against a server without the filter extension, the catalogue searches without filters and no error', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/courses');
    await shownTitles(page);
    await setCapabilities(page, { 'catalogue-filters': false });
    expectFailedRequests(page, [{ status: 404, path: '/api/catalogue-filters' }]);
    // A shared link with filters: they are left out, the whole catalogue shows.
    await openPath(page, '/courses?category=1&sort=rating');
    const everything = await answerTitles(page, 'page=1');
    await expect.poll(() => shownTitles(page)).toEqual(everything);
    await expect.poll(() => sortMenu(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('radio').count()).toBe(0);
    await expect.poll(() => chip(page, WEB).count()).toBe(0);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await searchBox(page).fill('Practice');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Practice');
    const matching = await answerTitles(page, 'page=1&search=Practice');
    await expect.poll(() => shownTitles(page)).toEqual(matching);
    await chip(page, texts.searchChip.replace('{{search}}', 'Practice')).waitFor();
  });
});
