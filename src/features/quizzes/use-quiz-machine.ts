import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { loadQuiz, submitQuiz } from '@/entities/quizzes/quiz-calls';
import { quizMachine, type SavedAnswers } from '@/machines/quiz/quiz.machine';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

/** Where answers in progress wait for a reload: per user and course, in this browser. */
export const savedAnswersKey = (userId: number, courseId: number) =>
  `academy.quiz.${userId}.${courseId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved answers, or null when there are none or they are unreadable. */
export function readSavedAnswers(key: string): SavedAnswers | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (!isRecord(parsed) || !isRecord(parsed.answers) || !isRecord(parsed.practice)) return null;
    const answers = Object.fromEntries(
      Object.entries(parsed.answers).filter(
        (entry): entry is [string, number[]] =>
          Array.isArray(entry[1]) && entry[1].every((id) => typeof id === 'number'),
      ),
    );
    const practice = Object.fromEntries(
      Object.entries(parsed.practice).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { answers, practice };
  } catch {
    return null;
  }
}

/** The quiz machine over the generated client and the browser's storage. */
export function useQuizMachine(courseId: number, userId: number) {
  const { i18n } = useTranslation();
  const key = savedAnswersKey(userId, courseId);
  const [machine] = useState(() => {
    const isKnown = (messageKey: string) => i18n.exists(messageKey, { ns: 'server' });
    return quizMachine.provide({
      actors: {
        loadQuiz: fromPromise(({ input, signal }) => loadQuiz(input.courseId, isKnown, signal)),
        submitQuiz: fromPromise(({ input }) =>
          submitQuiz(input.courseId, input.answers, input.practice, isKnown),
        ),
      },
      actions: {
        saveAnswers: (_, saved) => {
          try {
            window.localStorage.setItem(key, JSON.stringify(saved));
          } catch {
            // Storage full or blocked: the answers stay on the page, only a reload loses them.
          }
        },
        clearSavedAnswers: () => window.localStorage.removeItem(key),
      },
    });
  });
  return useMachineBinding(machine, { input: { courseId, saved: readSavedAnswers(key) } });
}
