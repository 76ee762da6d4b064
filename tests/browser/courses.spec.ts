// The catalogue, the course page and the learner's wishlist and cart in a real browser, in mock
// mode: search and paging that survive a reload, hearts and the header counts, add to cart from a
// course page, move to wishlist and remove; axe on each of these pages. The course screens'
// failure states: a course that does not exist (the course page, Change course, its comments),
// a server error, no answer at all, and a slow answer; axe on each. The header's count pills
// keep their size from pending to loaded.
import type { Locator, Page } from 'playwright-core';
import courseFormTexts from '../../src/locales/en/course-form.json';
import coursesTexts from '../../src/locales/en/courses.json';
import myCoursesTexts from '../../src/locales/en/my-courses.json';
import { READY_ACCOUNTS, buildSeed } from '../../mocks/db/seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  apiCallsInFlight,
  enTexts as en,
  expectHeading,
  openPath,
  quietPage,
  reloadSettled,
  setScenario,
  signIn,
  startInLanguage,
  submitSignIn,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const courses = coursesTexts;
const lists = en.learnerLists;
const badge = (kind: 'wishlistBadge' | 'cartBadge', count: number) =>
  (count === 1 ? lists[`${kind}_one`] : lists[`${kind}_other`]).replace('{{count}}', String(count));

/**
 * Moves inside the app with the footer's Courses link, as a person would: a full page load right
 * after signing in would cut off the home page's calls in flight.
 */
async function toCatalogue(page: Page) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: en.nav.courses, exact: true })
    .click();
  await waitForPathname(page, '/courses');
  await expectHeading(page, courses.catalogue.title);
}

/**
 * Waits until the catalogue has asked for everything it starts with. The categories are asked for
 * only once the filter extension has answered, so between the two no call is in flight and yet
 * not everything is asked: a failing scenario switched then refuses the categories, a failure
 * the journey did not provoke (seen under load). They are asked once their list is on screen.
 */
async function catalogueStarted(page: Page) {
  await page.getByRole('radio', { name: courses.catalogue.allCategories }).waitFor();
}

const results = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: /^(All courses|Courses matching)/ });

/** Waits until `region` shows the answer for page `number` of its list: current, not busy. */
async function resultsOfPage(region: Locator, number: number) {
  await region
    .getByRole('navigation', { name: courses.catalogue.pages })
    .getByRole('button', { name: `Page ${number}` })
    .and(region.locator('[aria-current="page"]'))
    .waitFor();
  await expect.poll(() => region.locator('[aria-busy="true"]').count()).toBe(0);
  await region.getByRole('article').first().waitFor();
}

