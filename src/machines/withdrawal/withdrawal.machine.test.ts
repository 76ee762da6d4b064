// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { actionsAlong, enters } from '../../../tests/support/model-actions';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import type { Money } from '../call-failure';
import {
  amountToSend,
  checkWithdrawal,
  withdrawalMachine,
  type WithdrawalCheck,
  type WithdrawalCheckRequest,
  type WithdrawalContext,
  type WithdrawalFailure,
  type WithdrawalInput,
  type WithdrawalRequest,
  type WithdrawalRow,
  type WithdrawalSent,
} from './withdrawal.machine';

/** A send that failed, as the call answers it. */
const fails = (
  kind: WithdrawalFailure['kind'],
  parts: Omit<WithdrawalFailure, 'kind'> = {},
): WithdrawalSent => ({ outcome: 'failed', failure: { kind, ...parts } });
const sent = (answer: WithdrawalRow | null): WithdrawalSent => ({ outcome: 'sent', row: answer });

const amd = (amount: string): Money => ({ amount, currency: 'AMD' });

/** The keys of the attempts, in order (the machine draws random UUIDs), and the clock at 1 s. */
function fixKeysAndClock() {
  let next = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `key-${++next}` as ReturnType<typeof crypto.randomUUID>,
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000);
}

const input = (balance = '50000.00'): WithdrawalInput => ({ balance: amd(balance) });

const row = (overrides: Partial<WithdrawalRow> = {}): WithdrawalRow => ({
  id: '13',
  amount: '20000.00',
  currency: 'AMD',
  status: 'pending',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

// --- the model: every call never settles, the generated paths deliver their outcomes ---

const never = <T>() => new Promise<T>(() => {});
const modelMachine = withdrawalMachine.provide({
  actors: {
    submitWithdrawal: fromPromise(never<WithdrawalSent>),
    checkAttempt: fromPromise(never<WithdrawalCheck>),
  },
});
const submitted = (output: WithdrawalSent) => ({
  type: 'xstate.done.actor.submitWithdrawal',
  output,
});
const checked = (output: WithdrawalCheck) => ({ type: 'xstate.done.actor.checkAttempt', output });

const fill = [
  { type: 'EDIT', field: 'amount', value: '20000' },
  { type: 'EDIT', field: 'bankName', value: 'Ameriabank' },
  { type: 'EDIT', field: 'accountHolderName', value: 'Anna Petrosyan' },
  { type: 'EDIT', field: 'accountNumber', value: '1570012345678900' },
] as const;

const events = [
  ...fill,
  { type: 'EDIT', field: 'amount', value: '900000' },
  { type: 'BALANCE', balance: amd('10.00') },
  { type: 'REVIEW' },
  { type: 'BACK' },
  { type: 'CONFIRM' },
  { type: 'RETRY' },
  submitted(sent(row())),
  submitted(sent(null)),
  submitted(fails('network')),
  submitted(
    fails('validation', {
      fieldErrors: { amount: 'wallet.amount_exceeds_balance' },
      messageKey: 'wallet.amount_exceeds_balance',
    }),
  ),
  submitted(fails('server')),
  checked({ found: true, withdrawal: row() }),
  checked({ found: false }),
  checked({ found: null, failure: { kind: 'network' } }),
  // A call that threw instead of answering: a fault of the app, never the server's answer.
  { type: 'xstate.error.actor.submitWithdrawal', error: new Error('bug') },
  { type: 'xstate.error.actor.checkAttempt', error: new Error('bug') },
];

// What decides the next step: the state and whether the form would pass; keys, messages and the
// exact values differ on every path.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as WithdrawalContext;
  const errors = checkWithdrawal(context.values, context.balance);
  return JSON.stringify([snapshot.value, Object.keys(errors).sort()]);
};
const paths = modelPaths(modelMachine, { inputs: [input()], events, serializeState });
const actors: Array<{ stop: () => void }> = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('withdrawal model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });

  it('goes back to the wallet exactly when the request is taken, on every path', () => {
    const reachesSubmitted = paths.filter((path) =>
      path.steps.some((step) => step.active.includes('withdrawal.submitted')),
    );
    expect(reachesSubmitted.length).toBeGreaterThan(0);
    for (const path of paths) {
      for (const step of actionsAlong(modelMachine, path, ['returnToWallet'])) {
        expect(step.ran, `${path.name} at ${step.event}`).toEqual(
          enters('withdrawal.submitted')(step) ? ['returnToWallet'] : [],
        );
      }
    }
  });
});

