// What the quiz calls do: a bought course's quiz, its certificate and the certificate extensions
// (decisions 27, 28). Scoring is in ../quizzes/scoring.ts, the PDF in ../quizzes/certificate-pdf.ts.
import type { Db } from '../db/db';
import { persistDb } from '../db/store';
import type { CourseRecord, Lang, QuizResultRecord, UserRecord } from '../db/types';
import type { FormNode, FormTree } from '../lib/laravel-form';
import {
  checkBody,
  idParam,
  invalid,
  notFound,
  readBody,
  reply,
  replyBytes,
  requireUser,
  type Ctx,
} from '../lib/route';
import { returnOrigin } from '../lib/request-origin';
import { renderCertificate } from '../quizzes/certificate-pdf';
import { COOLDOWN_MS, scoreAttempt } from '../quizzes/scoring';

const ownsCourse = (db: Db, userId: number, courseId: number) =>
  db.state.purchases.some((entry) => entry.user_id === userId && entry.course_id === courseId);

/** The learner, the course (404 when unknown) and the purchase (403 `quiz.not_purchased`). */
function boughtCourse(ctx: Ctx): { user: UserRecord; course: CourseRecord } {
  const user = requireUser(ctx, 'learner');
  const id = idParam(ctx, 'courseId');
  const course = ctx.db.state.courses.find((entry) => entry.id === id);
  if (!course) throw notFound();
  if (!ownsCourse(ctx.db, user.id, course.id))
    throw reply(403, { message_key: 'quiz.not_purchased' });
  return { user, course };
}

const resultsOf = (db: Db, userId: number, courseId: number) =>
  db.state.quizResults.filter((entry) => entry.user_id === userId && entry.course_id === courseId);

/**
 * 429 while the latest failure's 24 hours run. A seeded failure has no time yet: its 24 hours
 * start when it is first read, so the seed stays deterministic and the cooldown is always live.
 */
function refuseDuringCooldown(db: Db, results: QuizResultRecord[]): void {
  const last = results.at(-1);
  if (!last || last.passed) return;
  if (last.cooldown_until === null) {
    last.cooldown_until = new Date(db.now().getTime() + COOLDOWN_MS).toISOString();
    persistDb();
  }
  if (Date.parse(last.cooldown_until) > db.now().getTime()) {
    throw reply(429, {
      message_key: 'quiz.cooldown',
      cooldown_until: last.cooldown_until,
      server_time: db.nowIso(),
    });
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code nobody can guess from the result's id: ACAD-XXXX-XXXX. */
function newCertificateCode(db: Db): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
    const code = `ACAD-${chars.slice(0, 4)}-${chars.slice(4)}`;
    if (!db.state.quizResults.some((entry) => entry.certificate_code === code)) return code;
  }
}

const titleIn = (course: CourseRecord, lang: Lang) => course.title[lang] ?? course.title.en;

/** `ru`, `hy`/`arm` or English, from Accept-Language. */
function languageOf(request: Request): Lang {
  const first =
    (request.headers.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('ru')) return 'ru';
  if (first.startsWith('hy') || first.startsWith('arm')) return 'arm';
  return 'en';
}

/** The app's origin, where the verification page lives (the API may be on another host). */
const appOrigin = (ctx: Ctx): string => returnOrigin(ctx.request, ctx.url.origin);

const list = (value: FormNode | undefined): FormNode[] => (Array.isArray(value) ? value : []);
const field = (row: FormNode, key: string): FormNode | undefined =>
  typeof row === 'object' && row !== null && !Array.isArray(row) && !('arrayBuffer' in row)
    ? (row as Record<string, FormNode>)[key]
    : undefined;

const isId = (value: FormNode | undefined) =>
  (typeof value === 'number' || typeof value === 'string') && /^[1-9]\d*$/.test(String(value));

