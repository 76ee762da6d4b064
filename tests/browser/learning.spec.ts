// Learning a bought course in a real browser under the in-browser mock: the course
// page's three faces (a visitor's lock, a buyer's player and progress, the owner's player), the
// video refused at the network level to those who may not watch it, a buyer who plays, seeks
// (a range request answers 206), leaves at a position and is offered to resume there after a
// reload, my learning's progress, reviews only from buyers, and a description with markup shown
// as text. axe runs on every face. The suite-wide check that no address carries the token is in
// support/browser.ts.
import type { Page, Response } from 'playwright-core';
import { SEEDED_LEARNING } from '../../mocks/db/seed-learning';
import commonTexts from '../../src/locales/en/common.json';
import coursesTexts from '../../src/locales/en/courses.json';
import serverTexts from '../../src/locales/en/server.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  callFromPage as callPageApi,
  reloadSettled,
  settled,
  mainLandmark,
  openPath,
  pageHeading,
  signIn,
  startInLanguage,
  waitForPathname,
  type Account,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const main = mainLandmark;
const HALF_WATCHED = SEEDED_LEARNING.halfWatchedCourseId;
/** The ready instructor's course the ready learner has not bought. */
const NOT_BOUGHT = 1;
const course = coursesTexts.course;
const progress = commonTexts.progress;

/** A call from the page with (or without) the stored token; answers status and JSON body. */
const callFromPage = async (
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token: boolean; body?: unknown },
): Promise<{ status: number; body: unknown }> => {
  const { status, json } = await callPageApi(page, method, path, { token, body });
  return { status, body: json };
};

/** Signs in, then opens the course page (public: it would not send a guest to sign in). */
async function signInAt(page: Page, path: string, as: Account): Promise<void> {
  await signIn(page, as);
  await openPath(page, path);
}

/** The course's side box, named for what it offers: buying, watching (a buyer), or the owner's. */
const purchaseBox = (page: Page, name: string = course.purchase) =>
  main(page).getByRole('complementary', { name });

