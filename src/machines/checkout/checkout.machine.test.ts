// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { misplacedActions } from '../../../tests/support/model-actions';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  amountProblem,
  amountToPay,
  balanceCovers,
  checkoutMachine,
  payBlocker,
  verificationActorOf,
  type AttemptCheck,
  type AttemptCheckRequest,
  type CancelAnswer,
  type CheckoutContext,
  type CheckoutData,
  type CheckoutInput,
  type CheckoutLoad,
  type PayAnswer,
  type PayRequest,
} from './checkout.machine';
import type { Money, PaymentCallFailed, PaymentDetails, PaymentFailure } from './payment-types';
import {
  paymentVerificationMachine,
  type PaymentAnswer,
  type PaymentVerificationOutput,
} from './payment-verification.machine';

/** A call that failed, as it answers it. */
const fails = (kind: PaymentFailure['kind'], parts: Omit<PaymentFailure, 'kind'> = {}) =>
  ({ outcome: 'failed', failure: { kind, ...parts } }) as PaymentCallFailed;

const amd = (amount: string): Money => ({ amount, currency: 'AMD' });
const course = { id: 7, title: 'Design basics', price: amd('2000.00') };
const card = { id: 'card-1', pan: '4111 **** **** 1111', brand: 'Visa' };

function data(overrides: Partial<CheckoutData> = {}): CheckoutData {
  return {
    course,
    balance: amd('5000.00'),
    walletCurrency: 'AMD',
    savedCards: [card],
    owned: false,
    pendingPaymentId: null,
    ...overrides,
  };
}

const payment = (status: string, overrides: Partial<PaymentDetails> = {}): PaymentDetails => ({
  paymentId: 'pay-1',
  status,
  purpose: 'course_purchase',
  courseId: 7,
  amount: '2000.00',
  currency: 'AMD',
  orderNumber: 'ORD-1001',
  reason: null,
  ...overrides,
});

/** A loaded checkout, as `loadCheckout` answers it. */
const load = (overrides: Partial<CheckoutData> = {}): CheckoutLoad => ({
  outcome: 'loaded',
  data: data(overrides),
});

/** A payment as `fetchPayment` answers it. */
const fetched = (status: string, overrides: Partial<PaymentDetails> = {}): PaymentAnswer => ({
  outcome: 'payment',
  payment: payment(status, overrides),
});

/** The keys of the attempts, in order: `key-1`, `key-2`, … (the machine draws random UUIDs). */
function numberKeys() {
  let next = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `key-${++next}` as ReturnType<typeof crypto.randomUUID>,
  );
}

const courseInput = (): CheckoutInput => ({ purpose: 'course_purchase', courseId: 7 });
const fundsInput = (): CheckoutInput => ({ purpose: 'add_funds' });

// --- the model: every call never settles, the generated paths deliver their outcomes ---

const never = <T>() => new Promise<T>(() => {});
const modelMachine = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise(never<CheckoutLoad>),
    pay: fromPromise(never<PayAnswer>),
    checkAttempt: fromPromise(never<AttemptCheck>),
    cancelPayment: fromPromise(never<CancelAnswer>),
    verifyPayment: fromPromise(never<PaymentVerificationOutput>) as never,
  },
});
const loaded = (output: CheckoutLoad) => ({ type: 'xstate.done.actor.loadCheckout', output });
const paid = (output: PayAnswer) => ({ type: 'xstate.done.actor.pay', output });
const payFailed = (kind: PaymentFailure['kind'], parts: Omit<PaymentFailure, 'kind'> = {}) =>
  paid(fails(kind, parts));
