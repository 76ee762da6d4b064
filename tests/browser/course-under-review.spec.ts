// A change under review does not unpublish (docs/decisions.md), in a real browser under the
// in-browser mock: the ready instructor changes course 17 (a new title, a fourth quiz question),
// told before saving that the published course stays up; the ready learner, who bought it, still
// gets the published course page, plays its video, opens its quiz of three questions and finds it
// in the catalogue. The reviewer declines the change: the published version stays, and the
// instructor's list says so. Sent again and approved, the change is what the course page shows.
import type { Page } from 'playwright-core';
import { SEEDED_LEARNING } from '../../mocks/db/seed-learning';
import { buildSeed } from '../../mocks/db/seed';
import commonTexts from '../../src/locales/en/common.json';
import coursesTexts from '../../src/locales/en/courses.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import myCoursesTexts from '../../src/locales/en/my-courses.json';
import serverTexts from '../../src/locales/en/server.json';
import {
  enTexts,
  forgetSession,
  expectHeading,
  openPath,
  pageHeading,
  quietPage,
  signIn,
  waitForPathname,
} from './support/app';
import { describe, expect, test } from './support/browser';
import {
  en,
  formTexts,
  label,
  main,
  signInAsInstructor,
  submitButton,
  textbox,
} from './support/course-form';

const COURSE = SEEDED_LEARNING.halfWatchedCourseId;
const published = buildSeed().courses.find((course) => course.id === COURSE)!.title.en;
const changed = `${published} (revised)`;
const quiz = formTexts.quiz;

/** The developer panel's review of course 17, by the change's title: approve or decline. */
async function review(page: Page, decision: 'approve' | 'decline'): Promise<void> {
  await page.getByRole('button', { name: devPanelTexts.open }).click();
  const panel = page.getByRole('dialog', { name: devPanelTexts.title });
  await panel.getByRole('tab', { name: devPanelTexts.tabs.reviews }).click();
  await panel.getByText(devPanelTexts.reviews.publishedChange).first().waitFor();
  const texts = devPanelTexts.reviews;
  if (decision === 'approve') {
    await panel.getByRole('button', { name: label(texts.approve, { title: changed }) }).click();
    await panel.getByText(label(texts.approved, { title: changed })).waitFor();
  } else {
    await panel
      .getByRole('button', { name: label(texts.declineLabel, { title: changed }) })
      .click();
    await panel.getByLabel(texts.messageEn).fill('Keep the original title.');
    await panel.getByRole('button', { name: texts.sendDecline }).click();
    await panel.getByText(label(texts.declined, { title: changed })).waitFor();
  }
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/** The instructor's change form of course 17, sent: `change` runs before Change course. */
async function sendChange(page: Page, change: () => Promise<void>): Promise<void> {
  await forgetSession(page);
  await signInAsInstructor(page, `/instructor/change-courses/${COURSE}`);
  await expectHeading(page, enTexts.pages.changeCourse);
  // Before saving, the form says what saving does to the published course.
  const send = submitButton(page, formTexts.submit.change);
  await expect
    .poll(() => send.evaluate((button) => button.getAttribute('aria-describedby')))
    .toBeTruthy();
  await main(page).getByText(formTexts.submit.reviewNotice.changePublished).waitFor();
  await change();
  await send.click();
  await waitForPathname(page, '/instructor/my-courses');
  await main(page).getByText(serverTexts.auth.courses.course_updated).waitFor();
}

/** What the learner who bought course 17 gets: its page, its video playing, its quiz. */
async function learnerSees(page: Page, title: string, questions: number): Promise<void> {
  await forgetSession(page);
  await signIn(page, 'learner');
  await openPath(page, `/single-course/${COURSE}`);
  await expectHeading(page, title);
  const box = main(page).getByRole('complementary', { name: coursesTexts.course.watchRegion });
  await box
    .getByRole('button', {
      name: label(commonTexts.progress.continueFrom, { time: '1:00' }),
    })
    .click();
  const video = box.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(60);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await main(page).getByRole('link', { name: coursesTexts.course.takeQuiz }).click();
  await waitForPathname(page, `/learner/quiz/${COURSE}`);
  await expectHeading(page, enTexts.pages.quiz);
  const asked = main(page).getByRole('group', { name: /^Question \d+\./ });
  await asked.first().waitFor();
  expect(await asked.count()).toBe(questions);
}

describe('a change to a bought course under review', () => {
  test('the buyer keeps the published course; a decline keeps it, an approval replaces it', async ({
    page,
  }) => {
    const quiet = quietPage(page);
    await sendChange(page, async () => {
      await textbox(page, en(formTexts.fields.title)).fill(changed);
      await main(page).getByRole('button', { name: quiz.addQuestion }).click();
      await textbox(page, label(quiz.question, { number: 4 })).fill('Is the change published?');
      await textbox(page, label(quiz.option, { number: 1, question: 4 })).fill('Once approved');
      await textbox(page, label(quiz.option, { number: 2, question: 4 })).fill('At once');
      await main(page)
        .getByLabel(label(quiz.correct, { number: 1, question: 4 }), { exact: true })
        .check();
    });
    const card = main(page).getByRole('article', { name: changed });
    await card.getByText(myCoursesTexts.status.in_review).waitFor();
    await card.getByText(myCoursesTexts.published.in_review).waitFor();
    await expect.poll(quiet).toBe(true);

    await learnerSees(page, published, 3);
    // The catalogue still lists it, as published.
    await openPath(page, `/courses?search=${encodeURIComponent(published)}`);
    await main(page).getByRole('link', { name: published }).first().waitFor();
    expect(await main(page).getByText(changed).count()).toBe(0);

    // Declined: the published version stays, and the instructor is told why.
    await review(page, 'decline');
    await openPath(page, `/single-course/${COURSE}`);
    await expect.poll(() => pageHeading(page).textContent()).toBe(published);
    await sendChange(page, async () => {
      await textbox(page, en(formTexts.fields.title)).waitFor();
      await main(page).getByText('Keep the original title.').waitFor();
    });

    // Approved: the change is the course.
    await review(page, 'approve');
    await expect.poll(quiet).toBe(true);
    await learnerSees(page, changed, 4);
  });
});
