// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  cooldownEnd,
  DEFAULT_COOLDOWN_MS,
  LOAD_FAILED_KEY,
  quizMachine,
  SUBMIT_FAILED_KEY,
  unansweredOf,
  type LoadOutcome,
  type SubmitOutcome,
} from './quiz.machine';

const quiz: LearnerQuiz = {
  questions: [
    {
      id: 1,
      question_text: 'Pick one',
      type: 'radio',
      options: [
        { id: 11, option_text: 'a' },
        { id: 12, option_text: 'b' },
      ],
    },
    {
      id: 2,
      question_text: 'Pick some',
      type: 'checkbox',
      options: [
        { id: 21, option_text: 'c' },
        { id: 22, option_text: 'd' },
      ],
    },
  ],
  practice_assignments: [{ id: 5, assignment_text: 'Say done' }],
  already_passed: false,
  passed_result_id: null,
};

const result = (passed: boolean): QuizResult => ({
  passed,
  total_percent: passed ? 100 : 33,
  quiz_score: passed ? 2 : 1,
  quiz_total: 2,
  quiz_percent: passed ? 100 : 50,
  practice_score: passed ? 1 : 0,
  practice_total: 1,
  practice_percent: passed ? 100 : 0,
  result_id: 9,
  question_results: [],
  practice_results: [],
  ...(passed
    ? { next_attempt_at: null }
    : {
        next_attempt_at: '2026-01-02T10:00:00.000000Z',
        server_time: '2026-01-01T10:00:00.000000Z',
      }),
});

const cooldown = { until: '2026-01-01T12:00:00.000Z', serverTime: '2026-01-01T10:00:00.000Z' };
const never = <T>() => new Promise<T>(() => {});
const NOW = 1_000_000;
const modelMachine = quizMachine.provide({
  actors: {
    loadQuiz: fromPromise(never<LoadOutcome>),
    submitQuiz: fromPromise(never<SubmitOutcome>),
  },
});

const loaded = (output: LoadOutcome) => ({ type: 'xstate.done.actor.loadQuiz', output });
const submitted = (output: SubmitOutcome) => ({ type: 'xstate.done.actor.submitQuiz', output });
const events = [
  loaded({ kind: 'quiz', quiz }),
  loaded({ kind: 'quiz', quiz: { ...quiz, already_passed: true, passed_result_id: 4 } }),
  loaded({ kind: 'quiz', quiz: { ...quiz, questions: [], practice_assignments: [] } }),
  loaded({ kind: 'notPurchased' }),
  loaded({ kind: 'cooldown', cooldown }),
  loaded({ kind: 'failed', messageKey: 'server:quiz.something' }),
  { type: 'xstate.error.actor.loadQuiz', error: new Error('offline') },
  { type: 'answer.choose', questionId: 1, optionId: 11 },
  { type: 'answer.toggle', questionId: 2, optionId: 21 },
  { type: 'practice.input', assignmentId: 5, text: 'done' },
  { type: 'submit' },
  { type: 'dialog.close' },
  { type: 'retry' },
  submitted({ kind: 'result', result: result(true) }),
  submitted({ kind: 'result', result: result(false) }),
  submitted({ kind: 'cooldown', cooldown }),
  submitted({ kind: 'alreadyPassed' }),
  submitted({ kind: 'failed', messageKey: 'server:quiz.answers_invalid' }),
  { type: 'xstate.error.actor.submitQuiz', error: new Error('offline') },
  { type: 'xstate.after.untilNextAttempt.quiz.cooldown' },
  { type: 'xstate.after.untilNextAttempt.quiz.failed' },
];
// The graph's nodes: the state and what has been answered (the clock and the quiz do not vary).
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.answers,
    snapshot.context.practice,
    snapshot.context.unanswered,
  ]);
const paths = modelPaths(modelMachine, {
  inputs: [{ courseId: 3 }],
  events,
  serializeState,
});
const actors: Array<{ stop: () => void }> = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

describe('quiz model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(
  load: () => Promise<LoadOutcome> = () => Promise.resolve({ kind: 'quiz', quiz }),
  submit: (input: unknown) => Promise<SubmitOutcome> = () => never(),
  saved: { answers: Record<string, number[]>; practice: Record<string, string> } | null = null,
) {
  const effects = {
    load: vi.fn(load),
    submit: vi.fn(submit),
    saveAnswers: vi.fn(),
    clearSavedAnswers: vi.fn(),
  };
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise(() => effects.load()),
      submitQuiz: fromPromise(({ input }) => effects.submit(input)),
    },
    actions: {
      saveAnswers: (_, params) => effects.saveAnswers(params),
      clearSavedAnswers: () => effects.clearSavedAnswers(),
    },
  });
  // The device's clock stands at NOW (only the date is fixed: the calls still settle).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const actor = createActor(machine, { input: { courseId: 3, saved } }).start();
  actors.push(actor);
  return { actor, effects };
}

const answerAll = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'answer.choose', questionId: 1, optionId: 12 });
  actor.send({ type: 'answer.toggle', questionId: 2, optionId: 21 });
  actor.send({ type: 'answer.toggle', questionId: 2, optionId: 22 });
  actor.send({ type: 'practice.input', assignmentId: 5, text: ' done ' });
};