/** A call that threw instead of answering: a fault of the app, never the server's answer. */
const threw = (actor: string) => ({ type: `xstate.error.actor.${actor}`, error: new Error('bug') });
const checked = (output: AttemptCheck) => ({ type: 'xstate.done.actor.checkAttempt', output });
const verified = (outcome: PaymentVerificationOutput['outcome'], status: string) => ({
  type: 'xstate.done.actor.verifyPayment',
  output: { outcome, payment: payment(status), reason: null },
});
const events = [
  loaded(load()),
  loaded(load({ owned: true })),
  loaded(load({ pendingPaymentId: 'pay-0' })),
  loaded(load({ course: null })),
  loaded(fails('network')),
  threw('loadCheckout'),
  { type: 'RETRY' },
  { type: 'SELECT_METHOD', method: { kind: 'balance' } },
  { type: 'SELECT_METHOD', method: { kind: 'saved_card', cardId: 'card-1' } },
  { type: 'SELECT_METHOD', method: { kind: 'saved_card', cardId: 'card-404' } },
  { type: 'SELECT_METHOD', method: { kind: 'new_card' } },
  { type: 'TOGGLE_SAVE_CARD' },
  { type: 'SET_AMOUNT', amount: '5000' },
  { type: 'SET_AMOUNT', amount: '' },
  { type: 'PAY' },
  paid({ outcome: 'paid', payment: payment('completed') }),
  paid({ outcome: 'redirect', redirectUrl: 'https://bank.test/pay/1', paymentId: 'pay-1' }),
  paid({ outcome: 'pending', paymentId: 'pay-1' }),
  payFailed('network'),
  payFailed('price_changed', { price: amd('2500.00') }),
  payFailed('already_purchased'),
  payFailed('declined', { messageKey: 'payment.insufficient_balance' }),
  payFailed('validation', { fieldErrors: { amount: 'payment.amount_too_small' } }),
  payFailed('not_found'),
  threw('pay'),
  checked({ found: false }),
  checked({ found: true, payment: payment('approved') }),
  checked({ found: true, payment: payment('declined', { reason: 'Do not honour' }) }),
  checked({ found: true, payment: payment('canceled') }),
  checked({ found: true, payment: payment('pending') }),
  checked({ found: null, failure: { kind: 'network' } }),
  threw('checkAttempt'),
  verified('succeeded', 'deposited'),
  verified('declined', 'declined'),
  verified('canceled', 'canceled'),
  verified('unknown', 'refunded'),
  { type: 'CHECK_AGAIN' },
  { type: 'CANCEL_PENDING' },
  {
    type: 'xstate.done.actor.cancelPayment',
    output: { outcome: 'cancelled', payment: payment('canceled', { paymentId: 'pay-0' }) },
  },
  { type: 'xstate.done.actor.cancelPayment', output: fails('server') },
  threw('cancelPayment'),
  { type: 'CONFIRM_NEW_PRICE' },
  { type: 'CANCEL' },
  { type: 'TRY_AGAIN' },
];
// Keys, notices and prices differ on every path; what decides the next step is the state, the
// kind of method chosen, whether Pay is possible and whether the balance covers the price.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CheckoutContext;
  return JSON.stringify([
    snapshot.value,
    context.method.kind,
    payBlocker(context),
    balanceCovers(context.balance, context.course?.price ?? null),
  ]);
};
const paths = modelPaths(modelMachine, {
  inputs: [courseInput(), fundsInput()],
  events,
  serializeState,
});
const actors: Array<{ stop: () => void }> = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
});

describe('checkout model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });

  it('tells the view to refresh, forget a remembered payment and leave on exactly the right steps', () => {
    expect(
      misplacedActions(modelMachine, paths, {
        'checkout.loadFailed': ['pendingCheckDone'],
        'checkout.owned': ['pendingCheckDone', 'paymentSettled'],
        'checkout.choosing': ['pendingCheckDone'],
        'checkout.succeeded': ['pendingCheckDone', 'paymentSettled'],
        'checkout.alreadyOwned': ['paymentSettled'],
        'checkout.redirectingToBank': ['leaveForBank'],
      }),
    ).toEqual([]);
  });
});

// --- behaviour with fake calls ---