describe('catalogue and learner lists', () => {
  test('search and paging live in the address, so a reload shows the same results', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/courses');
    await expectHeading(page, courses.catalogue.title);
    await results(page).getByRole('article').first().waitFor();
    const firstTitle = await results(page)
      .getByRole('article')
      .first()
      .getByRole('heading')
      .textContent();
    const word = firstTitle!.split(' ')[0]!;

    await page.getByRole('searchbox', { name: courses.catalogue.searchLabel }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    const region = page.getByRole('region', {
      name: courses.catalogue.resultsFor.replace('{{search}}', word),
    });
    await region.getByRole('heading', { name: firstTitle! }).waitFor();
    // The previous results stay on screen (busy) until the search's answer replaces them.
    await expect.poll(() => region.locator('[aria-busy="true"]').count()).toBe(0);
    const shown = await region.getByRole('article').getByRole('heading').allTextContents();

    await reloadSettled(page);
    await region.getByRole('heading', { name: firstTitle! }).waitFor();
    expect(await region.getByRole('article').getByRole('heading').allTextContents()).toEqual(shown);
    expect(
      await page.getByRole('searchbox', { name: courses.catalogue.searchLabel }).inputValue(),
    ).toBe(word);

    await page.getByRole('searchbox', { name: courses.catalogue.searchLabel }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    // The seed's catalogue has more than one page. The address changes before the answer: the
    // previous results stay on screen (busy) until it arrives, so each step waits for the results
    // of the page it asked for, not only the address.
    const allCourses = page.getByRole('region', { name: courses.catalogue.all, exact: true });
    await resultsOfPage(allCourses, 1);
    await allCourses.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await resultsOfPage(allCourses, 2);
    const second = await allCourses.getByRole('article').getByRole('heading').allTextContents();
    await reloadSettled(page);
    await resultsOfPage(allCourses, 2);
    expect(await allCourses.getByRole('article').getByRole('heading').allTextContents()).toEqual(
      second,
    );
    await expectNoSeriousA11yViolations(page, '/courses');
  });

  test('a learner hearts two courses, the header counts them, and removing one on the wishlist follows', async ({
    page,
  }) => {
    await signIn(page, 'learner', { language: 'en' });
    await toCatalogue(page);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: badge('wishlistBadge', 0) }).waitFor();
    const hearts = results(page).getByRole('button', { name: /^Wishlist: / });
    await hearts.first().waitFor();
    await expect.poll(() => hearts.first().isEnabled()).toBe(true);
    await hearts.nth(0).click();
    await hearts.nth(1).click();
    // One reading of the badge and both hearts, so a failure says which of them did not follow
    // (CI once saw the badge stay short of 2 here; the cause is not found yet).
    const wishlistLink = header.locator('a[href="/learner/wishlist"]');
    await expect
      .poll(
        async () => ({
          badge: await wishlistLink.getAttribute('aria-label'),
          pressed: [
            await hearts.nth(0).getAttribute('aria-pressed'),
            await hearts.nth(1).getAttribute('aria-pressed'),
          ],
        }),
        { timeout: 15_000 },
      )
      .toEqual({ badge: badge('wishlistBadge', 2), pressed: ['true', 'true'] });

    await header.getByRole('link', { name: badge('wishlistBadge', 2) }).click();
    await waitForPathname(page, '/learner/wishlist');
    await expectHeading(page, courses.wishlist.title);
    const list = page.getByRole('region', { name: courses.wishlist.list });
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, '/learner/wishlist');
    const remove = list
      .getByRole('button', { name: new RegExp(`^${courses.wishlist.remove}`) })
      .first();
    await expect.poll(() => remove.isEnabled()).toBe(true);
    await remove.click();
    await header.getByRole('link', { name: badge('wishlistBadge', 1) }).waitFor();
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
  });

  test('add to cart on a course page; the badge and the cart agree; move to wishlist, then remove', async ({
    page,
  }) => {
    await signIn(page, 'learner', { language: 'en' });
    await toCatalogue(page);
    await catalogueStarted(page);
    const firstCard = results(page).getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.getByRole('link', { name: new RegExp(`^${en.cards.learnMore}`) }).click();
    await expectHeading(page, title);
    await page.getByRole('heading', { name: courses.course.faq }).waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page, '/single-course/{id}');

    const add = page.getByRole('button', { name: courses.course.addToCart });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('button', { name: courses.course.inCart }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: badge('cartBadge', 1) }).click();
    await waitForPathname(page, '/learner/shopping-cart');
    const cart = page.getByRole('region', { name: courses.cart.list });
    await cart.getByText(courses.cart.total.replace('{{count}}', '1')).waitFor();
    await cart.getByRole('heading', { name: title }).waitFor();
    await expectNoSeriousA11yViolations(page, '/learner/shopping-cart');

    await cart.getByRole('button', { name: new RegExp(`^${courses.cart.moveToWishlist}`) }).click();
    await cart.getByRole('button', { name: new RegExp(`^${courses.cart.inWishlist}`) }).waitFor();
    await header.getByRole('link', { name: badge('wishlistBadge', 1) }).waitFor();
    await cart.getByRole('button', { name: new RegExp(`^${courses.cart.remove}`) }).click();
    await header.getByRole('link', { name: badge('cartBadge', 0) }).waitFor();
    await page.getByText(courses.cart.empty).waitFor();
  });

  test('a learner posts a rating and a comment on a course page and sees it at the top', async ({
    page,
  }) => {
    await signIn(page, 'learner', { language: 'en' });
    await toCatalogue(page);
    await catalogueStarted(page);
    const firstCard = results(page).getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!;
    const link = firstCard.getByRole('link', { name: new RegExp(`^${en.cards.learnMore}`) });
    const path = (await link.getAttribute('href'))!;
    // Only buyers review: the learner owns this course, then opens its page.
    await page.evaluate(
      async (courseId) => {
        const answer = await fetch('/__dev/purchases', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'learner@academy.test', course_id: courseId }),
        });
        if (!answer.ok) throw new Error(`purchase: ${answer.status}`);
      },
      Number(path.split('/').pop()),
    );
    await openPath(page, path);
    await expectHeading(page, title);
    const reviews = page.getByRole('region', { name: courses.course.reviews });
    const stars = reviews.getByRole('group', { name: courses.reviews.ratingLabel });
    await stars
      .getByRole('radio', { name: courses.reviews.stars.replace('{{count}}', '4') })
      .check();
    await reviews
      .getByRole('textbox', { name: courses.reviews.commentLabel })
      .fill('Posted from the browser.');
    await reviews.getByRole('button', { name: courses.reviews.submit }).click();
    await reviews.getByText(courses.reviews.yourRating.replace('{{rating}}', '4')).waitFor();
    const first = reviews.getByRole('article').first();
    await first.getByText('Posted from the browser.').waitFor();
    expect(await reviews.getByText('Posted from the browser.').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, '/single-course/{id} with a review');
  });

  // The header's own fit at 320 px is the shell's test (header-fit); this one checks the pages.
  test('the course pages fit a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, 'learner', { language: 'en' });
    await toCatalogue(page);
    const steps: Array<[string, () => Promise<void>]> = [
      ['/courses', async () => {}],
      // Below 480px the counts live in the mobile menu, not the bar: open the pages directly.
      ['/learner/wishlist', () => openPath(page, '/learner/wishlist')],
      ['/learner/shopping-cart', () => openPath(page, '/learner/shopping-cart')],
    ];
    for (const [path, go] of steps) {
      await go();
      await waitForPathname(page, path);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        return main.scrollWidth - main.clientWidth;
      });
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

