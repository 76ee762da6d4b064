/**
 * The instructor's payout request (decisions 21 and 31 in docs/decisions.md): the form, a confirmation
 * step that shows what will be paid out, one request per press with its own Idempotency-Key (a
 * new random UUID), and every way the request ends. The calls are injected actors that answer
 * outcomes, a failure among them (the binding builds it over the generated client); the
 * optimistic pending row in the wallet is three injected actions over the cache, so a refusal or
 * a failure takes it away again. Money is compared in integer minor units, never as floats.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toMinorUnits } from '@/lib/format/minor-units';
import type { CallFailure, FieldErrors, Money } from '../call-failure';

export const WITHDRAWAL_FIELDS = [
  'amount',
  'bankName',
  'accountHolderName',
  'accountNumber',
] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];
export type WithdrawalValues = Record<WithdrawalField, string>;

/** What one press sends: the same key on every retry of that press. */
export interface WithdrawalRequest {
  idempotencyKey: string;
  /** The decimal string the server reads (`'50000.00'`). */
  amount: string;
  currency: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
}

/** A request as the wallet lists it. */
export interface WithdrawalRow {
  id: string;
  amount: string;
  currency: string;
  status: string;
  createdAt: string;
}

/**
 * How a payout call failed: no answer (`network`: the server may have taken it), a refusal by
 * field (`validation`, with the server's limits when it named them), anything else (`server`).
 */
export type WithdrawalFailure = CallFailure<'network' | 'validation' | 'server'>;

/** What sending answers: the request the server took (null when the answer lacks it), or a failure. */
export type WithdrawalSent =
  | { outcome: 'sent'; row: WithdrawalRow | null }
  | { outcome: 'failed'; failure: WithdrawalFailure };

/** Did the server take the attempt whose answer was lost? Null: the check failed too. */
export type WithdrawalCheck =
  | { found: true; withdrawal: WithdrawalRow }
  | { found: false }
  | { found: null; failure: WithdrawalFailure };
export interface WithdrawalCheckRequest {
  idempotencyKey: string;
  amount: string;
  /** When the attempt started (ms): only requests made since count. */
  startedAt: number;
}

export interface WithdrawalInput {
  /** What can be withdrawn now (the summary's `current_balance`), in the wallet's currency. */
  balance: Money;
}

export interface WithdrawalContext {
  values: WithdrawalValues;
  balance: Money;
  fieldErrors: FieldErrors;
  /** One message for the whole form (a failure with no field), a message key. */
  messageKey: string | null;
  /** The server's limits, once it sent them (never hard-coded, decision 31). */
  limits: { min: Money; max: Money } | null;
  /** The attempt in flight or failed: its key, when it started, and what it sends. */
  attempt: { request: WithdrawalRequest; startedAt: number } | null;
  /** The request the server took. */
  result: WithdrawalRow | null;
}