interface Calls {
  loadCheckout?: () => Promise<CheckoutLoad>;
  pay?: (request: PayRequest) => Promise<PayAnswer>;
  checkAttempt?: (request: AttemptCheckRequest) => Promise<AttemptCheck>;
  fetchPayment?: (paymentId: string) => Promise<PaymentAnswer>;
  cancelPayment?: (paymentId: string) => Promise<CancelAnswer>;
}

function start(input: CheckoutInput, calls: Calls = {}) {
  numberKeys();
  const effects = {
    loadCheckout: vi.fn(calls.loadCheckout ?? (() => Promise.resolve(load()))),
    pay: vi.fn(calls.pay ?? (() => never<PayAnswer>())),
    checkAttempt: vi.fn(calls.checkAttempt ?? (() => never<AttemptCheck>())),
    fetchPayment: vi.fn(calls.fetchPayment ?? (() => never<PaymentAnswer>())),
    cancelPayment: vi.fn(calls.cancelPayment ?? (() => never<CancelAnswer>())),
  };
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(() => effects.loadCheckout()),
      pay: fromPromise(({ input }) => effects.pay(input)),
      checkAttempt: fromPromise(({ input }) => effects.checkAttempt(input)),
      cancelPayment: fromPromise(({ input }) => effects.cancelPayment(input.paymentId)),
      verifyPayment: paymentVerificationMachine.provide({
        actors: {
          fetchPayment: fromPromise(({ input }) => effects.fetchPayment(input.paymentId)),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ...input, polling: { firstDelayMs: 1, maxDelayMs: 2, maxPolls: 2, ...input.polling } },
  }).start();
  actors.push(actor);
  const settled = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (snapshot) => snapshot.matches(state));
  return { actor, effects, settled, context: () => actor.getSnapshot().context };
}

const keysSent = (pay: { mock: { calls: Array<[PayRequest]> } }) =>
  pay.mock.calls.map(([request]) => request.idempotencyKey);

