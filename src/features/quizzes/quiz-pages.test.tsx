import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { QUIZ_LEARNER } from '../../../mocks/db/seed-quizzes';
import { setCapabilities } from '../../../mocks/lib/capabilities';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { login } from '@/generated/client/auth/auth';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { expectConsoleMessage } from '../../../tests/support/console-guard';
import { storedValues } from '@/lib/storage';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

async function signIn(account: { email: string; password: string } = READY_ACCOUNTS.learner) {
  const { token, user } = await login({ email: account.email, password: account.password });
  localStorage.setItem('token', token);
  return user!;
}

/** The ready learner owns course `id` (buying is tested elsewhere; here it is given). */
function own(id: number) {
  backend.db().state.purchases.push({
    id: backend.db().nextId('purchases'),
    user_id: 1,
    course_id: id,
    payment_id: 1,
    created_at: backend.db().nowIso(),
  });
}

const COURSE = 2;
const mainOf = async () => within(await screen.findByRole('main'));

describe('the quiz page', () => {
  it('says a course not bought is not open to the learner', async () => {
    await signIn();
    renderLiveApp(`/learner/quiz/${COURSE}`);
    const main = await mainOf();
    await main.findByRole('heading', { name: "This quiz is for the course's learners" });
    expect(main.getByText('You have not purchased this course.')).toBeVisible();
    expect(main.getByRole('link', { name: 'Back to course' })).toHaveAttribute(
      'href',
      `/single-course/${COURSE}`,
    );
  });

  it.each([
    ['en', 3, 1, 'Answer all 3 questions and 1 practice assignment, then submit.'],
    ['en', 1, 2, 'Answer the 1 question and 2 practice assignments, then submit.'],
    ['en', 2, 0, 'Answer all 2 questions, then submit.'],
    [
      'ru',
      3,
      1,
      'Ответьте на все 3 вопроса и выполните 1 практическое задание, затем отправьте ответы.',
    ],
    [
      'ru',
      5,
      2,
      'Ответьте на все 5 вопросов и выполните 2 практических задания, затем отправьте ответы.',
    ],
    [
      'ru',
      21,
      5,
      'Ответьте на 21 вопрос и выполните 5 практических заданий, затем отправьте ответы.',
    ],
    ['arm', 3, 1, 'Պատասխանեք բոլոր 3 հարցերին և կատարեք 1 գործնական առաջադրանք, ապա ուղարկեք։'],
  ] as const)(
    'counts the questions and assignments in %s by its plural rules (%i and %i)',
    async (language, questionCount, assignmentCount, intro) => {
      await setupI18n(language);
      await signIn();
      own(COURSE);
      const course = backend.db().state.courses.find((entry) => entry.id === COURSE)!;
      const [question] = course.questions!;
      const [assignment] = course.practice_assignments!;
      course.questions = Array.from({ length: questionCount }, (_, q) => ({
        ...question!,
        id: 9000 + q,
        options: question!.options.map((option, o) => ({ ...option, id: 9100 + q * 10 + o })),
      }));
      course.practice_assignments = Array.from({ length: assignmentCount }, (_, p) => ({
        ...assignment!,
        id: 9500 + p,
      }));
      renderLiveApp(`/learner/quiz/${COURSE}`);
      const main = await mainOf();
      expect(await main.findByText(intro, { exact: false })).toBeVisible();
    },
  );

  it('names the unanswered questions in a dialog and keeps answers for a reload', async () => {
    const user = await signIn();
    own(COURSE);
    const events = userEvent.setup();
    renderLiveApp(`/learner/quiz/${COURSE}`);
    const main = await mainOf();
    const first = await main.findByRole('group', { name: /^Question 1\./ });
    await events.click(within(first).getByLabelText('24 hours'));
    await events.click(main.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attention' });
    const gaps = within(dialog).getAllByRole('listitem');
    expect(gaps.map((gap) => gap.textContent)).toEqual([
      'Question 2: Which of these help you remember new material?',
      'Question 3: What share of the points passes the quiz?',
      'Assignment 1: Type the word "done" to confirm you finished the practical exercises.',
    ]);
    await events.click(within(dialog).getByRole('button', { name: /^Question 3/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(main.getByRole('group', { name: /^Question 3\./ })).getAllByRole('radio')[0],
      ),
    );
    // The answer given is kept in this browser for this user and course.
    const saved = JSON.parse(
      localStorage.getItem(storedValues.quizAnswers(user.id, COURSE).key) ?? '{}',
    );
    expect(Object.values(saved.answers)).toHaveLength(1);
  });

  it('marks each blank question and assignment as an invalid field, and focuses the first', async () => {
    await signIn();
    own(COURSE);
    const events = userEvent.setup();
    renderLiveApp(`/learner/quiz/${COURSE}`);
    const main = await mainOf();
    const first = await main.findByRole('group', { name: /^Question 1\./ });
    await events.click(within(first).getByLabelText('24 hours'));
    expect(first).not.toHaveAttribute('aria-invalid');
    await events.click(main.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attention' });
    await events.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The first blank one takes focus, as after any refused submit.
    const second = main.getByRole('group', { name: /^Question 2\./ });
    await waitFor(() => expect(within(second).getAllByRole('checkbox')[0]).toHaveFocus());
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(/Answer this question\.$/);
    const third = main.getByRole('group', { name: /^Question 3\./ });
    expect(third).toHaveAccessibleDescription(/Answer this question\.$/);
    const assignment = main.getByRole('textbox', { name: /^Assignment 1\./ });
    expect(assignment).toHaveAttribute('aria-invalid', 'true');
    expect(assignment).toHaveAccessibleDescription('Write your answer.');
    // Each error is announced with its field, never as an alert of its own.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed result without correct answers, and when the next attempt opens', async () => {
    await signIn();
    own(COURSE);
    const events = userEvent.setup();
    renderLiveApp(`/learner/quiz/${COURSE}`);
    const main = await mainOf();
    for (const [number, option] of [
      [1, 'One hour'],
      [2, 'Skipping the exercises'],
      [3, '70 %'],
    ] as const) {
      const group = await main.findByRole('group', { name: new RegExp(`^Question ${number}\\.`) });
      await events.click(within(group).getByLabelText(option));
    }
    await events.type(main.getByRole('textbox', { name: /^Assignment 1\./ }), 'done');
    await events.click(main.getByRole('button', { name: 'Submit answers' }));
    await main.findByText('Not passed.');
    expect(main.getByRole('heading', { name: 'Your score: 50 %' })).toHaveFocus();
    expect(main.getAllByText('Incorrect')).toHaveLength(2);
    expect(main.queryByText(/^Correct answer:/)).toBeNull();
    expect(main.getByText(/^The next attempt opens /)).toBeVisible();
    expect(main.getByText(/^2[34] h \d{2} min \d{2} s left$/)).toBeVisible();
    expect(main.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });

  it('counts the seeded cooldown down from the server’s time', async () => {
    await signIn(QUIZ_LEARNER);
    renderLiveApp(`/learner/quiz/${QUIZ_LEARNER.cooldownCourseId}`);
    const main = await mainOf();
    await main.findByRole('heading', { name: 'Your next attempt is not open yet' });
    expect(main.getByText(/^2[34] h \d{2} min \d{2} s left$/)).toBeVisible();
  });

  it('offers the certificate of a passed quiz, and says clearly when it cannot be had', async () => {
    expectConsoleMessage('error', /^A call failed/);
    await signIn(QUIZ_LEARNER);
    // No answer at all (jsdom's XHR cannot build a blob body, so the failure is the network's).
    backend.server.use(
      http.get('*/api/certificate/:id/download', () => HttpResponse.error(), { once: true }),
    );
    const events = userEvent.setup();
    renderLiveApp(`/learner/quiz/${QUIZ_LEARNER.passedCourseId}`);
    const main = await mainOf();
    await main.findByRole('heading', { name: 'Quiz passed' });
    await events.click(main.getByRole('button', { name: 'Download certificate' }));
    expect(await main.findByRole('alert')).toHaveTextContent(
      'The certificate could not be downloaded. Please try again.',
    );
  });
});

describe('certificates', () => {
  it('verifies a code publicly, and refuses one nobody has', async () => {
    renderLiveApp(`/certificates/${QUIZ_LEARNER.certificateCode}`);
    const main = await mainOf();
    await main.findByRole('heading', { name: 'This certificate is valid' });
    const learner = backend.db().userById(QUIZ_LEARNER.id)!;
    expect(main.getByText(`${learner.first_name} ${learner.last_name}`)).toBeVisible();
  });

  it('says when no certificate has the code', async () => {
    renderLiveApp('/certificates/ACAD-NONE-NONE');
    const main = await mainOf();
    expect(await main.findByText('There is no certificate with this code.')).toBeVisible();
  });

  it('says the server cannot check certificates rather than call a real code unknown', async () => {
    setCapabilities({ certificates: false });
    renderLiveApp(`/certificates/${QUIZ_LEARNER.certificateCode}`);
    const main = await mainOf();
    expect(
      await main.findByText(/^This server does not check certificates\. The certificate's PDF/),
    ).toBeVisible();
    expect(main.queryByText('There is no certificate with this code.')).toBeNull();
  });

  it('lists the learner’s certificates on the profile page, and leaves the list out on a 404', async () => {
    await signIn(QUIZ_LEARNER);
    const first = renderLiveApp('/learner/profile-page');
    const main = await mainOf();
    const section = await main.findByRole('region', { name: 'My certificates' });
    expect(
      within(section).getByRole('link', { name: 'Check it on its public page' }),
    ).toHaveAttribute('href', `/certificates/${QUIZ_LEARNER.certificateCode}`);
    first.unmount();
    backend.server.use(
      http.get('*/api/certificates', () =>
        HttpResponse.json({ message_key: 'x' }, { status: 404 }),
      ),
    );
    renderLiveApp('/learner/profile-page');
    const again = await mainOf();
    await again.findByRole('heading', { name: 'Profile', level: 1 });
    await waitFor(() => expect(backend.db()).toBeDefined());
    expect(again.queryByRole('region', { name: 'My certificates' })).toBeNull();
  });
});
