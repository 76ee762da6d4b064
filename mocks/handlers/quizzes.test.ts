// @vitest-environment node
// Quizzes and certificates through the generated client (decisions 27, 28): the
// quiz stored with the course and its 422s at the named fields, scoring, the one attempt and its
// 24-hour cooldown, correct answers only with a pass, the PDF and its public verification.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCourse,
  getInstructorCourse,
  updateCourse,
} from '../../src/generated/client/instructor-courses/instructor-courses';
import {
  downloadCertificate,
  getCourseQuiz,
  listCertificates,
  submitCourseQuiz,
  verifyCertificate,
} from '../../src/generated/client/quizzes/quizzes';
import { login } from '../../src/generated/client/auth/auth';
import type { CourseCreateForm, LearnerQuiz, QuizSubmission } from '../../src/generated/model';
import { QUIZ_LEARNER } from '../db/seed-quizzes';
import { configureRuntime } from '../lib/runtime';
import { readAssetFromDisk } from '../node-assets';
import { sameAnswer, scoreAttempt } from '../quizzes/scoring';
import { fakeFile, failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, TEST_API_ORIGIN, withToken } from '../testing/use-mock-backend';

const mock = setupMockBackend();
beforeAll(() => configureRuntime({ assetLoader: readAssetFromDisk }));

const quizLearner = async () =>
  (await login({ email: QUIZ_LEARNER.email, password: QUIZ_LEARNER.password })).token;

/** Buys `courseId` for the ready learner straight in the database (buying is tested elsewhere). */
function own(courseId: number, userId = 1) {
  mock.db().state.purchases.push({
    id: mock.db().nextId('purchases'),
    user_id: userId,
    course_id: courseId,
    payment_id: 1,
    created_at: mock.db().nowIso(),
  });
}

/** The right answers of the seeded quiz, from the database (the learner's call never has them). */
function rightAnswers(courseId: number): QuizSubmission {
  const course = mock.db().state.courses.find((entry) => entry.id === courseId)!;
  return {
    answers: course.questions!.map((question) => ({
      question_id: question.id,
      option_ids: question.options.filter((o) => o.is_correct).map((o) => o.id),
    })),
    practice_answers: course.practice_assignments!.map((assignment) => ({
      assignment_id: assignment.id,
      answer: `  ${assignment.correct_answer.toUpperCase()} `,
    })),
  };
}

/** Every question answered with its first option (the first two seeded questions are then wrong). */
const firstOptions = (quiz: LearnerQuiz): QuizSubmission => ({
  answers: quiz.questions.map((question) => ({
    question_id: question.id,
    option_ids: [question.options[1]!.id],
  })),
  practice_answers: quiz.practice_assignments.map((a) => ({ assignment_id: a.id, answer: 'no' })),
});

const COURSE = 2;

