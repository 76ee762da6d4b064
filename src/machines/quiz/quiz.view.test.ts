// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { quizMachine } from './quiz.machine';
import { quizView } from './quiz.view';

const quiz: LearnerQuiz = {
  questions: [],
  practice_assignments: [],
  already_passed: false,
  passed_result_id: null,
};
const result = { passed: false, result_id: 9 } as QuizResult;
const initial = createActor(quizMachine, { input: { courseId: 1 } as never }).getSnapshot().context;

describe('quiz view', () => {
  it('gives every state of the quiz machine a screen', () => {
    expect(
      screenOfEveryState(quizMachine, { ...initial, quiz, result }, quizView, (view) =>
        view.screen === 'answering'
          ? `answering${view.busy ? ' (busy)' : ''}${view.incomplete ? ' + incomplete' : ''}`
          : view.screen,
      ),
    ).toEqual({
      loading: 'loading',
      notPurchased: 'notPurchased',
      loadFailed: 'loadFailed',
      cooldown: 'cooldown',
      alreadyPassed: 'alreadyPassed',
      empty: 'empty',
      'answering.editing': 'answering',
      'answering.incomplete': 'answering + incomplete',
      'answering.rejected': 'answering',
      submitting: 'answering (busy)',
      passed: 'result',
      failed: 'result',
    });
  });

  it('shows the refusal only while the answers stand refused', () => {
    const rejected = quizMachine.resolveState({
      value: { answering: 'rejected' },
      context: { ...initial, quiz, errorKey: 'quizzes:send.failed' },
    });
    const editing = quizMachine.resolveState({
      value: { answering: 'editing' },
      context: { ...initial, quiz, errorKey: 'quizzes:send.failed' },
    });
    expect(quizView(rejected)).toMatchObject({ errorKey: 'quizzes:send.failed' });
    expect(quizView(editing)).toMatchObject({ errorKey: null });
  });
});
