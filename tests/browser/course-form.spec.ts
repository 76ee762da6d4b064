// Add course and Change course in a real browser, in mock mode, as the ready instructor: a
// complete course with Armenian, two FAQs, a highlight, a timed detail and the sample video (the
// progress bar moves, the course waits for review); refusals at their fields with nothing lost;
// a cancelled upload sent again; a course declined in the developer panel on its title, fixed
// and saved; leaving with changes asks first; axe with errors showing; 320 px. A Change course
// draft is offered back after a reload for that course only, and is gone once sent or discarded.
import type { Locator, Page } from 'playwright-core';
import formTexts from '../../src/locales/en/course-form.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import serverTexts from '../../src/locales/en/server.json';
import { READY_ACCOUNTS, buildSeed } from '../../mocks/db/seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  apiCallsInFlight,
  currentPath,
  enTexts,
  expectHeading,
  openPath,
  reloadSettled,
  setScenario,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';
import {
  en,
  expectListedInMyCourses,
  fillCourse,
  label,
  main,
  progressSeen,
  recordUploadProgress,
  signInAsInstructor,
  submitButton,
  textbox,
} from './support/course-form';

const addCourse = serverTexts.auth.add_course;
/** The messages a field announces with it (its error, the reviewer's note). */
const messagesOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The draft offer: "You have an unsent draft from 14:02." with Restore and Discard. */
const draftOffer = (page: Page) =>
  main(page).getByRole('group', {
    name: new RegExp(`^${formTexts.draft.found.split('{{time}}')[0]}\\d{1,2}:\\d{2}`),
  });

