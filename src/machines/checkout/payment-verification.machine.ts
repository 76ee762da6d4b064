import { assign, fromPromise, setup } from 'xstate';
import {
  paymentOutcome,
  type PaymentCallFailed,
  type PaymentDetails,
  type PaymentFailure,
} from './payment-types';

/**
 * What happened to one payment, asked of the server (spec decision 22: never the URL's
 * `status`). Used by the result page (`/payment/result`, after the bank) and, as a child, by the
 * checkout machine for a payment that answered `pending` or was left pending by an abandoned
 * bank page.
 *
 * `checking` asks `fetchPayment` (injected), which answers the payment or how the call failed;
 * the payment's status decides: approved, deposited, completed →
 * `succeeded`; declined, failed → `declined` with the bank's reason; canceled → `canceled`;
 * refunded (paid, then given back) → `refunded`;
 * pending → asked again after a growing delay (exponential backoff), and after `maxPolls`
 * re-checks → `stillProcessing`, where CHECK_AGAIN starts over. "Still processing" keeps asking
 * quietly every `quietDelayMs` (its view stays as it is, a failed quiet check is not shown), so a
 * payment the bank confirms late (a lost callback delivered afterwards) is seen within seconds
 * without a press. Any other status or a 404 →
 * `unknown`. No answer or a 5xx → `checkFailed` with RETRY. The five outcomes are final; the
 * machine's output is the outcome and the payment.
 */
export interface PollingOptions {
  /** The wait before the first re-check of a pending payment. */
  firstDelayMs?: number;
  /** Each wait is this many times the one before … */
  backoffFactor?: number;
  /** … up to this. */
  maxDelayMs?: number;
  /** Re-checks of a pending payment before "still processing" is shown. */
  maxPolls?: number;
  /** The wait between the quiet re-checks while "still processing" shows. */
  quietDelayMs?: number;
}

export const DEFAULT_POLLING: Required<PollingOptions> = {
  firstDelayMs: 1000,
  backoffFactor: 2,
  maxDelayMs: 16_000,
  maxPolls: 6,
  quietDelayMs: 5000,
};

export interface PaymentVerificationInput {
  paymentId: string;
  polling?: PollingOptions;
}

/** What `fetchPayment` answers: the payment as the server has it now, or how the call failed. */
export type PaymentAnswer = { outcome: 'payment'; payment: PaymentDetails } | PaymentCallFailed;

export type VerifiedOutcome = 'succeeded' | 'declined' | 'canceled' | 'refunded' | 'unknown';

export interface PaymentVerificationContext {
  paymentId: string;
  polling: Required<PollingOptions>;
  /** Re-checks made since the last first check (the backoff's exponent). */
  polls: number;
  /** The payment as last answered: course id, amount, currency, order number, status. */
  payment: PaymentDetails | null;
  /** The bank's reason when declined. */
  reason: string | null;
  outcome: VerifiedOutcome | null;
  /** Why the last check failed, while `checkFailed` shows. */
  failure: PaymentFailure | null;
}

export interface PaymentVerificationOutput {
  outcome: VerifiedOutcome;
  payment: PaymentDetails | null;
  reason: string | null;
}

export type PaymentVerificationEvent = { type: 'CHECK_AGAIN' } | { type: 'RETRY' };

/** The wait before re-check number `polls + 1`. */
export const pollDelayMs = (polling: Required<PollingOptions>, polls: number): number =>
  Math.min(polling.firstDelayMs * polling.backoffFactor ** polls, polling.maxDelayMs);

/** The answer's payment, when the call brought one. */
const paymentOf = (answer: PaymentAnswer): PaymentDetails | null =>
  answer.outcome === 'payment' ? answer.payment : null;

/** The answer's payment, for an answer already known to carry one. */
const answered = (answer: PaymentAnswer): PaymentDetails => paymentOf(answer)!;

const isOutcome = (answer: PaymentAnswer, outcome: string) => {
  const payment = paymentOf(answer);
  return payment !== null && paymentOutcome(payment.status) === outcome;
};

const failureOf = (answer: PaymentAnswer): PaymentFailure | null =>
  answer.outcome === 'failed' ? answer.failure : null;

/** The server does not know this payment: say so rather than guess. */
const unknownPayment = (answer: PaymentAnswer) => failureOf(answer)?.kind === 'not_found';

const outcomeKnown = {
  type: 'outcomeKnown',
  params: ({ context }: { context: PaymentVerificationContext }) => ({ payment: context.payment }),
} as const;

