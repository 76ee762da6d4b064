// Quizzes and certificates in a real browser under the in-browser mock: the
// instructor adds a course with three questions (single and multiple choice) and two practice
// assignments, an empty option and a question with no correct answer refused at their fields,
// and the change form shows the quiz back; the learner who bought it fails once (which questions
// were wrong, no correct answers, the countdown), the developer panel ends the cooldown, passes,
// downloads the PDF (its text, parsed here, has the learner's name and the code), and the public
// verification page confirms the code and refuses a made-up one. axe runs on the quiz with its
// errors showing.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { buildSeed, READY_ACCOUNTS } from '../../mocks/db/seed';
import { QUIZ_LEARNER } from '../../mocks/db/seed-quizzes';
import coursesTexts from '../../src/locales/en/courses.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import paymentsTexts from '../../src/locales/en/payments.json';
import quizTexts from '../../src/locales/en/quizzes.json';
import serverTexts from '../../src/locales/en/server.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  enTexts,
  expectHeading,
  forgetSession,
  openPath,
  quietPage,
  reloadSettled,
  signIn,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';
import {
  fillCourse,
  formTexts,
  label,
  main,
  signInAsInstructor,
  submitButton,
  textbox,
} from './support/course-form';

const quiz = formTexts.quiz;
const validation = serverTexts.auth.add_course.validation;
const learner = buildSeed().users.find((user) => user.email === READY_ACCOUNTS.learner.email)!;
const learnerName = `${learner.first_name} ${learner.last_name}`;
const journeyTimeout = 180_000;

const questionText = (page: Page, number: number) =>
  textbox(page, label(quiz.question, { number }));
const optionText = (page: Page, number: number, q: number) =>
  textbox(page, label(quiz.option, { number, question: q }));
const correctMark = (page: Page, number: number, q: number) =>
  main(page).getByLabel(label(quiz.correct, { number, question: q }), { exact: true });
const messagesOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** A fetch of a developer endpoint from the page (the mock's worker answers the app's origin). */
function dev<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
      return (await answer.json()) as T;
    },
    { method, path, body },
  );
}

/** The instructor's part: the quiz written, refused at two fields, fixed, sent, read back. */
async function addCourseWithQuiz(page: Page, title: string): Promise<number> {
  await signInAsInstructor(page, '/instructor/add-courses');
  await expectHeading(page, enTexts.pages.addCourse);
  await fillCourse(page, title);
  await main(page).getByRole('checkbox', { name: formTexts.sections.add.arm }).click();
  const armenian = (template: string) =>
    label(template, { language: formTexts.languages.arm, number: 1 });
  await textbox(page, armenian(formTexts.fields.title)).fill('Թեստով դասընթաց');
  await textbox(page, armenian(formTexts.fields.price)).fill('9500');

  const addQuestion = main(page).getByRole('button', { name: quiz.addQuestion });
  for (let number = 1; number <= 3; number += 1) {
    await addQuestion.click();
    // The new question's text has focus.
    await expect
      .poll(() => questionText(page, number).evaluate((el) => el === document.activeElement))
      .toBe(true);
  }
  await questionText(page, 1).fill('What is the capital of France?');
  await optionText(page, 1, 1).fill('Paris');
  await optionText(page, 2, 1).fill('Rome');
  await correctMark(page, 1, 1).check();

  await questionText(page, 2).fill('Which of these are landmarks?');
  await main(page)
    .getByRole('group', { name: label(quiz.type, { number: 2 }) })
    .getByRole('radio', { name: quiz.types.checkbox })
    .check();
  await optionText(page, 1, 2).fill('main');
  await optionText(page, 2, 2).fill('nav');
  await main(page)
    .getByRole('button', { name: label(quiz.addOption, { question: 2 }) })
    .click();
  await optionText(page, 3, 2).fill('span');
  // No correct answer marked on question 2, and question 3's second option left empty.
  await questionText(page, 3).fill('How much is 2 + 2?');
  await optionText(page, 1, 3).fill('4');
  await correctMark(page, 1, 3).check();

  const addAssignment = main(page).getByRole('button', { name: quiz.addAssignment });
  await addAssignment.click();
  await addAssignment.click();
  await textbox(page, label(quiz.assignment, { number: 1 })).fill('Name the main landmark tag.');
  await textbox(page, label(quiz.answer, { number: 1 })).fill('main');
  await textbox(page, label(quiz.assignment, { number: 2 })).fill('Type the word done.');
  await textbox(page, label(quiz.answer, { number: 2 })).fill('done');

  await submitButton(page, formTexts.submit.add).click();
  const options2 = main(page).getByRole('group', { name: label(quiz.options, { number: 2 }) });
  await expect.poll(() => options2.getAttribute('aria-invalid')).toBe('true');
  expect(await messagesOf(options2)).toContain(validation.questions.options.some_correct);
  const empty = optionText(page, 2, 3);
  expect(await empty.getAttribute('aria-invalid')).toBe('true');
  expect(await messagesOf(empty)).toContain(validation.questions.options.option_text.required);
  // Nothing typed was lost.
  expect(await optionText(page, 3, 2).inputValue()).toBe('span');

  await correctMark(page, 1, 2).check();
  await correctMark(page, 2, 2).check();
  await empty.fill('5');
  await submitButton(page, formTexts.submit.add).click();
  await main(page).getByText(serverTexts.auth.add_course.success_msg.course_added).waitFor({
    timeout: 30_000,
  });
  const { courses } = await dev<{ courses: { id: number; title: { en: string } }[] }>(
    page,
    'GET',
    '/__dev/courses?status=in_review',
  );
  const id = courses.find((course) => course.title.en === title)!.id;

  // The change form loads the quiz back with its marks.
  await openPath(page, `/instructor/change-courses/${id}`);
  await expectHeading(page, enTexts.pages.changeCourse);
  await expect
    .poll(() => questionText(page, 1).inputValue())
    .toBe('What is the capital of France?');
  expect(await correctMark(page, 1, 1).isChecked()).toBe(true);
  expect(
    await main(page)
      .getByRole('group', { name: label(quiz.type, { number: 2 }) })
      .getByRole('radio', { name: quiz.types.checkbox })
      .isChecked(),
  ).toBe(true);
  expect(await optionText(page, 3, 2).inputValue()).toBe('span');
  expect(await correctMark(page, 2, 2).isChecked()).toBe(true);
  expect(await correctMark(page, 3, 2).isChecked()).toBe(false);
  expect(await optionText(page, 2, 3).inputValue()).toBe('5');
  expect(await textbox(page, label(quiz.answer, { number: 2 })).inputValue()).toBe('done');

  await dev(page, 'POST', `/__dev/courses/${id}/review`, { status: 'approved' });
  return id;
}

