// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { misplacedActions } from '../../../tests/support/model-actions';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import type { PaymentDetails, PaymentFailureKind } from './payment-types';
import {
  paymentVerificationMachine,
  pollDelayMs,
  DEFAULT_POLLING,
  type PaymentAnswer,
  type PaymentVerificationInput,
} from './payment-verification.machine';

/** A fetch that failed, as the call answers it. */
const failed = (kind: PaymentFailureKind): PaymentAnswer => ({
  outcome: 'failed',
  failure: { kind },
});

const details = (status: string, reason: string | null = null): PaymentDetails => ({
  paymentId: 'pay-1',
  status,
  purpose: 'course_purchase',
  courseId: 7,
  amount: '2000.00',
  currency: 'AMD',
  orderNumber: 'ORD-1001',
  reason,
});

const payment = (status: string, reason: string | null = null): PaymentAnswer => ({
  outcome: 'payment',
  payment: details(status, reason),
});

const never = <T>() => new Promise<T>(() => {});
const modelMachine = paymentVerificationMachine.provide({
  actors: { fetchPayment: fromPromise(never<PaymentAnswer>) },
});
const answer = (status: string, reason: string | null = null) => ({
  type: 'xstate.done.actor.fetchPayment',
  output: payment(status, reason),
});
const failure = (kind: PaymentFailureKind) => ({
  type: 'xstate.done.actor.fetchPayment',
  output: failed(kind),
});
const events = [
  answer('approved'),
  answer('declined', 'Insufficient funds'),
  answer('canceled'),
  answer('pending'),
  answer('refunded'),
  answer('something-new'),
  failure('not_found'),
  failure('network'),
  // A call that threw instead of answering: a fault of the app, shown as the server's.
  { type: 'xstate.error.actor.fetchPayment', error: new Error('bug') },
  { type: 'xstate.after.pollDelay.paymentVerification.waiting' },
  { type: 'xstate.after.quietDelay.paymentVerification.stillProcessing.idle' },
  { type: 'CHECK_AGAIN' },
  { type: 'RETRY' },
];
const input: PaymentVerificationInput = {
  paymentId: 'pay-1',
  polling: { maxPolls: 2 },
};
// The polls count is part of the state: pending twice is not pending three times.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.polls]);
const paths = modelPaths(modelMachine, { inputs: [input], events, serializeState });
const actors: Array<{ stop: () => void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('payment verification model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });

  it('tells the view the outcome (and a payment to refresh for) on exactly the final steps', () => {
    expect(
      misplacedActions(modelMachine, paths, {
        'paymentVerification.succeeded': ['paymentSettled', 'outcomeKnown'],
        'paymentVerification.declined': ['outcomeKnown'],
        'paymentVerification.canceled': ['outcomeKnown'],
        'paymentVerification.refunded': ['outcomeKnown'],
        'paymentVerification.unknown': ['outcomeKnown'],
      }),
    ).toEqual([]);
  });
});

function start(
  fetchPayment: (paymentId: string) => Promise<PaymentAnswer>,
  polling: PaymentVerificationInput['polling'] = { firstDelayMs: 1, maxDelayMs: 4, maxPolls: 3 },
) {
  const fetch = vi.fn(fetchPayment);
  const machine = paymentVerificationMachine.provide({
    actors: { fetchPayment: fromPromise(({ input }) => fetch(input.paymentId)) },
  });
  const actor = createActor(machine, {
    input: { paymentId: 'pay-1', polling },
  }).start();
  actors.push(actor);
  return { actor, fetch };
}

describe('payment verification behaviour', () => {
  it.each([
    ['approved', 'succeeded'],
    ['deposited', 'succeeded'],
    ['completed', 'succeeded'],
    ['declined', 'declined'],
    ['failed', 'declined'],
    ['canceled', 'canceled'],
    ['refunded', 'refunded'],
    ['something-new', 'unknown'],
  ])('shows a %s payment as %s, with the payment in context and output', async (status, state) => {
    const { actor } = start(() => Promise.resolve(payment(status)));
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.payment).toMatchObject({
      courseId: 7,
      amount: '2000.00',
      currency: 'AMD',
      orderNumber: 'ORD-1001',
    });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: state, payment: details(status) });
  });

  it("keeps the bank's reason for a declined payment", async () => {
    const { actor } = start(() => Promise.resolve(payment('declined', 'Card expired')));
    await waitFor(actor, (snapshot) => snapshot.matches('declined'));
    expect(actor.getSnapshot().context.reason).toBe('Card expired');
    expect(actor.getSnapshot().output?.reason).toBe('Card expired');
  });

  it('shows a payment the server does not know (404) as unknown', async () => {
    const { actor } = start(() => Promise.resolve(failed('not_found')));
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'));
    expect(actor.getSnapshot().output).toEqual({ outcome: 'unknown', payment: null, reason: null });
  });

  it('offers a retry when the server cannot be asked, and asks again on RETRY', async () => {
    let calls = 0;
    const { actor, fetch } = start(() =>
      Promise.resolve(++calls === 1 ? failed('network') : payment('approved')),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('checkFailed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits longer before each re-check, up to the largest delay', () => {
    const polling = { ...DEFAULT_POLLING, firstDelayMs: 500, backoffFactor: 2, maxDelayMs: 3000 };
    expect([0, 1, 2, 3, 4].map((polls) => pollDelayMs(polling, polls))).toEqual([
      500, 1000, 2000, 3000, 3000,
    ]);
  });

  it('polls a pending payment with backoff, then shows still processing until checked again', async () => {
    vi.useFakeTimers();
    try {
      let status = 'pending';
      const { actor, fetch } = start(() => Promise.resolve(payment(status)), {
        firstDelayMs: 100,
        backoffFactor: 2,
        maxDelayMs: 10_000,
        maxPolls: 3,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      // Re-checks after 100, then 200, then 400 ms: never earlier.
      for (const [delay, calls] of [
        [100, 2],
        [200, 3],
        [400, 4],
      ] as const) {
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(fetch).toHaveBeenCalledTimes(calls - 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetch).toHaveBeenCalledTimes(calls);
      }
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
      // The limit is reached: only the quiet re-checks, every 5 s, and still processing shows.
      await vi.advanceTimersByTimeAsync(4999);
      expect(fetch).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(5);
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
      status = 'deposited';
      actor.send({ type: 'CHECK_AGAIN' });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(6);
      expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('notices by itself, within the quiet delay, a payment the bank confirmed late', async () => {
    vi.useFakeTimers();
    try {
      let status = 'pending';
      let calls = 0;
      const { actor, fetch } = start(
        () =>
          ++calls === 3 ? Promise.resolve(failed('network')) : Promise.resolve(payment(status)),
        { firstDelayMs: 100, maxPolls: 1, quietDelayMs: 2000 },
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
      // A quiet check that gets no answer shows nothing: still processing, and on it goes.
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
      expect(actor.getSnapshot().context.failure).toBeNull();
      // The lost callback is delivered: the next quiet check sees the money, no press needed.
      status = 'completed';
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(actor.getSnapshot().matches('succeeded')).toBe(true);
      expect(actor.getSnapshot().output).toMatchObject({ outcome: 'succeeded' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls again from the shortest delay after CHECK_AGAIN finds it still pending', async () => {
    vi.useFakeTimers();
    try {
      const { actor, fetch } = start(() => Promise.resolve(payment('pending')), {
        firstDelayMs: 100,
        maxPolls: 1,
      });
      await vi.advanceTimersByTimeAsync(100);
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
      actor.send({ type: 'CHECK_AGAIN' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(actor.getSnapshot().matches('stillProcessing')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