describe('the learner’s quiz', () => {
  it('is only for a learner who bought the course, and never shows which options are correct', async () => {
    const token = await signIn('learner');
    expect(await failure(getCourseQuiz(COURSE, withToken(token)))).toEqual({
      status: 403,
      body: { message_key: 'quiz.not_purchased' },
    });
    own(COURSE);
    const quiz = await getCourseQuiz(COURSE, withToken(token));
    expect(quiz.questions).toHaveLength(3);
    expect(JSON.stringify(quiz)).not.toMatch(/is_correct|correct_answer/);
    expect(quiz).toMatchObject({ already_passed: false, passed_result_id: null });
    const instructor = await signIn('instructor');
    expect((await failure(getCourseQuiz(COURSE, withToken(instructor)))).status).toBe(403);
  });

  it('refuses answers that leave a question or an assignment out', async () => {
    const token = await signIn('learner');
    own(COURSE);
    const full = rightAnswers(COURSE);
    const refused = await failure(
      submitCourseQuiz(COURSE, { ...full, answers: full.answers.slice(1) }, withToken(token)),
    );
    expect(refused).toEqual({
      status: 422,
      body: { message_key: 'quiz.answers_invalid', errors: { answers: ['quiz.answers_invalid'] } },
    });
    const blank = await failure(
      submitCourseQuiz(
        COURSE,
        { ...full, practice_answers: [{ ...full.practice_answers[0]!, answer: '  ' }] },
        withToken(token),
      ),
    );
    expect(blank.status).toBe(422);
    expect(mock.db().state.quizResults.filter((r) => r.user_id === 1)).toEqual([]);
  });

  it('fails below 70 %: names the wrong questions, an empty list of correct options, then a 24-hour cooldown', async () => {
    const token = await signIn('learner');
    own(COURSE);
    const quiz = await getCourseQuiz(COURSE, withToken(token));
    const result = await submitCourseQuiz(COURSE, firstOptions(quiz), withToken(token));
    expect(result).toMatchObject({ passed: false, quiz_total: 3, practice_total: 1 });
    expect(result.question_results.map((entry) => entry.is_correct)).toEqual([false, false, false]);
    // Decision 37: the list is there, and names nothing after a failure.
    for (const entry of result.question_results) expect(entry.correct_option_ids).toEqual([]);
    expect(result.certificate_code).toBeNull();
    const serverNow = Date.parse(result.server_time!);
    expect(Date.parse(result.next_attempt_at!) - serverNow).toBe(24 * 3600 * 1000);

    const again = await failure(getCourseQuiz(COURSE, withToken(token)));
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      message_key: 'quiz.cooldown',
      cooldown_until: result.next_attempt_at,
    });
    expect(
      (await failure(submitCourseQuiz(COURSE, rightAnswers(COURSE), withToken(token)))).status,
    ).toBe(429);

    mock.db().advanceClock(24 * 3600 * 1000);
    expect((await getCourseQuiz(COURSE, withToken(token))).already_passed).toBe(false);
  });

  it('passes with every answer right (case and spaces aside): correct options, a certificate, no second attempt', async () => {
    const token = await signIn('learner');
    own(COURSE);
    const result = await submitCourseQuiz(COURSE, rightAnswers(COURSE), withToken(token));
    expect(result).toMatchObject({ passed: true, total_percent: 100, practice_score: 1 });
    expect(result.question_results.every((entry) => entry.correct_option_ids?.length)).toBe(true);
    expect(result.certificate_code).toMatch(/^ACAD-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await getCourseQuiz(COURSE, withToken(token))).toMatchObject({
      already_passed: true,
      passed_result_id: result.result_id,
    });
    expect(
      (await failure(submitCourseQuiz(COURSE, rightAnswers(COURSE), withToken(token)))).body,
    ).toEqual({
      message_key: 'quiz.already_passed',
    });
    const { certificates } = await listCertificates(withToken(token));
    expect(certificates.map((entry) => entry.code)).toEqual([result.certificate_code]);
  });

  it('ends the seeded cooldown when the developer panel says so', async () => {
    const token = await quizLearner();
    const cooling = await failure(getCourseQuiz(QUIZ_LEARNER.cooldownCourseId, withToken(token)));
    expect(cooling.status).toBe(429);
    const ended = await fetch(`http://academy.test/__dev/quiz-cooldowns/2/end`, { method: 'POST' });
    expect(ended.status).toBe(200);
    expect(
      (await getCourseQuiz(QUIZ_LEARNER.cooldownCourseId, withToken(token))).questions,
    ).toHaveLength(3);
    expect(await getCourseQuiz(QUIZ_LEARNER.passedCourseId, withToken(token))).toMatchObject({
      already_passed: true,
      passed_result_id: 1,
    });
  });
});