describe('checkout: one charge per press', () => {
  it('sends one request for a press, and ignores presses while it is in flight', async () => {
    const { actor, effects, settled } = start(courseInput());
    await settled('choosing');
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.pay).toHaveBeenCalledTimes(1);
    expect(effects.pay).toHaveBeenCalledWith({
      purpose: 'course_purchase',
      courseId: 7,
      method: { kind: 'new_card', saveCard: false },
      amount: '2000.00',
      currency: 'AMD',
      idempotencyKey: 'key-1',
    });
  });

  it('checks the attempt after a network failure, then retries it with the same key', async () => {
    let calls = 0;
    const { actor, effects, settled, context } = start(courseInput(), {
      pay: () =>
        ++calls === 1
          ? Promise.resolve(fails('network'))
          : Promise.resolve({ outcome: 'paid', payment: payment('completed') }),
      checkAttempt: () => Promise.resolve({ found: false }),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'balance' } });
    actor.send({ type: 'PAY' });
    await settled('failed');
    // Never a blind re-charge: the server was asked about the attempt before a retry is offered.
    expect(effects.checkAttempt).toHaveBeenCalledWith({
      purpose: 'course_purchase',
      courseId: 7,
      idempotencyKey: 'key-1',
      paymentId: null,
    });
    expect(effects.pay).toHaveBeenCalledTimes(1);
    expect(context().failure).toEqual({ kind: 'network' });
    actor.send({ type: 'RETRY' });
    await settled('succeeded');
    expect(keysSent(effects.pay)).toEqual(['key-1', 'key-1']);
    expect(context().payment).toMatchObject({ orderNumber: 'ORD-1001' });
  });

  it('lands on the real outcome when the lost attempt had gone through', async () => {
    const { actor, effects, settled, context } = start(courseInput(), {
      pay: () => Promise.resolve(fails('server')),
      checkAttempt: () => Promise.resolve({ found: true, payment: payment('completed') }),
    });
    await settled('choosing');
    actor.send({ type: 'PAY' });
    await settled('succeeded');
    expect(effects.pay).toHaveBeenCalledTimes(1);
    expect(context().payment?.status).toBe('completed');
  });

  it('follows a lost saved-card attempt that is still pending until the bank answers', async () => {
    let status = 'pending';
    const { actor, effects, settled } = start(courseInput(), {
      pay: () => Promise.resolve(fails('network')),
      checkAttempt: () => Promise.resolve({ found: true, payment: payment('pending') }),
      fetchPayment: () => Promise.resolve(fetched(status)),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'saved_card', cardId: 'card-1' } });
    actor.send({ type: 'PAY' });
    await settled('confirmingPayment');
    const verification = verificationActorOf(actor.getSnapshot())!;
    await waitFor(verification, (snapshot) => snapshot.matches('stillProcessing'));
    expect(effects.fetchPayment).toHaveBeenCalledWith('pay-1');
    status = 'approved';
    actor.send({ type: 'CHECK_AGAIN' });
    await settled('succeeded');
    expect(effects.pay).toHaveBeenCalledTimes(1);
  });

  it('uses a new key for a new attempt after a decline, keeping the method', async () => {
    const { actor, effects, settled, context } = start(courseInput(), {
      pay: () => Promise.resolve(fails('declined', { messageKey: 'Card expired' })),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'saved_card', cardId: 'card-1' } });
    actor.send({ type: 'PAY' });
    await settled('declined');
    expect(context()).toMatchObject({
      declineReason: 'Card expired',
      method: { kind: 'saved_card', cardId: 'card-1' },
    });
    actor.send({ type: 'TRY_AGAIN' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'PAY' });
    await settled('declined');
    expect(keysSent(effects.pay)).toEqual(['key-1', 'key-2']);
  });

  it('keeps the typed amount and the method after a declined top-up', async () => {
    const { actor, settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
      pay: () => Promise.resolve(fails('declined')),
    });
    await settled('choosing');
    actor.send({ type: 'SET_AMOUNT', amount: '15000' });
    actor.send({ type: 'TOGGLE_SAVE_CARD' });
    actor.send({ type: 'PAY' });
    await settled('declined');
    actor.send({ type: 'TRY_AGAIN' });
    expect(context()).toMatchObject({
      amount: '15000',
      saveCard: true,
      method: { kind: 'new_card' },
    });
  });
});