describe('quiz flow', () => {
  it('names every unanswered question and assignment and sends nothing', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('answering'));
    actor.send({ type: 'answer.toggle', questionId: 2, optionId: 21 });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ answering: 'incomplete' })).toBe(true);
    expect(actor.getSnapshot().context.unanswered).toEqual(['q:1', 'p:5']);
    expect(effects.submit).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches({ answering: 'editing' })).toBe(true);
  });

  it('counts a blank practice answer as unanswered and unticking empties a question', () => {
    expect(unansweredOf({ quiz, answers: { 1: [11], 2: [] }, practice: { 5: '   ' } })).toEqual([
      'q:2',
      'p:5',
    ]);
  });

  it('keeps one option for a single-choice question and toggles multiple ones', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('answering'));
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 11 });
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 12 });
    actor.send({ type: 'answer.toggle', questionId: 2, optionId: 21 });
    actor.send({ type: 'answer.toggle', questionId: 2, optionId: 22 });
    actor.send({ type: 'answer.toggle', questionId: 2, optionId: 21 });
    expect(actor.getSnapshot().context.answers).toEqual({ 1: [12], 2: [22] });
    // Every change is handed to the page to keep, as it is after the change.
    expect(effects.saveAnswers).toHaveBeenLastCalledWith({
      answers: { 1: [12], 2: [22] },
      practice: {},
    });
  });

  it('brings back saved answers that still fit the quiz, and drops the others', async () => {
    const { actor } = start(undefined, undefined, {
      answers: { 1: [11, 12], 2: [99, 22], 7: [1] },
      practice: { 5: 'half typed', 8: 'gone' },
    });
    await waitFor(actor, (s) => s.matches('answering'));
    expect(actor.getSnapshot().context).toMatchObject({
      answers: { 1: [11], 2: [22] },
      practice: { 5: 'half typed' },
    });
  });

  it('sends the answers once, then shows a pass and forgets the saved answers', async () => {
    const { actor, effects } = start(undefined, () =>
      Promise.resolve({ kind: 'result', result: result(true) }),
    );
    await waitFor(actor, (s) => s.matches('answering'));
    answerAll(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('passed'));
    expect(effects.submit).toHaveBeenCalledTimes(1);
    expect(effects.submit).toHaveBeenCalledWith({
      courseId: 3,
      answers: { 1: [12], 2: [21, 22] },
      practice: { 5: ' done ' },
    });
    expect(actor.getSnapshot().context.passedResultId).toBe(9);
    expect(effects.clearSavedAnswers).toHaveBeenCalledTimes(1);
  });

  it('after a failure, counts to the next attempt on the server’s clock, not the device’s', async () => {
    const { actor } = start(undefined, () =>
      Promise.resolve({ kind: 'result', result: result(false) }),
    );
    await waitFor(actor, (s) => s.matches('answering'));
    answerAll(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    // The server said 24 hours from its own time: that is 24 hours from the device's now.
    expect(actor.getSnapshot().context.nextAttemptAt).toBe(NOW + 24 * 3600 * 1000);
  });

  it('counts 24 hours when a failed result does not say when', async () => {
    const { next_attempt_at: _gone, server_time: _also, ...bare } = result(false);
    const { actor } = start(undefined, () => Promise.resolve({ kind: 'result', result: bare }));
    await waitFor(actor, (s) => s.matches('answering'));
    answerAll(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.nextAttemptAt).toBe(NOW + DEFAULT_COOLDOWN_MS);
  });

  it('reads a 429 cooldown as the server’s remaining time', async () => {
    const { actor } = start(() => Promise.resolve({ kind: 'cooldown', cooldown }));
    await waitFor(actor, (s) => s.matches('cooldown'));
    expect(actor.getSnapshot().context.nextAttemptAt).toBe(NOW + 2 * 3600 * 1000);
    expect(cooldownEnd({ until: 'bad', serverTime: 'bad' }, 0)).toBe(DEFAULT_COOLDOWN_MS);
  });

  it('asks again when the cooldown runs out', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<LoadOutcome>>()
        .mockResolvedValueOnce({
          kind: 'cooldown',
          cooldown: { until: '2026-01-01T10:00:05.000Z', serverTime: '2026-01-01T10:00:00.000Z' },
        })
        .mockResolvedValueOnce({ kind: 'quiz', quiz });
      const machine = quizMachine.provide({
        actors: {
          loadQuiz: fromPromise(() => load()),
          submitQuiz: fromPromise(never<SubmitOutcome>),
        },
      });
      const actor = createActor(machine, { input: { courseId: 3 } }).start();
      actors.push(actor);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('cooldown');
      await vi.advanceTimersByTimeAsync(4999);
      expect(actor.getSnapshot().value).toBe('cooldown');
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('answering')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every answer when sending fails, with the message', async () => {
    const { actor } = start(undefined, () => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('answering'));
    answerAll(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches({ answering: 'rejected' }));
    expect(actor.getSnapshot().context).toMatchObject({
      errorKey: SUBMIT_FAILED_KEY,
      answers: { 1: [12], 2: [21, 22] },
    });
  });

  it('says why loading failed and tries again', async () => {
    const load = vi
      .fn<() => Promise<LoadOutcome>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ kind: 'notPurchased' });
    const { actor } = start(load);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.errorKey).toBe(LOAD_FAILED_KEY);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('notPurchased'));
  });
});
