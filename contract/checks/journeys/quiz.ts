import type {
  CourseCardPage,
  LearnerQuiz,
  PurchasedCoursesResponse,
  QuizCooldownError,
  QuizResult,
} from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';

/**
 * A bought course's quiz (part 3 §3, decision 27), after the payments journey bought one: the
 * quiz read (no correct answers shown), one attempt sent and scored consistently. The harness
 * cannot know the right answers, so it sends the first option of every question; a failure
 * leaves the 24-hour cooldown (a leftover), which the next read must answer with 429. With a pass,
 * the certificate is downloaded and its code verified publicly.
 */
export async function quizJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'quiz');
  const token = harness.account('learner').token;
  let courseId: number | undefined;
  let quiz: LearnerQuiz | undefined;
  let result: QuizResult | undefined;

  await journey.step('getCourseQuiz', 'a course not bought is refused with 403', async (ctx) => {
    const { courses } = await ctx.ok<PurchasedCoursesResponse>('listPurchasedCourses', { token });
    const owned = new Set(courses.map((course) => course.id));
    const { data } = await ctx.ok<CourseCardPage>('listPublicCourses', { query: { page: 1 } });
    const other = data.find((course) => !owned.has(course.id));
    if (!other) return ctx.skip('the learner owns every course of the first catalogue page');
    const refused = await ctx.call('getCourseQuiz', {
      token,
      path: { courseId: other.id },
      expect: 403,
    });
    ctx.expect(
      (refused.body as { message_key?: string } | undefined)?.message_key === 'quiz.not_purchased',
      `getCourseQuiz 403: course ${other.id}, not bought, is refused without quiz.not_purchased`,
    );
  });

  await journey.step('getCourseQuiz', "reads a bought course's quiz", async (ctx) => {
    const { courses } = await ctx.ok<PurchasedCoursesResponse>('listPurchasedCourses', { token });
    for (const course of courses) {
      const exchange = await ctx.call('getCourseQuiz', {
        token,
        path: { courseId: course.id },
        expect: [200, 429],
      });
      const read = exchange.body as LearnerQuiz | undefined;
      if (exchange.status === 200 && read && !read.already_passed && read.questions.length > 0) {
        courseId = course.id;
        quiz = read;
        break;
      }
    }
    if (!quiz) return ctx.skip('the learner owns no course with a quiz open to an attempt');
    ctx.expect(
      !/"(is_correct|correct_answer)"/.test(JSON.stringify(quiz)),
      'getCourseQuiz: the learner is shown which answers are correct',
    );
  });

  await journey.step(
    'submitCourseQuiz',
    'sends one attempt and reads its score',
    async (ctx) => {
      result = await ctx.ok<QuizResult>('submitCourseQuiz', {
        token,
        path: { courseId: courseId! },
        body: {
          answers: quiz!.questions.map((question) => ({
            question_id: question.id,
            option_ids: [question.options[0]!.id],
          })),
          practice_answers: quiz!.practice_assignments.map((assignment) => ({
            assignment_id: assignment.id,
            answer: 'contract harness',
          })),
        },
      });
      const points = result.quiz_score + result.practice_score;
      const total = result.quiz_total + result.practice_total;
      ctx.expect(
        result.quiz_total === quiz!.questions.length &&
          result.practice_total === quiz!.practice_assignments.length,
        `submitCourseQuiz: totals ${result.quiz_total}/${result.practice_total} for a quiz of ${quiz!.questions.length}/${quiz!.practice_assignments.length}`,
      );
      ctx.expect(
        result.question_results.filter((entry) => entry.is_correct).length === result.quiz_score,
        'submitCourseQuiz: quiz_score is not the number of questions marked correct',
      );
      // Decision 27: the right answers only with a pass.
      ctx.expect(
        result.passed || result.question_results.every((entry) => !entry.correct_option_ids),
        'submitCourseQuiz: a failed attempt reveals the correct options (decision 27: correct_option_ids only with a pass)',
      );
      ctx.expect(
        result.passed === points * 100 >= 70 * total,
        `submitCourseQuiz: ${points} of ${total} points answered passed=${result.passed} (the pass mark is 70 %)`,
      );
      if (!result.passed) {
        ctx.leftover(
          'submitCourseQuiz',
          `a failed quiz attempt on course ${courseId} (24-hour cooldown)`,
        );
        const again = await ctx.call('getCourseQuiz', {
          token,
          path: { courseId: courseId! },
          expect: 429,
        });
        ctx.expect(again.status === 429, 'getCourseQuiz: no cooldown after a failed attempt');
        const resubmit = await ctx.call('submitCourseQuiz', {
          token,
          path: { courseId: courseId! },
          body: {
            answers: quiz!.questions.map((question) => ({
              question_id: question.id,
              option_ids: [question.options[0]!.id],
            })),
            practice_answers: quiz!.practice_assignments.map((assignment) => ({
              assignment_id: assignment.id,
              answer: 'contract harness',
            })),
          },
          expect: 429,
        });
        // The 429's schema requires both; the cooldown must lie ahead of the server's clock.
        const cooldown = resubmit.body as QuizCooldownError | undefined;
        if (resubmit.status === 429 && cooldown?.cooldown_until && cooldown.server_time)
          ctx.expect(
            Date.parse(cooldown.cooldown_until) > Date.parse(cooldown.server_time),
            `submitCourseQuiz 429: cooldown_until ${cooldown.cooldown_until} is not after server_time ${cooldown.server_time}`,
          );
      }
    },
    { writes: true },
  );

  if (!result?.passed) return;
  await journey.step('downloadCertificate', "downloads the pass's certificate", async (ctx) => {
    await ctx.ok('downloadCertificate', { token, path: { resultId: result!.result_id } });
    if (result!.certificate_code)
      await ctx.ok('verifyCertificate', { path: { code: result!.certificate_code } });
  });
}
