// @vitest-environment node
// A machine's context is data: no function is ever in it (no classifier, no clock, no id maker,
// no validator). Implementations reach a machine through `.provide()` alone, and a call tells
// its machine that it failed with an outcome, never a thrown error the machine must classify.
// This walks every machine in src/machines with representative input; the model-based tests
// (tests/support/model-based.ts `replay`) check the context at every step of every path too.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyStateMachine, type InputFrom } from 'xstate';
import type { authSessionMachine } from '@/machines/auth-session/auth-session.machine';
import type { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type { paymentVerificationMachine } from '@/machines/checkout/payment-verification.machine';
import type { courseFormMachine } from '@/machines/course-form/course-form.machine';
import { emptyCourseValues } from '@/machines/course-form/course-form-values';
import type { coursePlayerMachine } from '@/machines/course-player/course-player.machine';
import type { cartToggleMachine } from '@/machines/course-toggle/cart-toggle.machine';
import type { wishlistToggleMachine } from '@/machines/course-toggle/wishlist-toggle.machine';
import type { formSubmissionMachine } from '@/machines/form-submission/form-submission.machine';
import type { notificationStreamMachine } from '@/machines/notification-stream/notification-stream.machine';
import type { quizMachine } from '@/machines/quiz/quiz.machine';
import type { verificationCodeMachine } from '@/machines/verification-code/verification-code.machine';
import type { withdrawalMachine } from '@/machines/withdrawal/withdrawal.machine';
import { machinesOf } from '../../scripts/lib/mermaid-chart';
import { functionsIn, modelPaths, replay } from '../support/model-based';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', {
  eager: true,
});
const machines: Record<string, AnyStateMachine> = Object.assign(
  {},
  ...Object.values(modules).map((module) => machinesOf(module)),
);

/** The input each machine takes, by its export name: typed, so every required part is given. */
interface Inputs {
  authSessionMachine: InputFrom<typeof authSessionMachine>;
  checkoutMachine: InputFrom<typeof checkoutMachine>;
  paymentVerificationMachine: InputFrom<typeof paymentVerificationMachine>;
  courseFormMachine: InputFrom<typeof courseFormMachine>;
  coursePlayerMachine: InputFrom<typeof coursePlayerMachine>;
  cartToggleMachine: InputFrom<typeof cartToggleMachine>;
  wishlistToggleMachine: InputFrom<typeof wishlistToggleMachine>;
  formSubmissionMachine: InputFrom<typeof formSubmissionMachine>;
  notificationStreamMachine: InputFrom<typeof notificationStreamMachine>;
  quizMachine: InputFrom<typeof quizMachine>;
  verificationCodeMachine: InputFrom<typeof verificationCodeMachine>;
  withdrawalMachine: InputFrom<typeof withdrawalMachine>;
}

/** Representative input for each machine, by its export name: a new machine needs one here. */
const INPUTS: Inputs = {
  authSessionMachine: { savedToken: 'saved-token' },
  checkoutMachine: {
    purpose: 'course_purchase',
    courseId: 7,
    amount: '',
    language: 'en',
    polling: { maxPolls: 2 },
  },
  paymentVerificationMachine: { paymentId: 'pay-1', polling: { maxPolls: 2 } },
  courseFormMachine: {
    mode: 'add',
    initialValues: emptyCourseValues([{ id: 1, editable: true, selected: false, time: '' }]),
  },
  coursePlayerMachine: { courseId: 17 },
  cartToggleMachine: { courseId: 3, member: false },
  wishlistToggleMachine: { courseId: 3, member: true },
  formSubmissionMachine: { initialValues: { email: '' }, clearOnSuccess: true },
  notificationStreamMachine: { userId: 7 },
  quizMachine: { courseId: 3, saved: { answers: { 1: [11] }, practice: { 5: 'done' } } },
  verificationCodeMachine: { email: 'learner@academy.test' },
  withdrawalMachine: { balance: { amount: '50000.00', currency: 'AMD' } },
};

/** The context a machine starts with (created, not started: nothing runs). */
const initialContext = (machine: AnyStateMachine, input: unknown): unknown =>
  createActor(machine, { input }).getSnapshot().context;

/** A machine that keeps functions in its context, as the failing convention did. */
const classifying = createMachine({
  types: {} as { input: { classifyFailure: (error: unknown) => string } },
  context: ({ input }) => ({
    classifyFailure: input.classifyFailure,
    attempt: { keys: [{ next: () => 'key-1' }], started: new Map([['at', () => 0]]) },
    video: new Blob(['v']),
  }),
  initial: 'idle',
  states: { idle: { on: { GO: 'done' } }, done: {} },
});

describe('every machine’s context is data', () => {
  it('finds the machines', () => {
    expect(Object.keys(machines).length).toBeGreaterThanOrEqual(12);
  });

  it('has representative input for every machine', () => {
    expect(
      Object.keys(machines)
        .filter((name) => !(name in INPUTS))
        .sort(),
    ).toEqual([]);
  });

  for (const [name, machine] of Object.entries(machines))
    it(`${name} holds no function in its context`, () => {
      expect(functionsIn(initialContext(machine, INPUTS[name as keyof Inputs]))).toEqual([]);
    });
});

describe('the check', () => {
  it('names every function in a context, however deep, and nothing else', () => {
    const context = initialContext(classifying, { classifyFailure: () => 'server' });
    expect(functionsIn(context)).toEqual([
      'context.classifyFailure',
      'context.attempt.keys.0.next',
      'context.attempt.started.at',
    ]);
  });

  it('fails a model-based replay whose machine keeps a function in its context', () => {
    const [path] = modelPaths(classifying, {
      inputs: [{ classifyFailure: () => 'server' }],
      events: [{ type: 'GO' }],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const check = (expected: unknown, actual: unknown) => expect(actual).toEqual(expected);
    expect(() => replay(classifying, path!, check).stop()).toThrow(/classifyFailure/);
  });
});