describe('checkout: the server prices', () => {
  it('shows the new price, and pays it only after confirmation, with a new key', async () => {
    let calls = 0;
    const { actor, effects, settled, context } = start(courseInput(), {
      pay: () =>
        ++calls === 1
          ? Promise.resolve(fails('price_changed', { price: amd('2500.00') }))
          : Promise.resolve({
              outcome: 'redirect',
              redirectUrl: 'https://bank.test/2',
              paymentId: 'p2',
            }),
    });
    await settled('choosing');
    actor.send({ type: 'PAY' });
    await settled('priceChanged');
    expect(context().newPrice).toEqual(amd('2500.00'));
    actor.send({ type: 'CONFIRM_NEW_PRICE' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(context().course?.price).toEqual(amd('2500.00'));
    actor.send({ type: 'PAY' });
    await settled('redirectingToBank');
    expect(
      effects.pay.mock.calls.map(([request]) => [request.amount, request.idempotencyKey]),
    ).toEqual([
      ['2000.00', 'key-1'],
      ['2500.00', 'key-2'],
    ]);
    expect(context().redirectUrl).toBe('https://bank.test/2');
    expect(context().attempt?.paymentId).toBe('p2');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('drops the balance choice when the new price is more than the balance', async () => {
    const { actor, settled, context } = start(courseInput(), {
      pay: () => Promise.resolve(fails('price_changed', { price: amd('5000.01') })),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'balance' } });
    actor.send({ type: 'PAY' });
    await settled('priceChanged');
    actor.send({ type: 'CONFIRM_NEW_PRICE' });
    expect(context().method).toEqual({ kind: 'new_card' });
    expect(payBlocker({ ...context(), method: { kind: 'balance' } })).toBe('balance_too_low');
  });

  it('ends without paying when the learner does not accept the new price', async () => {
    const { actor, effects, settled } = start(courseInput(), {
      pay: () => Promise.resolve(fails('price_changed', { price: amd('2500.00') })),
    });
    await settled('choosing');
    actor.send({ type: 'PAY' });
    await settled('priceChanged');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(effects.pay).toHaveBeenCalledTimes(1);
  });
});

describe('checkout: balance', () => {
  it('disables balance when it is one cent short, compared in minor units', async () => {
    const { actor, effects, settled, context } = start(courseInput(), {
      loadCheckout: () =>
        Promise.resolve(
          load({ balance: amd('1999.99'), course: { ...course, price: amd('2000.00') } }),
        ),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'balance' } });
    expect(context().method).toEqual({ kind: 'new_card' });
    expect(payBlocker({ ...context(), method: { kind: 'balance' } })).toBe('balance_too_low');
    expect(effects.pay).not.toHaveBeenCalled();
  });

  it('allows balance when it equals the price exactly', async () => {
    const { actor, settled, context } = start(courseInput(), {
      loadCheckout: () => Promise.resolve(load({ balance: amd('2000'), course })),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'balance' } });
    expect(context().method).toEqual({ kind: 'balance' });
    expect(payBlocker(context())).toBeNull();
  });

  it.each<[Money, Money, boolean]>([
    [amd('1999.99'), amd('2000.00'), false],
    [amd('2000.00'), amd('2000'), true],
    [amd('0.30'), amd('0.3'), true],
    [amd('100000'), { amount: '10', currency: 'USD' }, false],
    [amd('abc'), amd('1'), false],
  ])('balance %j covers %j: %s', (balance, price, covers) => {
    expect(balanceCovers(balance, price)).toBe(covers);
  });

  it('never offers balance for adding funds', async () => {
    const { actor, settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
    });
    await settled('choosing');
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'balance' } });
    expect(context().method).toEqual({ kind: 'new_card' });
    expect(payBlocker({ ...context(), amount: '100', method: { kind: 'balance' } })).toBe(
      'no_method',
    );
  });
});

