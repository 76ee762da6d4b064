import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { loadQuiz, submitQuiz } from '@/entities/quizzes/quiz-calls';
import { quizMachine } from '@/machines/quiz/quiz.machine';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';
import { readStored, removeStored, storedValues, writeStored } from '@/lib/storage';

/** The quiz machine over the generated client and the browser's storage. */
export function useQuizMachine(courseId: number, userId: number) {
  const { i18n } = useTranslation();
  // Answers in progress wait for a reload: per user and course, in this browser.
  const stored = storedValues.quizAnswers(userId, courseId);
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
        // Storage full or blocked: the answers stay on the page, only a reload loses them.
        saveAnswers: (_, saved) => void writeStored(stored, saved),
        clearSavedAnswers: () => removeStored(stored),
      },
    });
  });
  return useMachineBinding(machine, { input: { courseId, saved: readStored(stored) } });
}