describe('scoring', () => {
  const questions = [
    {
      id: 1,
      question_text: 'q',
      type: 'checkbox' as const,
      options: [
        { id: 1, option_text: 'a', is_correct: true },
        { id: 2, option_text: 'b', is_correct: true },
        { id: 3, option_text: 'c', is_correct: false },
      ],
    },
  ];
  const assignments = [{ id: 1, assignment_text: 't', correct_answer: 'Aria Label' }];

  it('gives multiple choice all or nothing', () => {
    const partial = scoreAttempt(questions, [], {
      answers: new Map([[1, [1]]]),
      practice: new Map(),
    });
    expect(partial.quiz_score).toBe(0);
    const extra = scoreAttempt(questions, [], {
      answers: new Map([[1, [1, 2, 3]]]),
      practice: new Map(),
    });
    expect(extra.quiz_score).toBe(0);
    const exact = scoreAttempt(questions, [], {
      answers: new Map([[1, [2, 1]]]),
      practice: new Map(),
    });
    expect(exact).toMatchObject({ quiz_score: 1, passed: true, total_percent: 100 });
  });

  it('compares practice answers ignoring case and whitespace', () => {
    expect(sameAnswer('  aria label ', 'Aria Label')).toBe(true);
    expect(sameAnswer('arialabel', 'Aria Label')).toBe(true);
    expect(sameAnswer('aria-label', 'Aria Label')).toBe(false);
  });

  it('passes at 70 % of all points and not below', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      question_text: 'q',
      type: 'radio' as const,
      options: [
        { id: 100 + i, option_text: 'yes', is_correct: true },
        { id: 200 + i, option_text: 'no', is_correct: false },
      ],
    }));
    const answered = (right: number) =>
      scoreAttempt(many, [], {
        answers: new Map(many.map((q, i) => [q.id, [i < right ? 100 + i : 200 + i]])),
        practice: new Map(),
      });
    expect(answered(7).passed).toBe(true);
    expect(answered(6).passed).toBe(false);
    expect(
      scoreAttempt(many.slice(0, 2), assignments, {
        answers: new Map([
          [1, [100]],
          [2, [201]],
        ]),
        practice: new Map([[1, 'aria label']]),
      }),
    ).toMatchObject({ passed: false, total_percent: 67 });
  });
});

describe('certificates', () => {
  it('downloads a real PDF of the learner’s own passed result, and verifies its code publicly', async () => {
    const token = await quizLearner();
    const pdf = await downloadCertificate(1, {
      ...withToken(token),
      headers: { ...withToken(token).headers, 'Accept-Language': 'hy' },
      responseType: 'arraybuffer',
    });
    const bytes = new Uint8Array(pdf as unknown as ArrayBuffer);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: bytes }).promise;
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    const learner = mock.db().userById(QUIZ_LEARNER.id)!;
    const course = mock
      .db()
      .state.courses.find((entry) => entry.id === QUIZ_LEARNER.passedCourseId)!;
    expect(text).toContain(`${learner.first_name} ${learner.last_name}`);
    expect(text).toContain(QUIZ_LEARNER.certificateCode);
    expect(text).toContain(course.title.arm ?? course.title.en);
    expect(text).toContain(`/certificates/${QUIZ_LEARNER.certificateCode}`);

    const other = await signIn('learner');
    expect((await failure(downloadCertificate(1, withToken(other)))).status).toBe(404);
    expect((await failure(downloadCertificate(2, withToken(token)))).status).toBe(404);

    const verified = await verifyCertificate(QUIZ_LEARNER.certificateCode.toLowerCase());
    expect(verified.certificate).toMatchObject({
      code: QUIZ_LEARNER.certificateCode,
      full_name: `${learner.first_name} ${learner.last_name}`,
      course_id: QUIZ_LEARNER.passedCourseId,
    });
    expect(await failure(verifyCertificate('ACAD-NOPE-NOPE'))).toEqual({
      status: 404,
      body: { message_key: 'certificate.not_found' },
    });
  }, 30_000);
});

describe('the certificate’s text', () => {
  /** The PDF's text, downloaded with `headers` added. */
  async function certificateText(headers: Record<string, string>): Promise<string> {
    const token = await quizLearner();
    const pdf = await downloadCertificate(1, {
      headers: { ...withToken(token).headers, ...headers },
      responseType: 'arraybuffer',
    });
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(pdf as unknown as ArrayBuffer) })
      .promise;
    const page = await document.getPage(1);
    return (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
  }

  it('a Referer that is no address (or another site) leaves the link at the app’s origin', async () => {
    const text = await certificateText({ Referer: '::::' });
    expect(text).toContain(`${TEST_API_ORIGIN}/certificates/${QUIZ_LEARNER.certificateCode}`);
    const elsewhere = await certificateText({ Referer: 'https://evil.example/x' });
    expect(elsewhere).not.toContain('evil.example');
  }, 30_000);

  it('draws a title stored with a direction override without it, in its written order', async () => {
    const course = mock
      .db()
      .state.courses.find((entry) => entry.id === QUIZ_LEARNER.passedCourseId)!;
    // A title from before the rule (or another client): an override and an isolate in it.
    course.title = { en: 'TypeScript \u202Egnp.exe', ru: null, arm: 'Ուսուցում \u2067A\u2069' };
    const text = await certificateText({ 'Accept-Language': 'en' });
    expect(text).toContain('TypeScript gnp.exe');
    expect(text).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
  }, 30_000);
});

