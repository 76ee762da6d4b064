import type { SnapshotFrom } from 'xstate';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import type { quizMachine } from './quiz.machine';

type Snapshot = SnapshotFrom<typeof quizMachine>;

/** What the quiz page shows, by state: the one place that reads the machine's states for a view. */
export type QuizView =
  | { screen: 'loading' }
  | { screen: 'notPurchased' }
  | { screen: 'loadFailed'; errorKey: string | null }
  | { screen: 'cooldown'; nextAttemptAt: number | null }
  | { screen: 'alreadyPassed'; passedResultId: number | null }
  | { screen: 'empty' }
  | {
      screen: 'answering';
      quiz: LearnerQuiz;
      /** Sending: the answers are locked. */
      busy: boolean;
      /** The "some are blank" dialog is open. */
      incomplete: boolean;
      /** The server refused the answers: why. */
      errorKey: string | null;
    }
  | {
      screen: 'result';
      quiz: LearnerQuiz;
      result: QuizResult;
      /** Failed: the next attempt's time and "Check again" go with the result. */
      nextAttemptAt: number | null;
      failed: boolean;
    };

const quizOf = (snapshot: Snapshot): LearnerQuiz => {
  // The machine enters these states only with a loaded quiz.
  if (!snapshot.context.quiz)
    throw new Error(`quiz: ${JSON.stringify(snapshot.value)} without a quiz`);
  return snapshot.context.quiz;
};

export function quizView(snapshot: Snapshot): QuizView {
  const { context } = snapshot;
  if (snapshot.matches('loading')) return { screen: 'loading' };
  if (snapshot.matches('notPurchased')) return { screen: 'notPurchased' };
  if (snapshot.matches('loadFailed')) return { screen: 'loadFailed', errorKey: context.errorKey };
  if (snapshot.matches('cooldown'))
    return { screen: 'cooldown', nextAttemptAt: context.nextAttemptAt };
  if (snapshot.matches('alreadyPassed'))
    return { screen: 'alreadyPassed', passedResultId: context.passedResultId };
  if (snapshot.matches('empty')) return { screen: 'empty' };
  if (snapshot.matches('answering') || snapshot.matches('submitting'))
    return {
      screen: 'answering',
      quiz: quizOf(snapshot),
      busy: snapshot.hasTag('busy'),
      incomplete: snapshot.matches({ answering: 'incomplete' }),
      errorKey: snapshot.matches({ answering: 'rejected' }) ? context.errorKey : null,
    };
  if (snapshot.matches('passed') || snapshot.matches('failed')) {
    if (!context.result) throw new Error('quiz: a result state without a result');
    return {
      screen: 'result',
      quiz: quizOf(snapshot),
      result: context.result,
      nextAttemptAt: context.nextAttemptAt,
      failed: snapshot.matches('failed'),
    };
  }
  throw new Error(`quiz: no view for ${JSON.stringify(snapshot.value)}`);
}