const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Two courses of the ready instructor that are not declined (no reviewer's notes on show). */
function instructorCourses() {
  const seed = buildSeed();
  const instructor = seed.users.find((user) => user.email === READY_ACCOUNTS.instructor.email)!;
  const own = seed.courses.filter(
    (entry) => entry.user_id === instructor.id && entry.status !== 'declined',
  );
  return { first: own[0]!, second: own[1]! };
}

/**
 * Reloads the page once its API calls have settled (a reload with calls in flight sends them
 * past the mock's worker), accepting the leave question a changed form asks (beforeunload).
 * Returns whether it was asked.
 */
async function reloadAnsweringLeave(page: Page): Promise<boolean> {
  let asked = false;
  const answer = (question: { type(): string; accept(): Promise<void> }) => {
    asked = question.type() === 'beforeunload';
    void question.accept();
  };
  page.once('dialog', answer);
  await reloadSettled(page);
  page.off('dialog', answer);
  return asked;
}

/** Opens Change course of `course` (a full page load once calls settle) and waits for its form. */
async function openChangeCourse(
  page: Page,
  inFlight: () => number,
  course: { id: number; title: { en: string } },
  title = course.title.en,
) {
  await expect.poll(inFlight).toBe(0);
  await openPath(page, `/instructor/change-courses/${course.id}`);
  await expectHeading(page, enTexts.pages.changeCourse);
  await expect.poll(() => textbox(page, en(formTexts.fields.title)).inputValue()).toBe(title);
}

/** The courses waiting for review in the developer panel, as the reviewer sees them. */
async function openReviews(page: Page) {
  await page.getByRole('button', { name: devPanelTexts.open }).click();
  const dialog = page.getByRole('dialog', { name: devPanelTexts.title });
  await dialog.getByRole('tab', { name: devPanelTexts.tabs.reviews }).click();
  return dialog;
}

describe('course form', () => {
  test('adds a course with Armenian, two FAQs, a highlight, a timed detail and the video', async ({
    page,
  }) => {
    await signInAsInstructor(page, '/instructor/add-courses');
    await expectHeading(page, enTexts.pages.addCourse);
    const title = `Practical SQL ${Date.now()}`;
    await fillCourse(page, title);
    await main(page).getByRole('button', { name: formTexts.faqs.add }).click();
    await expect
      .poll(() =>
        textbox(page, en(formTexts.faqs.question, 2)).evaluate(
          (element) => element === document.activeElement,
        ),
      )
      .toBe(true);
    await textbox(page, en(formTexts.faqs.question, 2)).fill('How long does it take?');
    await textbox(page, en(formTexts.faqs.answer, 2)).fill('About two weeks.');
    await main(page).getByRole('checkbox', { name: formTexts.sections.add.arm }).click();
    const armenian = (template: string, number = 1) =>
      label(template, { language: formTexts.languages.arm, number });
    await textbox(page, armenian(formTexts.fields.title)).fill('Գործնական SQL');
    await textbox(page, armenian(formTexts.fields.price)).fill('9500');

    // The slow scenario holds the answer, so the bar can be watched on its way: every value it
    // shows is recorded in the page.
    await recordUploadProgress(page);
    await setScenario(page, 'slow');
    await submitButton(page, formTexts.submit.add).click();
    await main(page).getByRole('progressbar', { name: formTexts.upload.label }).waitFor();
    await expect
      .poll(() => main(page).getByText(addCourse.success_msg.course_added).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The bar starts at 0 and only ever moves forward. Chromium reports no upload progress for a
    // request the mock service worker answers, so in mock mode it may stay at 0 until the answer;
    // against a real server it moves (live-backend.spec.ts watches it move).
    const percents = await progressSeen(page);
    expect(percents[0]).toBe(0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);
    await setScenario(page, 'none');
    expect(await textbox(page, en(formTexts.fields.title)).inputValue()).toBe('');

    // The new course waits for review: My courses says so, and the developer panel (which lists
    // in-review courses only) has it.
    await expectListedInMyCourses(page, title, 'in_review');
    const reviews = await openReviews(page);
    await reviews.getByText(title).waitFor();
  });

  test('a missing title and a price that is no number: both at their fields, nothing lost', async ({
    page,
  }) => {
    await signInAsInstructor(page, '/instructor/add-courses');
    await fillCourse(page, 'placeholder');
    await textbox(page, en(formTexts.fields.title)).fill('');
    await textbox(page, en(formTexts.fields.price)).fill('ten dollars');
    expectFailedRequests(page, [{ status: 422, path: '/api/courses' }]);
    await submitButton(page, formTexts.submit.add).click();

    const title = textbox(page, en(formTexts.fields.title));
    await expect.poll(() => messagesOf(title)).toContain(addCourse.validation.title_en.required);
    expect(await messagesOf(textbox(page, en(formTexts.fields.price)))).toContain(
      addCourse.validation.price_en.numeric,
    );
    await expect
      .poll(() => title.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await textbox(page, en(formTexts.fields.price)).inputValue()).toBe('ten dollars');
    expect(await textbox(page, en(formTexts.faqs.question, 1)).inputValue()).toBe('Who is it for?');
    expect(
      await main(page)
        .getByText(/sample\.webm/)
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'add course with errors showing');
  });

  test('an upload cancelled under the slow scenario is sent again', async ({ page }) => {
    await signInAsInstructor(page, '/instructor/add-courses');
    const title = `Cancelled once ${Date.now()}`;
    await fillCourse(page, title);
    await setScenario(page, 'slow');
    await submitButton(page, formTexts.submit.add).click();
    await main(page).getByRole('progressbar', { name: formTexts.upload.label }).waitFor();
    await main(page).getByRole('button', { name: formTexts.upload.cancel }).click();
    await main(page).getByText(formTexts.upload.cancelled).waitFor();
    expect(await textbox(page, en(formTexts.fields.title)).inputValue()).toBe(title);
    await setScenario(page, 'none');

    await submitButton(page, formTexts.submit.add).click();
    await main(page).getByText(addCourse.success_msg.course_added).waitFor();
    // The resent course reached the server. (Whether the cancelled call is stored is the
    // mock's business, not the app's: the in-browser mock has the whole body before the cancel
    // and cannot see it, while a real server never receives the rest of a cancelled upload.)
    const reviews = await openReviews(page);
    await reviews.getByText(title).first().waitFor();
  });

  test("a course declined on its title shows the reviewer's message there, is fixed and saved", async ({
    page,
  }) => {
    const seed = buildSeed();
    const instructor = seed.users.find((user) => user.email === READY_ACCOUNTS.instructor.email)!;
    const course = seed.courses.find(
      (entry) => entry.user_id === instructor.id && entry.status === 'in_review',
    )!;
    await signInAsInstructor(page, `/instructor/change-courses/${course.id}`);

    const reviews = await openReviews(page);
    await reviews
      .getByRole('button', {
        name: label(devPanelTexts.reviews.declineLabel, { title: course.title.en }),
      })
      .click();
    await reviews.getByLabel(devPanelTexts.reviews.fieldName).selectOption('title');
    const note = 'The title promises more than the course teaches.';
    await reviews.getByLabel(devPanelTexts.reviews.messageEn).fill(note);
    await reviews.getByRole('button', { name: devPanelTexts.reviews.sendDecline }).click();
    await reviews
      .getByText(label(devPanelTexts.reviews.declined, { title: course.title.en }))
      .waitFor();
    await page.keyboard.press('Escape');
    await reviews.waitFor({ state: 'hidden' });

    await reloadSettled(page);
    await expectHeading(page, enTexts.pages.changeCourse);
    const title = textbox(page, en(formTexts.fields.title));
    await expect.poll(() => title.inputValue()).toBe(course.title.en);
    await expect.poll(() => messagesOf(title)).toContain(note);
    await expectNoSeriousA11yViolations(page, "change course with the reviewer's message");

    await title.fill(`${course.title.en}: the basics`);
    await submitButton(page, formTexts.submit.change).click();
    await waitForPathname(page, '/instructor/my-courses');
    expect(currentPath(page)).toBe('/instructor/my-courses?page=1');
    await main(page).getByText(serverTexts.auth.courses.course_updated).waitFor();
  });

  test('leaving with changes asks first, a reload offers the draft back, and it fits 320 px', async ({
    page,
  }) => {
    await signInAsInstructor(page, '/instructor/add-courses');
    await expectHeading(page, enTexts.pages.addCourse);
    await textbox(page, en(formTexts.fields.title)).fill('Half a course');
    await page.getByRole('banner').getByRole('link').first().click();
    const dialog = page.getByRole('alertdialog', { name: formTexts.leave.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: formTexts.leave.stay }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(currentPath(page)).toBe('/instructor/add-courses');
    expect(await textbox(page, en(formTexts.fields.title)).inputValue()).toBe('Half a course');

    // Reloading asks too (beforeunload); once reloaded, the draft is offered back.
    let asked = '';
    page.once('dialog', (question) => {
      asked = question.type();
      void question.accept();
    });
    await reloadSettled(page);
    expect(asked).toBe('beforeunload');
    await expectHeading(page, enTexts.pages.addCourse);
    // It says what is offered and when it was typed, and has focus (read out at once).
    const offer = main(page).getByRole('group', {
      name: new RegExp(`^${formTexts.draft.found.split('{{time}}')[0]}\\d{1,2}:\\d{2}`),
    });
    await offer.waitFor();
    await expect
      .poll(() => offer.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'course form with the draft offer');
    await offer.getByRole('button', { name: formTexts.draft.restore }).click();
    expect(await textbox(page, en(formTexts.fields.title)).inputValue()).toBe('Half a course');

    await page.setViewportSize({ width: 320, height: 720 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
  });

  test('a Change course draft is offered after a reload for that course only, restored and sent', async ({
    page,
  }) => {
    const inFlight = apiCallsInFlight(page);
    const { first, second } = instructorCourses();
    await signInAsInstructor(page, `/instructor/change-courses/${first.id}`);
    await expectHeading(page, enTexts.pages.changeCourse);
    const title = textbox(page, en(formTexts.fields.title));
    await expect.poll(() => title.inputValue()).toBe(first.title.en);
    const changed = `${first.title.en}, second edition`;
    await title.fill(changed);

    expect(await reloadAnsweringLeave(page)).toBe(true);
    await expectHeading(page, enTexts.pages.changeCourse);
    await expect.poll(() => title.inputValue()).toBe(first.title.en);
    await draftOffer(page).waitFor();
    await expect.poll(() => hasFocus(draftOffer(page))).toBe(true);

    // The draft belongs to this course: Add course and another course offer nothing.
    await expect.poll(inFlight).toBe(0);
    await openPath(page, '/instructor/add-courses');
    await expectHeading(page, enTexts.pages.addCourse);
    await title.waitFor();
    expect(await draftOffer(page).count()).toBe(0);
    await openChangeCourse(page, inFlight, second);
    expect(await draftOffer(page).count()).toBe(0);

    // Back on its course it is still offered; Restore brings the text back.
    await openChangeCourse(page, inFlight, first);
    await draftOffer(page).waitFor();
    await expect.poll(() => hasFocus(draftOffer(page))).toBe(true);
    await draftOffer(page).getByRole('button', { name: formTexts.draft.restore }).click();
    await expect.poll(() => title.inputValue()).toBe(changed);
    expect(await draftOffer(page).count()).toBe(0);

    await submitButton(page, formTexts.submit.change).click();
    await waitForPathname(page, '/instructor/my-courses');
    await main(page).getByText(serverTexts.auth.courses.course_updated).waitFor();

    // Sent, the draft is gone: the course opens with what was saved and no offer.
    await openChangeCourse(page, inFlight, first, changed);
    expect(await draftOffer(page).count()).toBe(0);
  });

  test('a discarded Change course draft is not offered again after a reload', async ({ page }) => {
    const { first } = instructorCourses();
    await signInAsInstructor(page, `/instructor/change-courses/${first.id}`);
    await expectHeading(page, enTexts.pages.changeCourse);
    const title = textbox(page, en(formTexts.fields.title));
    await expect.poll(() => title.inputValue()).toBe(first.title.en);
    await title.fill(`${first.title.en}, abandoned`);

    expect(await reloadAnsweringLeave(page)).toBe(true);
    await expectHeading(page, enTexts.pages.changeCourse);
    await draftOffer(page).waitFor();
    await draftOffer(page).getByRole('button', { name: formTexts.draft.discard }).click();
    await draftOffer(page).waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe(first.title.en);

    // Nothing changed since: the reload asks nothing and offers nothing.
    expect(await reloadAnsweringLeave(page)).toBe(false);
    await expectHeading(page, enTexts.pages.changeCourse);
    await expect.poll(() => title.inputValue()).toBe(first.title.en);
    expect(await draftOffer(page).count()).toBe(0);
  });
});