describe('the course form’s quiz', () => {
  const base = (quiz: Partial<CourseCreateForm>): CourseCreateForm => ({
    category_id: 3,
    title_en: 'Quizzed',
    title_ru: '',
    title_arm: '',
    price_en: '10',
    price_ru: '',
    price_arm: '',
    currency_en: 'USD',
    currency_ru: '',
    currency_arm: '',
    description_en: 'With a quiz.',
    description_ru: '',
    description_arm: '',
    video: fakeFile('intro.mp4', 'video/mp4', 64),
    faqs: [{ question_en: 'Q?', answer_en: 'A.' }],
    highlights: [{ name_en: 'H' }],
    details_by_instructor: [{ course_details_data_id: 3 }],
    ...quiz,
  });
  const question = (type: 'radio' | 'checkbox', marks: ('1' | '0')[], text = 'Which?') => ({
    question_text: text,
    type,
    options: marks.map((mark, o) => ({ option_text: `Option ${o + 1}`, is_correct: mark })),
  });

  it('is stored with the course and read back with its marks', async () => {
    const token = await signIn('instructor');
    const saved = await createCourse(
      base({
        questions: [question('radio', ['0', '1']), question('checkbox', ['1', '1', '0'])],
        practice_assignments: [{ assignment_text: 'Say done', correct_answer: 'done' }],
      }),
      withToken(token),
    );
    const course = await getInstructorCourse(saved.course.id, withToken(token));
    expect(course.questions).toEqual([
      {
        question_text: 'Which?',
        type: 'radio',
        options: [
          { option_text: 'Option 1', is_correct: false },
          { option_text: 'Option 2', is_correct: true },
        ],
      },
      {
        question_text: 'Which?',
        type: 'checkbox',
        options: [
          { option_text: 'Option 1', is_correct: true },
          { option_text: 'Option 2', is_correct: true },
          { option_text: 'Option 3', is_correct: false },
        ],
      },
    ]);
    expect(course.practice_assignments).toEqual([
      { assignment_text: 'Say done', correct_answer: 'done' },
    ]);
    // A change that sends no quiz keeps it.
    const { video: _video, ...rest } = base({});
    await updateCourse(saved.course.id, rest, withToken(token));
    expect((await getInstructorCourse(saved.course.id, withToken(token))).questions).toHaveLength(
      2,
    );
  });

  it('refuses a bad quiz at the fields it names', async () => {
    const token = await signIn('instructor');
    const refused = await failure(
      createCourse(
        base({
          questions: [
            question('radio', ['1', '1']),
            question('checkbox', ['0', '0']),
            {
              ...question('radio', ['1', '0'], ''),
              options: [{ option_text: '', is_correct: '1' }],
            },
          ],
          practice_assignments: [{ assignment_text: 'Task', correct_answer: ' ' }],
        }),
        withToken(token),
      ),
    );
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Record<string, string[]> }).errors).toEqual({
      'questions.0.options': ['validation.questions.options.one_correct'],
      'questions.1.options': ['validation.questions.options.some_correct'],
      'questions.2.question_text': ['validation.questions.question_text.required'],
      'questions.2.options': ['validation.questions.options.min'],
      'questions.2.options.0.option_text': ['validation.questions.options.option_text.required'],
      'practice_assignments.0.correct_answer': [
        'validation.practice_assignments.correct_answer.required',
      ],
    });
  });

  it('takes at most 30 questions, 8 options and 10 assignments', async () => {
    const token = await signIn('instructor');
    const refused = await failure(
      createCourse(
        base({
          questions: Array.from({ length: 31 }, () => question('radio', ['1', '0'])),
          practice_assignments: Array.from({ length: 11 }, () => ({
            assignment_text: 'T',
            correct_answer: 'a',
          })),
        }),
        withToken(token),
      ),
    );
    const errors = (refused.body as { errors: Record<string, string[]> }).errors;
    expect(errors.questions).toEqual(['validation.questions.max']);
    expect(errors.practice_assignments).toEqual(['validation.practice_assignments.max']);
  });
});