const tryAgain = (scope: Locator) => scope.getByRole('button', { name: en.remote.retry });

/**
 * A not-found state: it says what is missing and leads back to `back` (its name and address),
 * and offers no "Try again", which could never help.
 */
async function expectNotFound(
  page: Page,
  { text, back }: { text: string; back: { name: string; href: string } },
) {
  const main = page.getByRole('main');
  await main.getByText(text, { exact: true }).waitFor();
  const link = main.getByRole('link', { name: back.name, exact: true });
  expect(await link.getAttribute('href')).toBe(back.href);
  expect(await tryAgain(main).count()).toBe(0);
}

/** A failed read: says why (`reason`) and offers "Try again". */
async function expectFailure(page: Page, reason: string) {
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: en.remote.failed });
  await alert.waitFor();
  await alert.getByText(reason, { exact: true }).waitFor();
  await tryAgain(alert).waitFor();
  return alert;
}

const missingCourse = 999_999;

/** A course of another instructor than the ready one. */
function anotherInstructorsCourse() {
  const seed = buildSeed();
  const instructor = seed.users.find((user) => user.email === READY_ACCOUNTS.instructor.email)!;
  return seed.courses.find((course) => course.user_id !== instructor.id)!;
}

describe('course screens when the course is missing, the server fails or answers slowly', () => {
  test('the page of a course that does not exist says so and leads to the catalogue', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    expectFailedRequests(page, [{ status: 404, path: `/api/single-course/${missingCourse}` }]);
    await openPath(page, `/single-course/${missingCourse}`);
    await expectHeading(page, courses.course.notFound);
    await expectNotFound(page, {
      text: courses.course.notFoundText,
      back: { name: courses.course.backToCourses, href: '/courses' },
    });
    await expectNoSeriousA11yViolations(page, '/single-course/{missing id}');
  });

  test('Change course of a course that does not exist, or of another instructor, says so', async ({
    page,
  }) => {
    const inFlight = apiCallsInFlight(page);
    const others = anotherInstructorsCourse();
    await startInLanguage(page, 'en');
    expectFailedRequests(page, [
      { status: 404, path: `/api/courses/${missingCourse}` },
      { status: 404, path: `/api/courses/${others.id}` },
    ]);
    await signIn(page, 'instructor', {
      at: `/instructor/change-courses/${missingCourse}`,
      heading: en.pages.changeCourse,
    });
    const notFound = {
      text: courseFormTexts.notFoundText,
      back: { name: courseFormTexts.backToCourses, href: '/instructor/my-courses' },
    };
    await expectNotFound(page, notFound);
    await expectNoSeriousA11yViolations(page, '/instructor/change-courses/{missing id}');

    await expect.poll(inFlight).toBe(0);
    await openPath(page, `/instructor/change-courses/${others.id}`);
    await expectHeading(page, en.pages.changeCourse);
    await expectNotFound(page, notFound);
    await expectNoSeriousA11yViolations(page, "/instructor/change-courses/{another's id}");
  });

  test('the comments page of a course that does not exist says so', async ({ page }) => {
    await startInLanguage(page, 'en');
    expectFailedRequests(page, [
      { status: 404, path: `/api/course-comments/${missingCourse}` },
      { status: 404, path: `/api/single-course/${missingCourse}` },
    ]);
    await signIn(page, 'instructor', {
      at: `/course-comments/${missingCourse}`,
      heading: myCoursesTexts.comments.title,
    });
    await expectNotFound(page, {
      text: myCoursesTexts.comments.notFound,
      back: { name: myCoursesTexts.comments.backToCourses, href: '/instructor/my-courses' },
    });
    await expectNoSeriousA11yViolations(page, '/course-comments/{missing id}');
  });

  const failures = [
    { scenario: 'server-error', status: 500, reason: en.remote.server },
    { scenario: 'offline', status: 'network', reason: en.remote.offline },
  ] as const;

  test.for(failures)(
    'the catalogue under $scenario says why, and Try again brings the courses',
    async ({ scenario, status, reason }, { page }) => {
      const inFlight = apiCallsInFlight(page);
      await startInLanguage(page, 'en');
      // Not from the home page: its featured courses are the catalogue's first page, cached.
      await openPath(page, '/about');
      await expect.poll(inFlight).toBe(0);
      await setScenario(page, scenario);
      // The filter extension's discovery call fails too; the filters stay hidden.
      expectFailedRequests(page, [
        { status, path: '/api/all-courses-general' },
        { status, path: '/api/catalogue-filters' },
      ]);
      await toCatalogue(page);
      const alert = await expectFailure(page, reason);
      await expectNoSeriousA11yViolations(page, `/courses under ${scenario}`);

      await setScenario(page, 'none');
      await tryAgain(alert).click();
      await results(page).getByRole('article').first().waitFor();
    },
  );

  test.for(failures)(
    'a course page under $scenario says why, and Try again brings the course',
    async ({ scenario, status, reason }, { page }) => {
      const inFlight = apiCallsInFlight(page);
      await startInLanguage(page, 'en');
      await openPath(page, '/courses');
      await catalogueStarted(page);
      const firstCard = results(page).getByRole('article').first();
      const title = (await firstCard.getByRole('heading').textContent())!;
      const link = firstCard.getByRole('link', { name: new RegExp(`^${en.cards.learnMore}`) });
      const path = new URL((await link.getAttribute('href'))!, page.url()).pathname;
      await expect.poll(inFlight).toBe(0);
      await setScenario(page, scenario);
      expectFailedRequests(page, [{ status, path: `/api${path}` }]);
      await link.click();
      await waitForPathname(page, path);
      await expectHeading(page, courses.course.loadingTitle);
      const alert = await expectFailure(page, reason);
      await expectNoSeriousA11yViolations(page, `/single-course/{id} under ${scenario}`);

      await setScenario(page, 'none');
      await tryAgain(alert).click();
      await expectHeading(page, title);
    },
  );

  test('a signed-in learner whose course page fails after signing in sees why, not the session screen', async ({
    page,
  }) => {
    const quiet = quietPage(page);
    await signIn(page, 'learner', { language: 'en' });
    await toCatalogue(page);
    await catalogueStarted(page);
    const firstCard = results(page).getByRole('article').first();
    const link = firstCard.getByRole('link', { name: new RegExp(`^${en.cards.learnMore}`) });
    const path = new URL((await link.getAttribute('href'))!, page.url()).pathname;
    // The hearts ask for the wishlist in an effect after the render that shows the cards. When
    // the home page's lower sections (scrolled into view by the footer click) have already asked
    // for the categories, that one render shows the heading, the categories and the cards, and
    // the call may not be on its way when they are seen: "nothing in flight" would hold too soon
    // and the failing scenario refuse it. A heart is enabled once the wishlist has answered.
    await firstCard.getByRole('button', { name: /^Wishlist: /, disabled: false }).waitFor();
    // The bell's second list call (once its channel is subscribed) must be done too, or the
    // failing scenario refuses it as well: a failure this journey does not provoke.
    await expect.poll(quiet).toBe(true);
    await setScenario(page, 'server-error');
    expectFailedRequests(page, [{ status: 500, path: `/api${path}` }]);
    await link.click();
    await waitForPathname(page, path);
    await expectFailure(page, en.remote.server);
    await expectNoSeriousA11yViolations(page, '/single-course/{id} under server-error, signed in');
  });

  test('a slow catalogue says it is taking longer, then shows the courses', async ({ page }) => {
    const inFlight = apiCallsInFlight(page);
    await startInLanguage(page, 'en');
    await openPath(page, '/about');
    await expect.poll(inFlight).toBe(0);
    await setScenario(page, 'slow');
    const asked = Date.now();
    await toCatalogue(page);
    // The slow scenario answers after 3 s; the notice comes after 2 s of waiting.
    const notice = page.getByRole('main').getByRole('status').filter({ hasText: en.remote.slow });
    await notice.waitFor({ timeout: 3000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1900);
    await expectNoSeriousA11yViolations(page, '/courses while the answer is slow');
    await results(page).getByRole('article').first().waitFor();
    await notice.waitFor({ state: 'detached' });
  });
});

