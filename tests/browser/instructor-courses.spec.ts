// The instructor's course screens in a real browser, in mock mode: my courses shows every status;
// a course declined in the developer panel with a remark on its title shows "Title" and the
// remark in its modal with a change-course link; an approved one shows its views and comments
// with the link to all of them; a video plays from its signed address, no token in any URL;
// the comments page turns pages. axe on the page and the open modals, 320 px, three languages.
import type { Locator, Page } from 'playwright-core';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import armTexts from '../../src/locales/arm/my-courses.json';
import enTexts from '../../src/locales/en/my-courses.json';
import ruTexts from '../../src/locales/ru/my-courses.json';
import commonTexts from '../../src/locales/en/common.json';
import { buildSeed, READY_ACCOUNTS, PAGED_COMMENTS_COURSE_ID } from '../../mocks/db/seed';
import { COMMENTS_PAGE_SIZE } from '../../mocks/handlers/comments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading, openPath, quietPage, signIn, waitForPathname } from './support/app';
import { describe, expect, test } from './support/browser';

const t = enTexts;
const panel = devPanelTexts;

/**
 * Signs in as the ready instructor (in English), then lets the bell finish its start too: its
 * second list, asked once its channel is subscribed, can come after the signed-in page has
 * settled, and a call cut off by the next navigation would miss the mock's service worker and
 * reach the static server.
 */
async function signInAsInstructor(page: Page) {
  const quiet = quietPage(page);
  await signIn(page, 'instructor', { language: 'en' });
  await expect.poll(quiet).toBe(true);
}

const courseList = (page: Page, name = t.myCourses.listTitle) => page.getByRole('region', { name });

const courseCard = (page: Page, title: string) =>
  courseList(page).getByRole('article', { name: title, exact: true });

async function openMyCourses(page: Page) {
  await openPath(page, '/instructor/my-courses');
  await expectHeading(page, t.myCourses.title);
  await courseList(page).getByRole('article').first().waitFor();
}

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: panel.open }).click();
  const dialog = page.getByRole('dialog', { name: panel.title });
  await dialog.getByRole('tab', { name: panel.tabs.reviews }).click();
  return dialog;
}

