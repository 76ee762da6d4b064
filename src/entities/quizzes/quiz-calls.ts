// The quiz machine's calls over the generated client (src/machines/quiz): each answers an
// outcome the machine reads, so the machine knows no HTTP. A failure is named by the one failure
// mapper from the tables below: 403 is "not bought", 429 a cooldown with the server's
// `cooldown_until` and `server_time`, 409 `quiz.already_passed` a pass in another tab.
import { getCourseQuiz, submitCourseQuiz } from '@/generated/client/quizzes/quizzes';
import { failureOutcome, type CallFailureOptions } from '@/entities/forms/form-outcome';
import {
  LOAD_FAILED_KEY,
  SUBMIT_FAILED_KEY,
  type LoadOutcome,
  type PracticeAnswers,
  type QuizAnswers,
  type SubmitOutcome,
} from '@/machines/quiz/quiz.machine';

type IsKnown = (key: string) => boolean;

/** The server's own key when the app knows it and it says more than the general one. */
const messages = (fallbackKey: string, isKnown: IsKnown) => ({
  fallbackKey,
  isKnown,
  skipGeneralKey: true,
  // The page shows every one of them.
  logged: false,
});

const loadFailures = (
  isKnown: IsKnown,
): CallFailureOptions<'notPurchased' | 'cooldown' | 'failed'> => ({
  ...messages(LOAD_FAILED_KEY, isKnown),
  kinds: [
    { kind: 'notPurchased', status: 403 },
    { kind: 'cooldown', status: 429, carries: 'cooldown' },
  ],
  otherwise: 'failed',
});

const submitFailures = (
  isKnown: IsKnown,
): CallFailureOptions<'cooldown' | 'alreadyPassed' | 'failed'> => ({
  ...messages(SUBMIT_FAILED_KEY, isKnown),
  kinds: [
    { kind: 'cooldown', status: 429, carries: 'cooldown' },
    { kind: 'alreadyPassed', status: 409, messageKey: 'quiz.already_passed' },
  ],
  otherwise: 'failed',
});

export async function loadQuiz(
  courseId: number,
  isKnown: IsKnown,
  signal?: AbortSignal,
): Promise<LoadOutcome> {
  try {
    return { kind: 'quiz', quiz: await getCourseQuiz(courseId, { signal }) };
  } catch (error) {
    return failureOutcome(error, loadFailures(isKnown));
  }
}

export async function submitQuiz(
  courseId: number,
  answers: QuizAnswers,
  practice: PracticeAnswers,
  isKnown: IsKnown,
): Promise<SubmitOutcome> {
  try {
    const result = await submitCourseQuiz(courseId, {
      answers: Object.entries(answers).map(([questionId, optionIds]) => ({
        question_id: Number(questionId),
        option_ids: optionIds,
      })),
      practice_answers: Object.entries(practice).map(([assignmentId, answer]) => ({
        assignment_id: Number(assignmentId),
        answer: answer.trim(),
      })),
    });
    return { kind: 'result', result };
  } catch (error) {
    return failureOutcome(error, submitFailures(isKnown));
  }
}