/** The header's wishlist and cart pills as they are now: pending or not, text, size. */
const countPills = (page: Page) =>
  page
    .getByRole('banner')
    .locator('.list-badge__count')
    .evaluateAll((pills) =>
      pills.map((pill) => {
        const box = pill.getBoundingClientRect();
        return {
          pending: pill.hasAttribute('data-pending'),
          text: pill.textContent ?? '',
          width: box.width,
          height: box.height,
        };
      }),
    );

describe('header counts', () => {
  // The empty pill shown until the counts arrive must not jump when they do.
  test('the wishlist and cart pills keep their size from pending to loaded', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-in');
    // Every answer takes 3 s, the counts' (/api/wishlist/count, /api/cart/count) too.
    await setScenario(page, 'slow');
    await submitSignIn(page, 'learner');
    await waitForPathname(page, '/');

    const header = page.getByRole('banner');
    await header.locator('.list-badge__count[data-pending]').nth(1).waitFor({ state: 'attached' });
    const pending = await countPills(page);
    expect(pending.map((pill) => pill.pending)).toEqual([true, true]);
    expect(pending.map((pill) => pill.text)).toEqual(['', '']);

    await header.getByRole('link', { name: /^Wishlist, \d+ course/ }).waitFor();
    await header.getByRole('link', { name: /^Cart, \d+ course/ }).waitFor();
    const loaded = await countPills(page);
    expect(loaded.map((pill) => pill.pending)).toEqual([false, false]);
    for (const [index, pill] of loaded.entries()) {
      const before = pending[index]!;
      expect(pill.text, 'the loaded pill shows the number').toMatch(/^\d+$/);
      expect(
        pill.height,
        `pill ${index + 1}: height pending ${before.height}, loaded ${pill.height}`,
      ).toBe(before.height);
      expect(
        Math.abs(pill.width - before.width),
        `pill ${index + 1}: width pending ${before.width}, loaded ${pill.width}`,
      ).toBeLessThanOrEqual(1);
    }
    await setScenario(page, 'none');
  });
});