async function closePanel(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** The title of the first course of the ready instructor waiting for review. */
async function firstInReview(dialog: Locator): Promise<string> {
  const approve = dialog
    .getByRole('listitem')
    .filter({ hasText: READY_ACCOUNTS.instructor.email })
    .first()
    .getByRole('button', { name: /^Approve “/ });
  const label = (await approve.getAttribute('aria-label'))!;
  return label.slice('Approve “'.length, -1);
}

/**
 * The instructor comes back to the tab (the list refetches on focus). A notification would do
 * the same through the notifications stream; this journey does not depend on it.
 */
const returnToTab = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

async function openDetails(page: Page, title: string): Promise<Locator> {
  await courseCard(page, title)
    .getByRole('button', { name: new RegExp(`^${t.myCourses.details}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** No sideways scrolling at the current width. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('instructor courses', () => {
  test('statuses; a decline with a title remark; an approval with views and comments', async ({
    page,
  }) => {
    await signInAsInstructor(page);
    await openMyCourses(page);

    // Every status on the first page, in words.
    const statuses = await courseList(page)
      .locator('.instructor-course .course-status')
      .allTextContents();
    for (const label of Object.values(t.status)) expect(statuses).toContain(label);
    await expectNoSeriousA11yViolations(page, 'my courses');

    // Decline one of the instructor's courses in review with a remark on its title.
    let dialog = await openPanel(page);
    const declined = await firstInReview(dialog);
    await dialog.getByRole('button', { name: `Decline “${declined}”…` }).click();
    await dialog.getByLabel(panel.reviews.fieldName).selectOption('title');
    await dialog
      .getByRole('textbox', { name: panel.reviews.messageEn })
      .fill('Make the title say what the learner will build.');
    await dialog.getByRole('button', { name: panel.reviews.sendDecline }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: panel.reviews.declined.replace('{{title}}', declined) })
      .waitFor();

    // Approve another, and a learner comments on it.
    const approved = await firstInReview(dialog);
    expect(approved).not.toBe(declined);
    await dialog.getByRole('button', { name: `Approve “${approved}”` }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: panel.reviews.approved.replace('{{title}}', approved) })
      .waitFor();
    await closePanel(page, dialog);
    const courseId = await page.evaluate(async (title) => {
      const answer = await fetch('/api/courses?page=1', {
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
      });
      const { data } = (await answer.json()) as { data: { id: number; title_en: string }[] };
      return data.find((course) => course.title_en === title)!.id;
    }, approved);
    await page.evaluate(
      async ({ courseId, learner }) => {
        const login = await fetch('/api/login', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(learner),
        });
        const { token } = (await login.json()) as { token: string };
        // Only buyers review: the learner owns the new course.
        await fetch('/__dev/purchases', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: learner.email, course_id: courseId }),
        });
        await fetch('/api/course-reviews', {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({
            course_id: courseId,
            rating: 5,
            comment_text: 'Clear and useful.',
          }),
        });
      },
      { courseId, learner: READY_ACCOUNTS.learner },
    );

    // Back on the tab, the cards show the decisions without a reload.
    await returnToTab(page);
    await courseCard(page, declined).getByText(t.status.declined).waitFor();
    await courseCard(page, approved).getByText(t.status.approved).waitFor();

    dialog = await openDetails(page, declined);
    const remarks = dialog.getByRole('region', { name: t.details.rejected });
    await remarks.getByRole('term').filter({ hasText: t.fields.title }).waitFor();
    await remarks
      .getByRole('definition')
      .filter({ hasText: 'Make the title say what the learner will build.' })
      .waitFor();
    const change = dialog.getByRole('link', { name: t.details.changeCourse });
    expect(await change.getAttribute('href')).toMatch(/^\/instructor\/change-courses\/\d+$/);
    await expectNoSeriousA11yViolations(page, 'my courses, declined course modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openDetails(page, approved);
    await dialog.getByText(/^Views: \d+$/).waitFor();
    await dialog
      .getByRole('region', { name: t.details.comments })
      .getByText('Clear and useful.')
      .waitFor();
    const viewMore = dialog.getByRole('link', { name: t.details.viewMore });
    expect(await viewMore.getAttribute('href')).toBe(`/course-comments/${courseId}`);
    await expectNoSeriousA11yViolations(page, 'my courses, approved course modal');
    await viewMore.click();
    await waitForPathname(page, `/course-comments/${courseId}`);
    await page.getByRole('main').getByText('Clear and useful.').waitFor();
  });

  test('a video plays from its signed address; no request carries the token in its URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signInAsInstructor(page);
    await openMyCourses(page);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const files = () => urls.filter((url) => /\/api\/stream-video\/\d+(\/signed\b|$)/.test(url));

    const card = courseList(page).getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    const video = card.getByLabel(`Video: ${title}`);
    // Each card's player asks for its short-lived address; nothing is downloaded before play.
    await expect.poll(() => video.getAttribute('src')).toMatch(/\/signed\?/);
    expect(files()).toEqual([]);
    await card.getByRole('button', { name: `Play the video: ${title}` }).click();
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.paused), { timeout: 20_000 })
      .toBe(false);
    expect(files().length).toBeGreaterThan(0);
    // The whole token, and its secret part (after the id and the bar), appear in no URL.
    const secret = token.slice(token.indexOf('|') + 1);
    expect(secret.length).toBeGreaterThan(8);
    expect(urls.filter((url) => url.includes(token) || url.includes(secret))).toEqual([]);

    // Space on the video pauses it; the native controls stay.
    await video.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
    expect(await video.getAttribute('controls')).not.toBeNull();
    await expectNoSeriousA11yViolations(page, 'my courses, a paused video');
  });

  test('pages through comments; 320 px; three languages', async ({ page }) => {
    await signInAsInstructor(page);
    await openPath(page, `/course-comments/${PAGED_COMMENTS_COURSE_ID}`);
    await expectHeading(page, t.comments.title);
    const list = page.getByRole('region', { name: t.comments.list });
    await list.getByRole('article').first().waitFor();
    // The seeded course has more comments than one page holds; page 2 shows the rest.
    const seeded = buildSeed().comments.filter(
      (comment) => comment.course_id === PAGED_COMMENTS_COURSE_ID,
    ).length;
    expect(seeded).toBeGreaterThan(COMMENTS_PAGE_SIZE);
    expect(seeded).toBeLessThanOrEqual(2 * COMMENTS_PAGE_SIZE);
    expect(await list.getByRole('article').count()).toBe(COMMENTS_PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: t.comments.pages });
    expect(await pages.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);
    await pages
      .getByRole('button', { name: commonTexts.pagination.page.replace('{{page}}', '2') })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => list.getByRole('article').count()).toBe(seeded - COMMENTS_PAGE_SIZE);
    expect(
      await pages
        .getByRole('button', { name: commonTexts.pagination.page.replace('{{page}}', '2') })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await pages.getByRole('button', { name: /Next/ }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'course comments, page 2');

    await page.setViewportSize({ width: 320, height: 720 });
    expect(await fitsTheWidth(page)).toBe(true);
    await openMyCourses(page);
    expect(await fitsTheWidth(page)).toBe(true);
    const first = courseList(page).getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!;
    const dialog = await openDetails(page, title);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page, 'my courses at 320 px, modal open');
    await page.keyboard.press('Escape');

    for (const [language, texts] of [
      ['ru', ruTexts],
      ['arm', armTexts],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await openPath(page, '/instructor/my-courses');
      await expectHeading(page, texts.myCourses.title);
      await courseList(page, texts.myCourses.listTitle).getByRole('article').first().waitFor();
      const labels = await courseList(page, texts.myCourses.listTitle)
        .locator('.course-status')
        .allTextContents();
      expect(labels.every((label) => Object.values(texts.status).includes(label))).toBe(true);
      expect(await fitsTheWidth(page)).toBe(true);
      await openPath(page, `/course-comments/${PAGED_COMMENTS_COURSE_ID}`);
      await expectHeading(page, texts.comments.title);
      await page
        .getByRole('region', { name: texts.comments.list })
        .getByRole('article')
        .first()
        .waitFor();
    }
  });
});
