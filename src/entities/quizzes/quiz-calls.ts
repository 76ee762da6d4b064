// The quiz machine's calls over the generated client (src/machines/quiz): each answers an
// outcome the machine reads, so the machine knows no HTTP. 403 is "not bought", 429 a cooldown
// with the server's `cooldown_until` and `server_time` (decision 27).
import { getCourseQuiz, submitCourseQuiz } from '@/generated/client/quizzes/quizzes';
import { readApiError } from '@/lib/http';
import {
  LOAD_FAILED_KEY,
  SUBMIT_FAILED_KEY,
  type Cooldown,
  type LoadOutcome,
  type PracticeAnswers,
  type QuizAnswers,
  type SubmitOutcome,
} from '@/machines/quiz/quiz.machine';

/** The cooldown of a 429, or null when its body lacks the times. */
function cooldownOf(error: unknown): Cooldown | null {
  const { cooldown_until: until, server_time: serverTime } = readApiError(error);
  return until && serverTime ? { until, serverTime } : null;
}

/** A translatable key of a failure: the server's when the app knows it, else the fallback. */
function failureKey(error: unknown, fallback: string, isKnown: (key: string) => boolean): string {
  const answer = readApiError(error);
  const key = answer.error ?? answer.message_key;
  return key && isKnown(key) && key !== 'auth.something_went_wrong' ? key : fallback;
}

export async function loadQuiz(
  courseId: number,
  isKnown: (key: string) => boolean,
  signal?: AbortSignal,
): Promise<LoadOutcome> {
  try {
    return { kind: 'quiz', quiz: await getCourseQuiz(courseId, { signal }) };
  } catch (error) {
    const status = readApiError(error).status;
    if (status === 403) return { kind: 'notPurchased' };
    if (status === 429) {
      const cooldown = cooldownOf(error);
      if (cooldown) return { kind: 'cooldown', cooldown };
    }
    return { kind: 'failed', messageKey: failureKey(error, LOAD_FAILED_KEY, isKnown) };
  }
}

export async function submitQuiz(
  courseId: number,
  answers: QuizAnswers,
  practice: PracticeAnswers,
  isKnown: (key: string) => boolean,
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
    const answer = readApiError(error);
    if (answer.status === 429) {
      const cooldown = cooldownOf(error);
      if (cooldown) return { kind: 'cooldown', cooldown };
    }
    if (answer.status === 409 && answer.message_key === 'quiz.already_passed')
      return { kind: 'alreadyPassed' };
    return { kind: 'failed', messageKey: failureKey(error, SUBMIT_FAILED_KEY, isKnown) };
  }
}