export const paymentVerificationMachine = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
    input: {} as PaymentVerificationInput,
    output: {} as PaymentVerificationOutput,
    tags: {} as 'busy',
  },
  actors: {
    fetchPayment: fromPromise<PaymentAnswer, { paymentId: string }>(async () => {
      throw new Error('fetchPayment is provided by the view');
    }),
  },
  actions: {
    /** Paid: the view refreshes what the learner owns and holds (given by the binding). */
    paymentSettled: () => {},
    /** The payment has its outcome: the view forgets it as a payment to follow (binding). */
    outcomeKnown: (_, _params: { payment: PaymentDetails | null }) => {},
  },
  delays: {
    pollDelay: ({ context }) => pollDelayMs(context.polling, context.polls),
    quietDelay: ({ context }) => context.polling.quietDelayMs,
  },
}).createMachine({
  id: 'paymentVerification',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    polling: { ...DEFAULT_POLLING, ...input.polling },
    polls: 0,
    payment: null,
    reason: null,
    outcome: null,
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'fetchPayment',
        src: 'fetchPayment',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: [
          {
            guard: ({ event }) => unknownPayment(event.output),
            target: 'unknown',
            actions: assign({ outcome: 'unknown' }),
          },
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'checkFailed',
            actions: assign(({ event }) => ({ failure: failureOf(event.output) })),
          },
          {
            guard: ({ event }) => isOutcome(event.output, 'succeeded'),
            target: 'succeeded',
            actions: assign(({ event }) => ({
              payment: answered(event.output),
              outcome: 'succeeded',
            })),
          },
          {
            guard: ({ event }) => isOutcome(event.output, 'declined'),
            target: 'declined',
            actions: assign(({ event }) => ({
              payment: answered(event.output),
              reason: answered(event.output).reason,
              outcome: 'declined',
            })),
          },
          {
            guard: ({ event }) => isOutcome(event.output, 'canceled'),
            target: 'canceled',
            actions: assign(({ event }) => ({
              payment: answered(event.output),
              outcome: 'canceled',
            })),
          },
          {
            guard: ({ event }) => isOutcome(event.output, 'refunded'),
            target: 'refunded',
            actions: assign(({ event }) => ({
              payment: answered(event.output),
              outcome: 'refunded',
            })),
          },
          {
            guard: ({ context, event }) =>
              isOutcome(event.output, 'pending') && context.polls < context.polling.maxPolls,
            target: 'waiting',
            actions: assign(({ event }) => ({ payment: answered(event.output) })),
          },
          {
            guard: ({ event }) => isOutcome(event.output, 'pending'),
            target: 'stillProcessing',
            actions: assign(({ event }) => ({ payment: answered(event.output) })),
          },
          {
            target: 'unknown',
            actions: assign(({ event }) => ({
              payment: answered(event.output),
              outcome: 'unknown',
            })),
          },
        ],
        // A call that threw instead of answering (a fault of the app, not the server's answer).
        onError: { target: 'checkFailed', actions: assign({ failure: { kind: 'server' } }) },
      },
    },
    /** Pending: the next check waits `pollDelay`, longer each time. */
    waiting: {
      tags: ['busy'],
      after: {
        pollDelay: {
          target: 'checking',
          actions: assign(({ context }) => ({ polls: context.polls + 1 })),
        },
      },
    },
    /**
     * Still pending after every re-check: "still processing", with a way to check again; and
     * meanwhile quiet re-checks, which end it as soon as the server knows the outcome.
     */
    stillProcessing: {
      initial: 'idle',
      on: { CHECK_AGAIN: { target: 'checking', actions: assign({ polls: 0 }) } },
      states: {
        idle: {
          after: { quietDelay: 'rechecking' },
        },
        rechecking: {
          invoke: {
            id: 'fetchPayment',
            src: 'fetchPayment',
            input: ({ context }) => ({ paymentId: context.paymentId }),
            onDone: [
              {
                guard: ({ event }) => unknownPayment(event.output),
                target: '#paymentVerification.unknown',
                actions: assign({ outcome: 'unknown' }),
              },
              // Not shown: "still processing" stays true, and Check again shows a failure.
              { guard: ({ event }) => event.output.outcome === 'failed', target: 'idle' },
              {
                guard: ({ event }) => isOutcome(event.output, 'succeeded'),
                target: '#paymentVerification.succeeded',
                actions: assign(({ event }) => ({
                  payment: answered(event.output),
                  outcome: 'succeeded',
                })),
              },
              {
                guard: ({ event }) => isOutcome(event.output, 'declined'),
                target: '#paymentVerification.declined',
                actions: assign(({ event }) => ({
                  payment: answered(event.output),
                  reason: answered(event.output).reason,
                  outcome: 'declined',
                })),
              },
              {
                guard: ({ event }) => isOutcome(event.output, 'canceled'),
                target: '#paymentVerification.canceled',
                actions: assign(({ event }) => ({
                  payment: answered(event.output),
                  outcome: 'canceled',
                })),
              },
              {
                guard: ({ event }) => isOutcome(event.output, 'refunded'),
                target: '#paymentVerification.refunded',
                actions: assign(({ event }) => ({
                  payment: answered(event.output),
                  outcome: 'refunded',
                })),
              },
              {
                guard: ({ event }) => isOutcome(event.output, 'pending'),
                target: 'idle',
                actions: assign(({ event }) => ({ payment: answered(event.output) })),
              },
              {
                target: '#paymentVerification.unknown',
                actions: assign(({ event }) => ({
                  payment: answered(event.output),
                  outcome: 'unknown',
                })),
              },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
    /** The server could not be asked (no answer, 5xx): nothing is known yet. */
    checkFailed: {
      on: { RETRY: 'checking' },
    },
    succeeded: { type: 'final', entry: ['paymentSettled', outcomeKnown] },
    declined: { type: 'final', entry: outcomeKnown },
    canceled: { type: 'final', entry: outcomeKnown },
    /** Paid, then given back: the result page says so, not that the payment is unknown. */
    refunded: { type: 'final', entry: outcomeKnown },
    unknown: { type: 'final', entry: outcomeKnown },
  },
  output: ({ context }) => ({
    outcome: context.outcome ?? 'unknown',
    payment: context.payment,
    reason: context.reason,
  }),
});
