import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import { nextAttemptOf } from '@/lib/capabilities/answers';
import type { CallFailure, Cooldown } from '../call-failure';

/**
 * Taking a bought course's quiz (`/learner/quiz/:courseId`, decision 27 in docs/decisions.md).
 *
 * loading → `notPurchased` (403) / `cooldown` (429: a countdown to `cooldown_until` read on the
 * server's clock, not the device's) / `alreadyPassed` (the certificate) / `empty` (no questions) /
 * `loadFailed` → `answering` → `submitting` → `passed` / `failed` (the next attempt's time) →
 * back to `loading` when the cooldown is over, which the server then decides.
 *
 * Every question must be answered and every assignment's answer non-blank before anything is
 * sent: a submit with gaps goes to `answering.incomplete` (the page's dialog names them and
 * focuses the first). Answers in progress are kept by the injected `saveAnswers` (the page stores
 * them per user and course) and come back through `input.saved`; a result clears them
 * (`clearSavedAnswers`). The calls are injected actors that answer outcomes (`loadQuiz`,
 * `submitQuiz`); no React, no HTTP here.
 */
export type QuizAnswers = Record<string, number[]>;
export type PracticeAnswers = Record<string, string>;

export interface SavedAnswers {
  answers: QuizAnswers;
  practice: PracticeAnswers;
}

export type { Cooldown };

/**
 * What loading answers: the quiz, or a failure — not bought (403), a cooldown (429, with its
 * times), or anything else (`failed`, with the message to show).
 */
export type LoadOutcome =
  { kind: 'quiz'; quiz: LearnerQuiz } | CallFailure<'notPurchased' | 'cooldown' | 'failed'>;

/**
 * What submitting answers: the result, or a failure — a cooldown (429), a pass in another tab
 * (409 `quiz.already_passed`), or anything else (`failed`).
 */
export type SubmitOutcome =
  { kind: 'result'; result: QuizResult } | CallFailure<'cooldown' | 'alreadyPassed' | 'failed'>;

export interface QuizInput {
  courseId: number;
  saved?: SavedAnswers | null;
}

/** The next attempt when a failed result does not say (a server without the extension). */
export const DEFAULT_COOLDOWN_MS = 24 * 60 * 60 * 1000;
export const LOAD_FAILED_KEY = 'quizzes:load.failed';
export const SUBMIT_FAILED_KEY = 'quizzes:submit.failed';

export interface QuizContext {
  courseId: number;
  quiz: LearnerQuiz | null;
  answers: QuizAnswers;
  practice: PracticeAnswers;
  /** Ids of the questions and assignments left blank at the last submit (`q:1`, `p:2`). */
  unanswered: string[];
  result: QuizResult | null;
  /** When the next attempt opens, in the device's milliseconds (the server's clock corrected). */
  nextAttemptAt: number | null;
  passedResultId: number | null;
  errorKey: string | null;
}

type QuizEvent =
  | { type: 'answer.choose'; questionId: number; optionId: number }
  | { type: 'answer.toggle'; questionId: number; optionId: number }
  | { type: 'practice.input'; assignmentId: number; text: string }
  | { type: 'submit' }
  | { type: 'dialog.close' }
  | { type: 'retry' };

/** The end of a cooldown on the device's clock: the server's remaining time from now. */
export function cooldownEnd(cooldown: Cooldown, now: number): number {
  const remaining = Date.parse(cooldown.until) - Date.parse(cooldown.serverTime);
  return now + Math.max(0, Number.isFinite(remaining) ? remaining : DEFAULT_COOLDOWN_MS);
}

/** Keeps only saved answers that still name this quiz's questions, options and assignments. */
function restore(quiz: LearnerQuiz, saved: SavedAnswers | null | undefined): SavedAnswers {
  const answers: QuizAnswers = {};
  const practice: PracticeAnswers = {};
  for (const question of quiz.questions) {
    const chosen = (saved?.answers[question.id] ?? []).filter((id) =>
      question.options.some((option) => option.id === id),
    );
    if (chosen.length > 0)
      answers[question.id] = question.type === 'radio' ? chosen.slice(0, 1) : chosen;
  }
  for (const assignment of quiz.practice_assignments) {
    const text = saved?.practice[assignment.id];
    if (typeof text === 'string' && text !== '') practice[assignment.id] = text;
  }
  return { answers, practice };
}