/** The submission's shape (QuizSubmission): each broken field under its dotted name. */
function shapeErrors(body: FormTree): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const bad = (name: string) => (errors[name] = ['quiz.answers_invalid']);
  if (!Array.isArray(body.answers)) bad('answers');
  else
    body.answers.forEach((row, index) => {
      if (!isId(field(row, 'question_id'))) bad(`answers.${index}.question_id`);
      const options = field(row, 'option_ids');
      if (!Array.isArray(options) || options.length === 0 || !options.every(isId))
        bad(`answers.${index}.option_ids`);
    });
  if (!Array.isArray(body.practice_answers)) bad('practice_answers');
  else
    body.practice_answers.forEach((row, index) => {
      if (!isId(field(row, 'assignment_id'))) bad(`practice_answers.${index}.assignment_id`);
      const answer = field(row, 'answer');
      if (typeof answer !== 'string' || answer.length === 0 || answer.length > 2000)
        bad(`practice_answers.${index}.answer`);
    });
  return errors;
}

/** What each quiz call does, by operationId; ./quizzes.ts routes to them, loading this file lazily. */
export const quizResolvers = {
  getCourseQuiz: (ctx: Ctx) => {
    const { user, course } = boughtCourse(ctx);
    const results = resultsOf(ctx.db, user.id, course.id);
    const passed = results.find((entry) => entry.passed);
    if (!passed) refuseDuringCooldown(ctx.db, results);
    return reply(200, {
      questions: (course.questions ?? []).map((question) => ({
        id: question.id,
        question_text: question.question_text,
        type: question.type,
        options: question.options.map(({ id, option_text }) => ({ id, option_text })),
      })),
      practice_assignments: (course.practice_assignments ?? []).map(({ id, assignment_text }) => ({
        id,
        assignment_text,
      })),
      already_passed: passed !== undefined,
      passed_result_id: passed?.id ?? null,
    });
  },

  submitCourseQuiz: async (ctx: Ctx) => {
    // As a Laravel request would: the body's shape first, then who may send it.
    requireUser(ctx, 'learner');
    const body = await readBody(ctx);
    const shape = shapeErrors(body);
    if (Object.keys(shape).length > 0) return invalid(shape, 'quiz.answers_invalid');
    const { user, course } = boughtCourse(ctx);
    const questions = course.questions ?? [];
    const assignments = course.practice_assignments ?? [];
    if (questions.length === 0 && assignments.length === 0) throw notFound();
    const results = resultsOf(ctx.db, user.id, course.id);
    if (results.some((entry) => entry.passed))
      return reply(409, { message_key: 'quiz.already_passed' });
    refuseDuringCooldown(ctx.db, results);
    const answers = new Map<number, number[]>();
    for (const row of list(body.answers)) {
      const ids = list(field(row, 'option_ids')).map(Number);
      answers.set(Number(field(row, 'question_id')), ids);
    }
    const practice = new Map<number, string>();
    for (const row of list(body.practice_answers)) {
      const answer = field(row, 'answer');
      practice.set(Number(field(row, 'assignment_id')), typeof answer === 'string' ? answer : '');
    }
    // Every question answered with options of its own; every assignment with some text.
    const errors: Record<string, string[]> = {};
    const unanswered = questions.some((question) => {
      const chosen = answers.get(question.id) ?? [];
      return (
        chosen.length === 0 ||
        chosen.some((id) => !question.options.some((option) => option.id === id)) ||
        (question.type === 'radio' && chosen.length > 1)
      );
    });
    if (unanswered) errors.answers = ['quiz.answers_invalid'];
    if (assignments.some((assignment) => !(practice.get(assignment.id) ?? '').trim()))
      errors.practice_answers = ['quiz.answers_invalid'];
    if (Object.keys(errors).length > 0) return invalid(errors, 'quiz.answers_invalid');
    checkBody(ctx, body);

    const score = scoreAttempt(questions, assignments, { answers, practice });
    const now = ctx.db.now();
    const record: QuizResultRecord = {
      id: ctx.db.nextId('quizResults'),
      user_id: user.id,
      course_id: course.id,
      passed: score.passed,
      quiz_score: score.quiz_score,
      quiz_total: score.quiz_total,
      practice_score: score.practice_score,
      practice_total: score.practice_total,
      cooldown_until: score.passed ? null : new Date(now.getTime() + COOLDOWN_MS).toISOString(),
      certificate_code: score.passed ? newCertificateCode(ctx.db) : null,
      created_at: now.toISOString(),
    };
    ctx.db.state.quizResults.push(record);
    return reply(200, {
      passed: score.passed,
      total_percent: score.total_percent,
      quiz_score: score.quiz_score,
      quiz_total: score.quiz_total,
      quiz_percent: score.quiz_percent,
      practice_score: score.practice_score,
      practice_total: score.practice_total,
      practice_percent: score.practice_percent,
      result_id: record.id,
      question_results: score.questionResults.map((entry) => ({
        question_id: entry.question.id,
        question_text: entry.question.question_text,
        type: entry.question.type,
        is_correct: entry.isCorrect,
        selected_option_ids: entry.selected,
        // Decision 27: the right answers only with a pass, so a failed attempt cannot be copied;
        // after a failure the list is there and empty (decision 37: clients read it as a list).
        correct_option_ids: score.passed ? entry.correct : [],
      })),
      practice_results: score.practiceResults.map((entry) => ({
        assignment_id: entry.assignment.id,
        assignment_text: entry.assignment.assignment_text,
        is_correct: entry.isCorrect,
        student_answer: entry.answer,
      })),
      next_attempt_at: record.cooldown_until,
      server_time: record.created_at,
      certificate_code: record.certificate_code,
    });
  },

  downloadCertificate: async (ctx: Ctx) => {
    const user = requireUser(ctx, 'learner');
    const id = idParam(ctx, 'resultId');
    const result = ctx.db.state.quizResults.find(
      (entry) => entry.id === id && entry.user_id === user.id && entry.passed,
    );
    const course = ctx.db.state.courses.find((entry) => entry.id === result?.course_id);
    if (!result?.certificate_code || !course) throw notFound();
    const lang = languageOf(ctx.request);
    const bytes = await renderCertificate({
      lang,
      fullName: `${user.first_name} ${user.last_name}`,
      courseTitle: titleIn(course, lang),
      issuedAt: result.created_at,
      code: result.certificate_code,
      verifyUrl: `${appOrigin(ctx)}/certificates/${result.certificate_code}`,
    });
    if (!bytes) return reply(500, { message_key: 'auth.something_went_wrong' });
    return replyBytes(bytes, 'application/pdf');
  },

  listCertificates: (ctx: Ctx) => {
    const user = requireUser(ctx, 'learner');
    const certificates = ctx.db.state.quizResults
      .filter((entry) => entry.user_id === user.id && entry.passed && entry.certificate_code)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .flatMap((entry) => {
        const course = ctx.db.state.courses.find((item) => item.id === entry.course_id);
        if (!course) return [];
        return [
          {
            code: entry.certificate_code as string,
            result_id: entry.id,
            course_id: course.id,
            title_en: course.title.en,
            title_ru: course.title.ru,
            title_arm: course.title.arm,
            issued_at: entry.created_at,
          },
        ];
      });
    return reply(200, { certificates });
  },

  verifyCertificate: (ctx: Ctx) => {
    const code = (ctx.params.code ?? '').trim().toUpperCase();
    const result = ctx.db.state.quizResults.find(
      (entry) => entry.passed && entry.certificate_code === code,
    );
    const course = ctx.db.state.courses.find((entry) => entry.id === result?.course_id);
    const learner = result ? ctx.db.userById(result.user_id) : undefined;
    if (!result || !course || !learner) return reply(404, { message_key: 'certificate.not_found' });
    return reply(200, {
      certificate: {
        code,
        full_name: `${learner.first_name} ${learner.last_name}`,
        course_id: course.id,
        title_en: course.title.en,
        title_ru: course.title.ru,
        title_arm: course.title.arm,
        issued_at: result.created_at,
      },
    });
  },
};