// --- behaviour with fake calls ---

interface Calls {
  submit?: (request: WithdrawalRequest) => Promise<WithdrawalSent>;
  check?: (request: WithdrawalCheckRequest) => Promise<WithdrawalCheck>;
}

function start(calls: Calls = {}, given = input()) {
  fixKeysAndClock();
  const effects = {
    submit: vi.fn(calls.submit ?? (() => never<WithdrawalSent>())),
    check: vi.fn(calls.check ?? (() => never<WithdrawalCheck>())),
    showPendingRow: vi.fn(),
    confirmPendingRow: vi.fn(),
    removePendingRow: vi.fn(),
  };
  const machine = withdrawalMachine.provide({
    actors: {
      submitWithdrawal: fromPromise(({ input: request }) => effects.submit(request)),
      checkAttempt: fromPromise(({ input: request }) => effects.check(request)),
    },
    actions: {
      showPendingRow: (_, params) => effects.showPendingRow(params),
      confirmPendingRow: (_, params) => effects.confirmPendingRow(params),
      removePendingRow: (_, params) => effects.removePendingRow(params),
    },
  });
  const actor = createActor(machine, { input: given }).start();
  actors.push(actor);
  const reach = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (snapshot) => snapshot.matches(state));
  const fillIn = () => fill.forEach((event) => actor.send(event));
  return { actor, effects, reach, fillIn, context: () => actor.getSnapshot().context };
}