describe('checkout: add funds', () => {
  it('pays the typed amount in the wallet currency, and not before an amount is typed', async () => {
    const { actor, effects, settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
    });
    await settled('choosing');
    actor.send({ type: 'PAY' });
    expect(effects.pay).not.toHaveBeenCalled();
    // Said at the amount rather than a Pay that does nothing.
    await settled({ choosing: 'invalid' });
    expect(context().fieldErrors).toEqual({ amount: 'payments:amount.required' });
    actor.send({ type: 'SET_AMOUNT', amount: ' 5000 ' });
    expect(context().fieldErrors).toEqual({});
    actor.send({ type: 'SELECT_METHOD', method: { kind: 'saved_card', cardId: 'card-1' } });
    actor.send({ type: 'PAY' });
    expect(effects.pay).toHaveBeenCalledWith({
      purpose: 'add_funds',
      courseId: null,
      method: { kind: 'saved_card', cardId: 'card-1' },
      amount: '5000.00',
      currency: 'AMD',
      idempotencyKey: 'key-1',
    });
  });

  it.each([
    ['en', '1,000', '1000.00'],
    ['en', '1,000.5', '1000.50'],
    ['ru', '1 000', '1000.00'],
    ['ru', '1 000,50', '1000.50'],
    ['arm', '1\u00a0000', '1000.00'],
  ] as const)('reads an amount typed in %s as %s', async (language, typed, sent) => {
    const { actor, effects, settled } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
    });
    await settled('choosing');
    actor.send({ type: 'SET_AMOUNT', amount: typed, language });
    actor.send({ type: 'PAY' });
    expect(effects.pay).toHaveBeenCalledWith(expect.objectContaining({ amount: sent }));
  });

  it.each([
    ['0', 'payments:amount.notPositive'],
    ['abc', 'payments:amount.unreadable'],
    ['1,00', 'payments:amount.unreadable'],
    ['10.005', 'payments:amount.tooPrecise'],
    ['99.99', 'payments:amount.min'],
    ['500000.01', 'payments:amount.max'],
  ])(
    'refuses %s at the amount before sending, by the limits the server gave',
    async (typed, key) => {
      const { actor, effects, settled, context } = start(fundsInput(), {
        loadCheckout: () =>
          Promise.resolve(
            load({ course: null, limits: { min: amd('100.00'), max: amd('500000.00') } }),
          ),
      });
      await settled('choosing');
      expect(context().limits).toEqual({ min: amd('100.00'), max: amd('500000.00') });
      actor.send({ type: 'SET_AMOUNT', amount: typed });
      expect(amountProblem(context())).toBe(key);
      actor.send({ type: 'PAY' });
      await settled({ choosing: 'invalid' });
      expect(context().fieldErrors).toEqual({ amount: key });
      expect(effects.pay).not.toHaveBeenCalled();
    },
  );

  it('without limits from the server, sends any amount and learns them from its refusal', async () => {
    const limits = { min: amd('100.00'), max: amd('500000.00') };
    const { actor, effects, settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
      pay: () =>
        Promise.resolve(
          fails('validation', {
            fieldErrors: { amount: 'payment.amount_min' },
            messageKey: 'payment.amount_min',
            limits,
          }),
        ),
    });
    await settled('choosing');
    expect(context().limits).toBeNull();
    actor.send({ type: 'SET_AMOUNT', amount: '50' });
    actor.send({ type: 'PAY' });
    await settled({ choosing: 'invalid' });
    expect(effects.pay).toHaveBeenCalledOnce();
    expect(context()).toMatchObject({ limits, formMessageKey: 'payment.amount_min' });
    // A new amount leaves no message behind that was about the old one.
    actor.send({ type: 'SET_AMOUNT', amount: '5' });
    expect(context()).toMatchObject({ fieldErrors: {}, formMessageKey: null });
    expect(amountProblem(context())).toBe('payments:amount.min');
  });

  it("keeps the server's limits at the amount field until the amount is changed", async () => {
    const { actor, settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null })),
      pay: () =>
        Promise.resolve(
          fails('validation', { fieldErrors: { amount: 'The amount must be at least 100.' } }),
        ),
    });
    await settled('choosing');
    actor.send({ type: 'SET_AMOUNT', amount: '50' });
    actor.send({ type: 'PAY' });
    await settled({ choosing: 'invalid' });
    expect(context().fieldErrors).toEqual({ amount: 'The amount must be at least 100.' });
    expect(context().amount).toBe('50');
    actor.send({ type: 'SET_AMOUNT', amount: '500' });
    expect(context().fieldErrors).toEqual({});
  });

  it('ignores an amount on a course purchase', async () => {
    const { actor, settled, context } = start(courseInput());
    await settled('choosing');
    actor.send({ type: 'SET_AMOUNT', amount: '1' });
    expect(amountToPay(context())).toEqual(amd('2000.00'));
  });
});