/** Chooses answers on the learner's quiz: option texts per question, then practice answers. */
async function answer(page: Page, choices: string[][], practice: string[]) {
  for (const [index, options] of choices.entries()) {
    const group = main(page).getByRole('group', { name: new RegExp(`^Question ${index + 1}\\.`) });
    for (const option of options) await group.getByLabel(option, { exact: true }).check();
  }
  for (const [index, text] of practice.entries()) {
    await main(page)
      .getByRole('textbox', { name: new RegExp(`^Assignment ${index + 1}\\.`) })
      .fill(text);
  }
}

describe('quizzes and certificates', () => {
  test(
    'an instructor writes a quiz; a learner fails, waits, passes, downloads and verifies the certificate',
    async ({ page }) => {
      const title = `Landmarks and capitals ${Date.now()}`;
      // Counted from the start: the change form is a full page load, after which the bell asks
      // for its list, then once more when its channel is subscribed. "Nothing in flight" also
      // holds between the two, and the learner's page load below would cut the second one off.
      const quiet = quietPage(page);
      const courseId = await addCourseWithQuiz(page, title);
      await expect.poll(quiet).toBe(true);

      // The learner buys it from the wallet.
      await forgetSession(page);
      await signIn(page, 'learner', {
        at: `/learner/checkout?courseId=${courseId}`,
        heading: enTexts.pages.checkout,
      });
      await main(page)
        .getByRole('group', { name: paymentsTexts.methods.title })
        .getByRole('radio', { name: new RegExp(paymentsTexts.methods.balance) })
        .check();
      await main(page).getByRole('button', { name: /^Pay / }).click();
      await main(page)
        .getByRole('heading', { name: paymentsTexts.succeeded.courseTitle })
        .waitFor();

      // "Take the quiz" on the course page.
      await openPath(page, `/single-course/${courseId}`);
      await main(page).getByRole('link', { name: coursesTexts.course.takeQuiz }).click();
      await waitForPathname(page, `/learner/quiz/${courseId}`);
      await expectHeading(page, enTexts.pages.quiz);

      // Nothing answered: a dialog names the five gaps; closing it focuses the first.
      await main(page).getByRole('button', { name: quizTexts.send }).click();
      const dialog = page.getByRole('dialog', { name: quizTexts.incomplete.title });
      await dialog.waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(5);
      await dialog.getByRole('button', { name: quizTexts.incomplete.ok }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''),
        )
        .toMatch(/^q_/);
      await main(page).getByText(quizTexts.unansweredQuestion).first().waitFor();
      await expectNoSeriousA11yViolations(page, 'the quiz with unanswered questions');

      // Answers in progress survive a reload.
      await answer(page, [['Rome']], []);
      await reloadSettled(page);
      await expect
        .poll(() =>
          main(page)
            .getByRole('group', { name: /^Question 1\./ })
            .getByLabel('Rome', { exact: true })
            .isChecked(),
        )
        .toBe(true);

      // A failed attempt: which were wrong, no correct answers, and the countdown.
      await answer(page, [[], ['main'], ['5']], ['main', 'done']);
      await main(page).getByRole('button', { name: quizTexts.send }).click();
      await main(page).getByText(quizTexts.result.failed).waitFor();
      expect(await main(page).getByText(quizTexts.result.wrong, { exact: true }).count()).toBe(3);
      expect(
        await main(page)
          .getByText(/^Correct answer:/)
          .count(),
      ).toBe(0);
      await main(page)
        .getByText(/\d+ h \d{2} min \d{2} s left/)
        .waitFor();

      // The developer panel ends the cooldown; the quiz opens again.
      await page.getByRole('button', { name: devPanelTexts.open }).click();
      const panel = page.getByRole('dialog', { name: devPanelTexts.title });
      await panel.getByRole('tab', { name: devPanelTexts.tabs.quizzes }).click();
      await panel
        .getByRole('button', {
          name: label(devPanelTexts.quizzes.end, { email: learner.email, course: title }),
        })
        .click();
      await panel.getByText(label(devPanelTexts.quizzes.ended, { email: learner.email })).waitFor();
      await page.keyboard.press('Escape');
      await main(page).getByRole('button', { name: quizTexts.cooldown.checkAgain }).click();
      await main(page).getByRole('button', { name: quizTexts.send }).waitFor();

      // A pass: the correct answers, the certificate and its code.
      await answer(page, [['Paris'], ['main', 'nav'], ['4']], [' MAIN ', 'Done']);
      await main(page).getByRole('button', { name: quizTexts.send }).click();
      await main(page).getByText(quizTexts.result.passed).waitFor();
      expect(
        await main(page)
          .getByText(/^Correct answer:/)
          .count(),
      ).toBeGreaterThan(0);
      const codeLine = await main(page)
        .getByText(/^Certificate code: /)
        .textContent();
      const code = /ACAD-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(codeLine ?? '')?.[0];
      expect(code).toBeDefined();

      const download = page.waitForEvent('download');
      await main(page).getByRole('button', { name: quizTexts.certificate.download }).click();
      const file = await (await download).path();
      const bytes = new Uint8Array(await readFile(file));
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const pdf = await getDocument({ data: bytes }).promise;
      const content = await (await pdf.getPage(1)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      expect(text).toContain(learnerName);
      expect(text).toContain(code!);
      await main(page).getByText(quizTexts.certificate.saved).waitFor();

      // The public page confirms the code, and refuses a made-up one.
      await main(page).getByRole('link', { name: quizTexts.certificate.check }).click();
      await waitForPathname(page, `/certificates/${code}`);
      await main(page).getByRole('heading', { name: quizTexts.verify.valid }).waitFor();
      await main(page).getByText(learnerName, { exact: true }).waitFor();
      expectFailedRequests(page, [{ status: 404, path: '/api/certificates/ACAD-MADE-UPXX' }]);
      await openPath(page, '/certificates/ACAD-MADE-UPXX');
      await main(page).getByText(quizTexts.verify.invalid).waitFor();
    },
    journeyTimeout,
  );

  test('the cooldown page notices an ended cooldown when it comes back into view, and Check again looks like a button', async ({
    page,
  }) => {
    const courseId = QUIZ_LEARNER.cooldownCourseId;
    expectFailedRequests(page, [{ status: 429, path: `/api/courses/${courseId}/quiz` }]);
    await signIn(
      page,
      { email: QUIZ_LEARNER.email, password: QUIZ_LEARNER.password },
      { language: 'en', at: `/learner/quiz/${courseId}`, heading: enTexts.pages.quiz },
    );
    await main(page).getByRole('heading', { name: quizTexts.cooldown.title }).waitFor();
    // "Check again" is drawn as a button: the brand's outline, not the browser's grey.
    const checkAgain = main(page).getByRole('button', { name: quizTexts.cooldown.checkAgain });
    const look = await checkAgain.evaluate((button) => {
      const style = getComputedStyle(button);
      return { border: style.borderTopColor, text: style.color };
    });
    expect(look).toEqual({ border: 'rgb(67, 56, 202)', text: 'rgb(67, 56, 202)' });

    // The cooldown is ended elsewhere (the developer panel, from another tab) while this page is
    // out of view; coming back, the page asks again by itself and opens the quiz.
    const { cooldowns } = await dev<{ cooldowns: { id: number; course_id: number }[] }>(
      page,
      'GET',
      '/__dev/quiz-cooldowns',
    );
    const cooldown = cooldowns.find((entry) => entry.course_id === courseId)!;
    await dev(page, 'POST', `/__dev/quiz-cooldowns/${cooldown.id}/end`);
    const showPage = (state: 'hidden' | 'visible') =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => visibility,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await showPage('hidden');
    await showPage('visible');
    await main(page).getByRole('button', { name: quizTexts.send }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the quiz after its cooldown');
  });
});