describe('withdrawal: the form', () => {
  it('refuses an empty form at every field with the server’s keys, and keeps what was typed', () => {
    const { actor, context } = start();
    actor.send({ type: 'EDIT', field: 'bankName', value: 'Ameriabank' });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(context().fieldErrors).toEqual({
      amount: 'wallet.amount_required',
      accountHolderName: 'wallet.account_holder_required',
      accountNumber: 'wallet.account_number_required',
    });
    expect(context().values.bankName).toBe('Ameriabank');
  });

  it('refuses an amount over the balance at the amount, compared in minor units', () => {
    const { actor, fillIn, context } = start({}, input('20000.00'));
    fillIn();
    actor.send({ type: 'EDIT', field: 'amount', value: '20000.01' });
    actor.send({ type: 'REVIEW' });
    expect(context().fieldErrors.amount).toBe('wallet.amount_exceeds_balance');
    actor.send({ type: 'EDIT', field: 'amount', value: '20000.00' });
    expect(context().fieldErrors.amount).toBeUndefined();
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('refuses what is not an amount (three decimals, a comma, zero)', () => {
    for (const amount of ['10.001', '1,5', '0', '-5', 'abc']) {
      expect(
        checkWithdrawal(
          { amount, bankName: 'b', accountHolderName: 'h', accountNumber: '12345678' },
          amd('100.00'),
        ).amount,
      ).toBe('wallet.amount_invalid');
    }
    expect(amountToSend('50000')).toBe('50000.00');
    expect(amountToSend(' 1999.9 ')).toBe('1999.90');
  });

  it('follows the balance the server reports after a live update', () => {
    const { actor, fillIn } = start();
    fillIn();
    actor.send({ type: 'BALANCE', balance: amd('100.00') });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('wallet.amount_exceeds_balance');
  });
});

describe('withdrawal: one request per press', () => {
  it('sends nothing before the confirmation, then one request however often Confirm is pressed', async () => {
    const { actor, effects, fillIn, reach } = start({ submit: () => Promise.resolve(sent(row())) });
    fillIn();
    actor.send({ type: 'REVIEW' });
    expect(effects.submit).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'REVIEW' });
    expect(effects.submit).toHaveBeenCalledTimes(1);
    expect(effects.submit).toHaveBeenCalledWith({
      idempotencyKey: 'key-1',
      amount: '20000.00',
      currency: 'AMD',
      bankName: 'Ameriabank',
      accountHolderName: 'Anna Petrosyan',
      accountNumber: '1570012345678900',
    });
    await reach('submitted');
    expect(actor.getSnapshot().context.result).toEqual(row());
    expect(effects.showPendingRow).toHaveBeenCalledTimes(1);
    expect(effects.confirmPendingRow).toHaveBeenCalledTimes(1);
    expect(effects.removePendingRow).not.toHaveBeenCalled();
  });

  it('shows the pending row at once and takes it away when the server refuses, with its message at the field', async () => {
    const { actor, effects, fillIn, reach, context } = start({
      submit: () =>
        Promise.resolve(
          fails('validation', {
            fieldErrors: { amount: 'wallet.amount_min' },
            messageKey: 'wallet.amount_min',
            limits: { min: amd('1000.00'), max: amd('500000.00') },
          }),
        ),
    });
    fillIn();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    expect(effects.showPendingRow).toHaveBeenCalledWith({
      request: expect.objectContaining({ idempotencyKey: 'key-1' }),
      createdAt: 1_000,
    });
    await reach({ editing: 'invalid' });
    expect(effects.removePendingRow).toHaveBeenCalledWith({
      request: expect.objectContaining({ idempotencyKey: 'key-1' }),
    });
    expect(context().fieldErrors).toEqual({ amount: 'wallet.amount_min' });
    expect(context().limits).toEqual({ min: amd('1000.00'), max: amd('500000.00') });
    expect(context().values.accountNumber).toBe('1570012345678900');
    expect(context().attempt).toBeNull();
  });

  it('a refusal with no field on the form becomes the form’s message', async () => {
    const { actor, fillIn, reach, context } = start({
      submit: () =>
        Promise.resolve(
          fails('validation', { fieldErrors: {}, messageKey: 'wallet.payment_method_invalid' }),
        ),
    });
    fillIn();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    await reach({ editing: 'invalid' });
    expect(context().messageKey).toBe('wallet.payment_method_invalid');
  });

  it('a retry after a server error sends the same key; a new press after going back a new one', async () => {
    let answer: () => Promise<WithdrawalSent> = () => Promise.resolve(fails('server'));
    const { actor, effects, fillIn, reach, context } = start({ submit: () => answer() });
    fillIn();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    await reach('failed');
    expect(context().messageKey).toBe('instructor-wallet:withdraw.failed');
    expect(effects.removePendingRow).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY' });
    await reach('failed');
    expect(effects.submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'REVIEW' });
    answer = () => Promise.resolve(sent(null));
    actor.send({ type: 'CONFIRM' });
    await reach('submitted');
    expect(effects.submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-2',
    ]);
  });

  it('a lost answer is checked before anything else: found means sent', async () => {
    const { actor, effects, fillIn, reach } = start({
      submit: () => Promise.resolve(fails('network')),
      check: () => Promise.resolve({ found: true, withdrawal: row({ id: '77' }) }),
    });
    fillIn();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    await reach('submitted');
    expect(effects.check).toHaveBeenCalledWith({
      idempotencyKey: 'key-1',
      amount: '20000.00',
      startedAt: 1_000,
    });
    expect(actor.getSnapshot().context.result?.id).toBe('77');
    expect(effects.removePendingRow).not.toHaveBeenCalled();
  });

  it('a lost answer the server never saw ends failed, the row gone, ready to retry', async () => {
    const { actor, effects, fillIn, reach, context } = start({
      submit: () => Promise.resolve(fails('network')),
      check: () => Promise.resolve({ found: false }),
    });
    fillIn();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    await reach('failed');
    expect(context().messageKey).toBe('instructor-wallet:withdraw.notSent');
    expect(effects.removePendingRow).toHaveBeenCalledTimes(1);
  });
});