export type WithdrawalEvent =
  | { type: 'EDIT'; field: WithdrawalField; value: string }
  | { type: 'BALANCE'; balance: Money }
  | { type: 'REVIEW' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' };

const emptyValues: WithdrawalValues = {
  amount: '',
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
};

/** The messages are the server's keys, so a refusal reads the same from either side. */
export function checkWithdrawal(values: WithdrawalValues, balance: Money): FieldErrors {
  const errors: FieldErrors = {};
  const amount = values.amount.trim();
  const minor = amount === '' ? null : toMinorUnits(amount);
  if (amount === '') errors.amount = 'wallet.amount_required';
  else if (minor === null || minor <= 0) errors.amount = 'wallet.amount_invalid';
  else {
    const available = toMinorUnits(balance.amount) ?? 0;
    if (minor > available) errors.amount = 'wallet.amount_exceeds_balance';
  }
  if (!values.bankName.trim()) errors.bankName = 'wallet.bank_name_required';
  if (!values.accountHolderName.trim()) errors.accountHolderName = 'wallet.account_holder_required';
  const account = values.accountNumber.trim();
  if (!account) errors.accountNumber = 'wallet.account_number_required';
  else if (!/^[A-Za-z0-9 ]{8,34}$/.test(account))
    errors.accountNumber = 'wallet.account_number_invalid';
  return errors;
}

const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** The failure a send answered, when it failed. */
const failureOf = (answer: WithdrawalSent): WithdrawalFailure | null =>
  answer.outcome === 'failed' ? answer.failure : null;

/** `'50000'` → `'50000.00'`: the amount as the API speaks it (digits only, no float). */
export function amountToSend(amount: string): string {
  const minor = toMinorUnits(amount.trim()) ?? 0;
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const theRequest = ({ context }: { context: WithdrawalContext }) => ({
  request: context.attempt!.request,
});
/** Nothing certain was taken: our pending row goes and the message says why. */
const dropAttempt = (messageKey: string) =>
  [
    { type: 'removePendingRow', params: theRequest },
    { type: 'showMessage', params: { messageKey } },
  ] as const;
/** The server has this withdrawal: its row replaces ours and is the result. */
const keepWithdrawal = <Output>(rowOf: (output: Output) => WithdrawalRow | null) =>
  [
    {
      type: 'confirmPendingRow',
      params: ({ context, event }: { context: WithdrawalContext; event: { output: Output } }) => ({
        request: context.attempt!.request,
        row: rowOf(event.output),
      }),
    },
    {
      type: 'storeResult',
      params: ({ event }: { event: { output: Output } }) => ({ row: rowOf(event.output) }),
    },
  ] as const;

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
  },
  actors: {
    submitWithdrawal: fromPromise<WithdrawalSent, WithdrawalRequest>(async () => {
      throw new Error('submitWithdrawal is provided by the binding');
    }),
    checkAttempt: fromPromise<WithdrawalCheck, WithdrawalCheckRequest>(async () => {
      throw new Error('checkAttempt is provided by the binding');
    }),
  },
  actions: {
    /** The request shows in the wallet as pending at once (the binding writes the cache). */
    showPendingRow: (_, _params: { request: WithdrawalRequest; createdAt: number }) => {},
    /** The server took it: its own row replaces ours (or the list is read again). */
    confirmPendingRow: (
      _,
      _params: { request: WithdrawalRequest; row: WithdrawalRow | null },
    ) => {},
    /** Refused or failed: our row goes, the list is as the server last said. */
    removePendingRow: (_, _params: { request: WithdrawalRequest }) => {},
    /** The request is the server's: the view goes back to the wallet, which lists it. */
    returnToWallet: () => {},
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors,
        messageKey: null,
      };
    }),
    setBalance: assign(({ event }) => (event.type === 'BALANCE' ? { balance: event.balance } : {})),
    refuse: assign(({ context }) => ({
      fieldErrors: checkWithdrawal(context.values, context.balance),
      messageKey: null,
    })),
    startAttempt: assign(({ context }) => ({
      attempt: {
        startedAt: Date.now(),
        request: {
          idempotencyKey: crypto.randomUUID(),
          amount: amountToSend(context.values.amount),
          currency: context.balance.currency,
          bankName: context.values.bankName.trim(),
          accountHolderName: context.values.accountHolderName.trim(),
          accountNumber: context.values.accountNumber.trim(),
        },
      },
      messageKey: null,
    })),
    endAttempt: assign({ attempt: null }),
    showMessage: assign((_, { messageKey }: { messageKey: string }) => ({ messageKey })),
    storeResult: assign((_, { row }: { row: WithdrawalRow | null }) => ({ result: row })),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(checkWithdrawal(context.values, context.balance)),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    values: emptyValues,
    balance: input.balance,
    fieldErrors: {},
    messageKey: null,
    limits: null,
    attempt: null,
    result: null,
  }),
  initial: 'editing',
  on: {
    // The summary refreshed (a sale settled live): the amount is checked against the new balance.
    BALANCE: { actions: 'setBalance' },
  },
  states: {
    editing: {
      initial: 'ready',
      on: {
        EDIT: { actions: 'edit' },
        REVIEW: [
          { guard: 'isValid', target: 'confirming' },
          { target: '.invalid', actions: 'refuse' },
        ],
      },
      states: {
        ready: {},
        /** A refused submit (the client's rules or the server's): focus goes to the first error. */
        invalid: {},
      },
    },
    /** What will be paid out, and where; nothing is sent yet. */
    confirming: {
      on: {
        BACK: 'editing',
        CONFIRM: {
          target: 'submitting',
          actions: [
            'startAttempt',
            {
              type: 'showPendingRow',
              params: ({ context }) => ({
                request: context.attempt!.request,
                createdAt: context.attempt!.startedAt,
              }),
            },
          ],
        },
      },
    },
    /** In flight: every press is ignored (one request per press). */
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => context.attempt!.request,
        onDone: [
          {
            // No answer: the server may have taken it. Asked before anything else is offered.
            guard: ({ event }) => failureOf(event.output)?.kind === 'network',
            target: 'checking',
          },
          {
            guard: ({ event }) => failureOf(event.output)?.kind === 'validation',
            target: 'editing.invalid',
            actions: [
              { type: 'removePendingRow', params: theRequest },
              assign(({ context, event }) => {
                const failure = failureOf(event.output)!;
                const fieldErrors = failure.fieldErrors ?? {};
                return {
                  fieldErrors,
                  // A key with no field on the form (payment_method) is the form's message.
                  messageKey: hasErrors(fieldErrors)
                    ? null
                    : (failure.messageKey ?? 'instructor-wallet:withdraw.failed'),
                  limits: failure.limits ?? context.limits,
                };
              }),
              'endAttempt',
            ],
          },
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'failed',
            actions: dropAttempt('instructor-wallet:withdraw.failed'),
          },
          {
            target: 'submitted',
            actions: keepWithdrawal((answer: WithdrawalSent) =>
              answer.outcome === 'sent' ? answer.row : null,
            ),
          },
        ],
        // A call that threw instead of answering (a fault of the app): the server may have it.
        onError: { target: 'checking' },
      },
    },
    /** The answer was lost: did the server take this attempt? */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkAttempt',
        src: 'checkAttempt',
        input: ({ context }) => ({
          idempotencyKey: context.attempt!.request.idempotencyKey,
          amount: context.attempt!.request.amount,
          startedAt: context.attempt!.startedAt,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.found === true,
            target: 'submitted',
            actions: keepWithdrawal((check: WithdrawalCheck) =>
              check.found ? check.withdrawal : null,
            ),
          },
          {
            guard: ({ event }) => event.output.found === false,
            target: 'failed',
            actions: dropAttempt('instructor-wallet:withdraw.notSent'),
          },
          {
            // The check failed too: whether it was taken is unknown.
            target: 'failed',
            actions: dropAttempt('instructor-wallet:withdraw.unknown'),
          },
        ],
        onError: {
          target: 'failed',
          actions: dropAttempt('instructor-wallet:withdraw.unknown'),
        },
      },
    },
    /** Nothing certain was taken: try the same attempt again (same key) or go back and change it. */
    failed: {
      on: {
        RETRY: {
          target: 'submitting',
          actions: [
            assign({ messageKey: null }),
            {
              type: 'showPendingRow',
              params: ({ context }) => ({
                request: context.attempt!.request,
                createdAt: context.attempt!.startedAt,
              }),
            },
          ],
        },
        BACK: { target: 'editing', actions: 'endAttempt' },
      },
    },
    submitted: { type: 'final', entry: 'returnToWallet' },
  },
});