describe('learning a course', () => {
  test('a guest sees the lock, and the video is refused without a token', async ({ page }) => {
    await startInLanguage(page, 'en');
    expectFailedRequests(page, [
      { status: 401, path: `/api/stream-video/${NOT_BOUGHT}` },
      { status: 401, path: `/api/stream-video/${NOT_BOUGHT}/url` },
    ]);
    await openPath(page, `/single-course/${NOT_BOUGHT}`);
    await purchaseBox(page).getByText(course.lockedFor).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'course page, a visitor');
    expect(
      (await callFromPage(page, 'GET', `/api/stream-video/${NOT_BOUGHT}`, { token: false })).status,
    ).toBe(401);
    expect(
      (await callFromPage(page, 'GET', `/api/stream-video/${NOT_BOUGHT}/url`, { token: false }))
        .status,
    ).toBe(401);
  });

  test('a learner who has not bought the course sees the lock, the video and a review are refused', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    expectFailedRequests(page, [
      { status: 403, path: `/api/stream-video/${NOT_BOUGHT}` },
      { status: 403, path: `/api/stream-video/${NOT_BOUGHT}/url` },
      { status: 403, path: '/api/course-reviews' },
    ]);
    await signInAt(page, `/single-course/${NOT_BOUGHT}`, 'learner');
    const box = purchaseBox(page);
    await box.getByText(course.lockedFor).waitFor();
    await box.getByRole('link', { name: course.buyNow }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await main(page).getByText(course.reviewBuyersOnly).waitFor();
    expect(await main(page).getByRole('button', { name: 'Post review' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'course page, a learner who has not bought it');

    expect(
      (await callFromPage(page, 'GET', `/api/stream-video/${NOT_BOUGHT}`, { token: true })).status,
    ).toBe(403);
    expect(
      (await callFromPage(page, 'GET', `/api/stream-video/${NOT_BOUGHT}/url`, { token: true }))
        .status,
    ).toBe(403);
    const review = await callFromPage(page, 'POST', '/api/course-reviews', {
      token: true,
      body: { course_id: NOT_BOUGHT, rating: 5, comment_text: 'Not bought' },
    });
    expect(review).toEqual({
      status: 403,
      body: { message_key: 'validation.course_not_purchased' },
    });
    expect(serverTexts.validation.course_not_purchased).toBe(course.reviewBuyersOnly);
  });

  test('a buyer plays, seeks with a range request, leaves, and is offered to resume there after a reload', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signInAt(page, `/single-course/${HALF_WATCHED}`, 'learner');
    const box = purchaseBox(page, course.watchRegion);
    await box
      .getByRole('button', { name: progress.continueFrom.replace('{{time}}', '1:00') })
      .waitFor();
    expect(await box.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await expectNoSeriousA11yViolations(page, 'course page, a buyer');

    const ranges: Response[] = [];
    page.on('response', (response) => {
      if (/\/api\/stream-video\/\d+\/signed/.test(response.url())) ranges.push(response);
    });
    await box
      .getByRole('button', { name: progress.continueFrom.replace('{{time}}', '1:00') })
      .click();
    await main(page).getByRole('status').filter({ hasText: 'Resuming at 1:00' }).waitFor();
    const video = box.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(60);
    await expect.poll(() => ranges.some((response) => response.status() === 206)).toBe(true);
    expect(ranges.every((response) => !response.url().includes('token'))).toBe(true);

    // Seek with the keyboard (→ is 5 s), then pause: the position is reported at once.
    await video.focus();
    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(before + 15);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/purchased-courses/${HALF_WATCHED}/progress`) &&
        response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    const answer = (await (await saved).json()) as {
      progress: { position_seconds: number; duration_seconds: number };
    };
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const stoppedAt = Math.floor(answer.progress.position_seconds);
    expect(stoppedAt).toBeGreaterThanOrEqual(75);

    await reloadSettled(page);
    await pageHeading(page).waitFor();
    const clock = `${Math.floor(stoppedAt / 60)}:${String(stoppedAt % 60).padStart(2, '0')}`;
    await purchaseBox(page, course.watchRegion)
      .getByRole('button', { name: progress.continueFrom.replace('{{time}}', clock) })
      .waitFor();

    // My learning shows it, last watched first.
    await openPath(page, '/learner/my-learning');
    const cards = main(page).locator('article');
    const first = cards.first();
    await first.locator('a', { hasText: new RegExp(`^${progress.continue}\\b`) }).waitFor();
    // As the bar counts it: the saved position (not its whole seconds) over the video's length.
    const { position_seconds: position, duration_seconds: duration } = answer.progress;
    const percent = Math.floor((position / duration) * 100);
    expect(await first.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(percent),
    );
    await cards
      .nth(1)
      .locator('a', { hasText: new RegExp(`^${progress.completed}\\b`) })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'my learning with progress');
  });

  test('the owner sees the player and a way to edit; another instructor sees the lock', async ({
    page,
    secondPage,
  }) => {
    await startInLanguage(page, 'en');
    await signInAt(page, `/single-course/${HALF_WATCHED}`, 'instructor');
    const box = purchaseBox(page, course.ownerRegion);
    await box.getByRole('link', { name: course.editCourse }).waitFor();
    await box.locator('video[src*="/signed?"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page, 'course page, its own instructor');

    await startInLanguage(secondPage, 'en');
    await signInAt(secondPage, `/single-course/${HALF_WATCHED}`, {
      email: 'instructor1@academy.test',
      password: 'Password123!',
    });
    await purchaseBox(secondPage).getByText(course.lockedInstructor).waitFor();
    expect(await secondPage.locator('video').count()).toBe(0);
  });

  test('an instructor’s description with markup shows as text', async ({ page }) => {
    await startInLanguage(page, 'en');
    // The view is counted (a write, which saves the mock's database in the page): wait for that
    // answer itself, since "no call in flight" also holds before the view's call has started and
    // a save after the edit below would undo it.
    const viewCounted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/courses/${NOT_BOUGHT}/view`,
    );
    await openPath(page, `/single-course/${NOT_BOUGHT}`);
    await viewCounted;
    await settled(page);
    // The mock's course form refuses markup, so the stored course is changed as a server might
    // hold it: in the browser mock's saved database, read again on reload.
    const markup =
      'Plain start <script>window.hacked = 1</script>\nNext line <img src=x onerror="window.hacked = 1">';
    await page.evaluate((description) => {
      const key = 'academy.mock-db';
      const db = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        courses: { id: number; description: { en: string } }[];
      };
      db.courses.find((entry) => entry.id === 1)!.description.en = description;
      window.localStorage.setItem(key, JSON.stringify(db));
    }, markup);
    await reloadSettled(page);
    await waitForPathname(page, `/single-course/${NOT_BOUGHT}`);
    const paragraph = main(page).getByText('Plain start <script>', { exact: false });
    await paragraph.waitFor();
    expect(await paragraph.textContent()).toBe(markup);
    expect(
      await main(page).locator('.course-description img, .course-description script').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });

  test('a 3,000-letter word wraps and a right-to-left override stays inside its title', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    const viewCounted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/courses/${NOT_BOUGHT}/view`,
    );
    await openPath(page, `/single-course/${NOT_BOUGHT}`);
    await viewCounted;
    await settled(page);
    // Stored as a server that let them through might hold them (the mock now refuses the override
    // in a title): in the browser mock's saved database, read again on reload.
    const word = 'W'.repeat(3000);
    const title = 'Course \u202Egnp.exe';
    await page.evaluate(
      ({ description, courseTitle }) => {
        const key = 'academy.mock-db';
        const db = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
          courses: { id: number; title: { en: string }; description: { en: string } }[];
        };
        const stored = db.courses.find((entry) => entry.id === 1)!;
        stored.description.en = description;
        stored.title.en = courseTitle;
        window.localStorage.setItem(key, JSON.stringify(db));
      },
      { description: word, courseTitle: title },
    );
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await reloadSettled(page);
      await main(page).getByText(word).waitFor();
      // The word breaks where it must: nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      // The title's direction is its own (bidi isolation), so it cannot reorder what follows it.
      const heading = pageHeading(page);
      await expect.poll(() => heading.textContent()).toBe(title);
      expect(
        await heading.locator('bdi').evaluate((element) => getComputedStyle(element).unicodeBidi),
      ).toBe('isolate');
      expect(await main(page).getByText(word).getAttribute('dir')).toBe('auto');
    }
  });
});