/** What is still blank, in the order shown: questions first, then assignments. */
export function unansweredOf(context: Pick<QuizContext, 'quiz' | 'answers' | 'practice'>) {
  if (!context.quiz) return [];
  return [
    ...context.quiz.questions
      .filter((question) => (context.answers[question.id] ?? []).length === 0)
      .map((question) => `q:${question.id}`),
    ...context.quiz.practice_assignments
      .filter((assignment) => (context.practice[assignment.id] ?? '').trim() === '')
      .map((assignment) => `p:${assignment.id}`),
  ];
}

// Runs after the assign before it, so it stores the answers as just changed.
const persist = {
  type: 'saveAnswers',
  params: ({ context }: { context: QuizContext }) => ({
    answers: context.answers,
    practice: context.practice,
  }),
} as const;

type Outcome = LoadOutcome | SubmitOutcome;
const outcomeOf = ({ event }: { event: { output: Outcome } }) => event.output;
/** Loading or submitting met a cooldown (429): the countdown to the server's time. */
const toCooldown = {
  guard: { type: 'isCooldown', params: outcomeOf },
  target: 'cooldown',
  actions: { type: 'storeCooldown', params: outcomeOf },
} as const;

/** The call failed: its message, else the general one. */
const failedWith = (fallbackKey: string) =>
  ({
    type: 'showFailure',
    params: ({ event }: { event: { output: Outcome } }) => ({
      messageKey: (event.output.kind === 'failed' ? event.output.messageKey : null) ?? fallbackKey,
    }),
  }) as const;

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  actors: {
    loadQuiz: fromPromise<LoadOutcome, { courseId: number }>(() =>
      Promise.reject(new Error('loadQuiz is provided by the page')),
    ),
    submitQuiz: fromPromise<
      SubmitOutcome,
      { courseId: number; answers: QuizAnswers; practice: PracticeAnswers }
    >(() => Promise.reject(new Error('submitQuiz is provided by the page'))),
  },
  actions: {
    saveAnswers: (_, _params: SavedAnswers) => {},
    clearSavedAnswers: () => {},
    showFailure: assign((_, { messageKey }: { messageKey: string }) => ({ errorKey: messageKey })),
    storeCooldown: assign((_, outcome: Outcome) => ({
      nextAttemptAt:
        outcome.kind === 'cooldown' && outcome.cooldown
          ? cooldownEnd(outcome.cooldown, Date.now())
          : null,
    })),
  },
  guards: {
    isNotPurchased: (_, outcome: LoadOutcome) => outcome.kind === 'notPurchased',
    isCooldown: (_, outcome: Outcome) => outcome.kind === 'cooldown',
    isAlreadyPassed: (_, outcome: LoadOutcome) =>
      outcome.kind === 'quiz' && outcome.quiz.already_passed,
    isEmpty: (_, outcome: LoadOutcome) =>
      outcome.kind === 'quiz' &&
      outcome.quiz.questions.length === 0 &&
      outcome.quiz.practice_assignments.length === 0,
    isQuiz: (_, outcome: LoadOutcome) => outcome.kind === 'quiz',
    isPassed: (_, outcome: SubmitOutcome) => outcome.kind === 'result' && outcome.result.passed,
    isFailed: (_, outcome: SubmitOutcome) => outcome.kind === 'result' && !outcome.result.passed,
    isPassedElsewhere: (_, outcome: SubmitOutcome) => outcome.kind === 'alreadyPassed',
    allAnswered: ({ context }) => unansweredOf(context).length === 0,
  },
  delays: {
    untilNextAttempt: ({ context }) => {
      const now = Date.now();
      return Math.max(0, (context.nextAttemptAt ?? now) - now);
    },
  },
}).createMachine({
  id: 'quiz',
  initial: 'loading',
  context: ({ input }) => ({
    courseId: input.courseId,
    quiz: null,
    answers: input.saved?.answers ?? {},
    practice: input.saved?.practice ?? {},
    unanswered: [],
    result: null,
    nextAttemptAt: null,
    passedResultId: null,
    errorKey: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ errorKey: null, result: null }),
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: [
          {
            guard: { type: 'isNotPurchased', params: ({ event }) => event.output },
            target: 'notPurchased',
          },
          toCooldown,
          {
            guard: { type: 'isAlreadyPassed', params: ({ event }) => event.output },
            target: 'alreadyPassed',
            actions: assign({
              passedResultId: ({ event }) =>
                event.output.kind === 'quiz' ? event.output.quiz.passed_result_id : null,
            }),
          },
          {
            guard: { type: 'isEmpty', params: ({ event }) => event.output },
            target: 'empty',
          },
          {
            guard: { type: 'isQuiz', params: ({ event }) => event.output },
            target: 'answering',
            actions: assign(({ context, event }) => {
              if (event.output.kind !== 'quiz') return {};
              const quiz = event.output.quiz;
              return { quiz, ...restore(quiz, context) };
            }),
          },
          {
            target: 'loadFailed',
            actions: failedWith(LOAD_FAILED_KEY),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ errorKey: LOAD_FAILED_KEY }) },
      },
    },
    notPurchased: {},
    loadFailed: { on: { retry: 'loading' } },
    cooldown: {
      after: { untilNextAttempt: 'loading' },
      on: { retry: 'loading' },
    },
    alreadyPassed: {},
    empty: {},
    answering: {
      initial: 'editing',
      on: {
        'answer.choose': {
          target: '.editing',
          actions: [
            assign({
              answers: ({ context, event }) => ({
                ...context.answers,
                [event.questionId]: [event.optionId],
              }),
            }),
            persist,
          ],
        },
        'answer.toggle': {
          target: '.editing',
          actions: [
            assign({
              answers: ({ context, event }) => {
                const chosen = context.answers[event.questionId] ?? [];
                return {
                  ...context.answers,
                  [event.questionId]: chosen.includes(event.optionId)
                    ? chosen.filter((id) => id !== event.optionId)
                    : [...chosen, event.optionId],
                };
              },
            }),
            persist,
          ],
        },
        'practice.input': {
          target: '.editing',
          actions: [
            assign({
              practice: ({ context, event }) => ({
                ...context.practice,
                [event.assignmentId]: event.text,
              }),
            }),
            persist,
          ],
        },
        submit: [
          { guard: 'allAnswered', target: 'submitting' },
          {
            target: '.incomplete',
            actions: assign({ unanswered: ({ context }) => unansweredOf(context) }),
          },
        ],
      },
      states: {
        editing: {},
        incomplete: { on: { 'dialog.close': 'editing' } },
        rejected: {},
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ errorKey: null, unanswered: [] }),
      invoke: {
        id: 'submitQuiz',
        src: 'submitQuiz',
        input: ({ context }) => ({
          courseId: context.courseId,
          answers: context.answers,
          practice: context.practice,
        }),
        onDone: [
          {
            guard: { type: 'isPassed', params: ({ event }) => event.output },
            target: 'passed',
            actions: [
              assign({
                result: ({ event }) =>
                  event.output.kind === 'result' ? event.output.result : null,
                passedResultId: ({ event }) =>
                  event.output.kind === 'result' ? event.output.result.result_id : null,
                answers: {},
                practice: {},
              }),
              'clearSavedAnswers',
            ],
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: [
              assign(({ event }) => {
                if (event.output.kind !== 'result') return {};
                const result = event.output.result;
                const now = Date.now();
                // Without `quiz-result-details` the cooldown is counted from the answer.
                const next = nextAttemptOf(result);
                return {
                  result,
                  // A next attempt starts blank, as the saved answers are gone too.
                  answers: {},
                  practice: {},
                  nextAttemptAt: next ? cooldownEnd(next, now) : now + DEFAULT_COOLDOWN_MS,
                };
              }),
              'clearSavedAnswers',
            ],
          },
          toCooldown,
          // Passed in another tab meanwhile: the server says so; show that state afresh.
          {
            guard: { type: 'isPassedElsewhere', params: ({ event }) => event.output },
            target: 'loading',
          },
          {
            target: 'answering.rejected',
            actions: failedWith(SUBMIT_FAILED_KEY),
          },
        ],
        onError: { target: 'answering.rejected', actions: assign({ errorKey: SUBMIT_FAILED_KEY }) },
      },
    },
    passed: {},
    failed: {
      after: { untilNextAttempt: 'loading' },
      on: { retry: 'loading' },
    },
  },
});

export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;