describe('checkout: loading and abandoned bank pages', () => {
  it('shows an owned course without a form', async () => {
    const { effects, settled } = start(courseInput(), {
      loadCheckout: () => Promise.resolve(load({ owned: true })),
    });
    await settled('owned');
    expect(effects.pay).not.toHaveBeenCalled();
  });

  it('loads again on RETRY after a failed load', async () => {
    let calls = 0;
    const { actor, settled } = start(courseInput(), {
      loadCheckout: () =>
        ++calls === 1 ? Promise.resolve(fails('network')) : Promise.resolve(load()),
    });
    await settled('loadFailed');
    actor.send({ type: 'RETRY' });
    await settled('choosing');
  });

  it.each<[string, string, 'owned' | 'choosing', object | null]>([
    ['completed', 'a course', 'owned', null],
    ['declined', 'the form, saying so,', 'choosing', { kind: 'declined', reason: 'Card declined' }],
    ['canceled', 'the form, saying so,', 'choosing', { kind: 'canceled' }],
  ])(
    'checks a payment left pending by the bank page: %s shows %s',
    async (status, _, state, notice) => {
      const { effects, settled, context } = start(courseInput(), {
        loadCheckout: () => Promise.resolve(load({ pendingPaymentId: 'pay-9' })),
        fetchPayment: () =>
          Promise.resolve(fetched(status, { paymentId: 'pay-9', reason: 'Card declined' })),
      });
      await settled(state);
      expect(effects.fetchPayment).toHaveBeenCalledWith('pay-9');
      if (notice) expect(context().notice).toMatchObject(notice);
    },
  );

  it('shows a top-up left pending that went through as succeeded', async () => {
    const { settled, context } = start(fundsInput(), {
      loadCheckout: () => Promise.resolve(load({ course: null, pendingPaymentId: 'pay-9' })),
      fetchPayment: () => Promise.resolve(fetched('deposited', { purpose: 'add_funds' })),
    });
    await settled('succeeded');
    expect(context().payment?.purpose).toBe('add_funds');
  });

  it('cancels a payment an abandoned bank page left open, then offers the form again', async () => {
    const { actor, effects, settled, context } = start(courseInput(), {
      loadCheckout: () => Promise.resolve(load({ pendingPaymentId: 'pay-9' })),
      fetchPayment: () => Promise.resolve(fetched('pending', { paymentId: 'pay-9' })),
      cancelPayment: (paymentId) =>
        Promise.resolve({ outcome: 'cancelled', payment: payment('canceled', { paymentId }) }),
    });
    await settled('checkingPendingPayment');
    await waitFor(verificationActorOf(actor.getSnapshot())!, (s) => s.matches('stillProcessing'));
    actor.send({ type: 'CANCEL_PENDING' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled('choosing');
    expect(effects.cancelPayment).toHaveBeenCalledExactlyOnceWith('pay-9');
    expect(context().notice).toMatchObject({ kind: 'canceled', payment: { paymentId: 'pay-9' } });
    expect(effects.pay).not.toHaveBeenCalled();
  });

  it('checks again, saying why, when the cancel is refused because the bank decided meanwhile', async () => {
    let status = 'pending';
    const { actor, effects, settled, context } = start(courseInput(), {
      loadCheckout: () => Promise.resolve(load({ pendingPaymentId: 'pay-9' })),
      fetchPayment: () => Promise.resolve(fetched(status, { paymentId: 'pay-9' })),
      cancelPayment: () => {
        status = 'completed';
        return Promise.resolve(fails('server'));
      },
    });
    await settled('checkingPendingPayment');
    actor.send({ type: 'CANCEL_PENDING' });
    await settled('owned');
    expect(context().cancelFailure).toEqual({ kind: 'server' });
    expect(effects.fetchPayment.mock.calls.length).toBeGreaterThan(1);
  });

  it('forwards RETRY to the check of a pending payment that could not be asked', async () => {
    let calls = 0;
    const { actor, settled } = start(courseInput(), {
      loadCheckout: () => Promise.resolve(load({ pendingPaymentId: 'pay-9' })),
      fetchPayment: () =>
        ++calls === 1 ? Promise.resolve(fails('network')) : Promise.resolve(fetched('canceled')),
    });
    await settled('checkingPendingPayment');
    const verification = verificationActorOf(actor.getSnapshot())!;
    await waitFor(verification, (snapshot) => snapshot.matches('checkFailed'));
    expect(actor.getSnapshot().matches('checkingPendingPayment')).toBe(true);
    actor.send({ type: 'RETRY' });
    await settled('choosing');
    expect(verificationActorOf(actor.getSnapshot())).toBeUndefined();
  });
});
