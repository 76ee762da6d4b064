import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
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

type FetchDone = DoneActorEvent<PaymentAnswer>;

/** `assign` for a transition taken on the server's answer, written outside the machine's config. */
const assignFromAnswer = assign<
  PaymentVerificationContext,
  FetchDone,
  undefined,
  PaymentVerificationEvent,
  never
>;

/**
 * The call both checks make, asking the server for the payment (`src` stays beside it in each
 * state, where it types the answer).
 */
const askServer = {
  id: 'fetchPayment',
  input: ({ context }: { context: PaymentVerificationContext }) => ({
    paymentId: context.paymentId,
  }),
} as const;

/** The server does not know the payment: the machine ends in `unknown` (at `target`). */
const unknownPaymentTransition = (target: string) => ({
  guard: ({ event }: { event: FetchDone }) => unknownPayment(event.output),
  target,
  actions: assignFromAnswer({ outcome: 'unknown' }),
});

/** The outcomes a payment settles in, each a final state of its own name. */
const SETTLED = ['succeeded', 'declined', 'canceled', 'refunded'] as const;

/**
 * An answer that settles the payment ends the machine in that outcome, keeping the payment (and
 * the bank's reason when declined). The first check and the quiet re-checks both take these;
 * `targetOf` names the final state from where the check runs.
 */
const settledTransitions = (targetOf: (outcome: (typeof SETTLED)[number]) => string) =>
  SETTLED.map((outcome) => ({
    guard: ({ event }: { event: FetchDone }) => isOutcome(event.output, outcome),
    target: targetOf(outcome),
    actions: assignFromAnswer(({ event }) => ({
      payment: answered(event.output),
      outcome,
      ...(outcome === 'declined' ? { reason: answered(event.output).reason } : {}),
    })),
  }));

/** Any other status (one added after this machine): `unknown` (at `target`), keeping the payment. */
const otherStatusTransition = (target: string) => ({
  target,
  actions: assignFromAnswer(({ event }) => ({
    payment: answered(event.output),
    outcome: 'unknown',
  })),
});

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
        ...askServer,
        src: 'fetchPayment',
        onDone: [
          unknownPaymentTransition('unknown'),
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'checkFailed',
            actions: assign(({ event }) => ({ failure: failureOf(event.output) })),
          },
          ...settledTransitions((outcome) => outcome),
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
          otherStatusTransition('unknown'),
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
            ...askServer,
            src: 'fetchPayment',
            onDone: [
              unknownPaymentTransition('#paymentVerification.unknown'),
              // Not shown: "still processing" stays true, and Check again shows a failure.
              { guard: ({ event }) => event.output.outcome === 'failed', target: 'idle' },
              ...settledTransitions((outcome) => `#paymentVerification.${outcome}`),
              {
                guard: ({ event }) => isOutcome(event.output, 'pending'),
                target: 'idle',
                actions: assign(({ event }) => ({ payment: answered(event.output) })),
              },
              otherStatusTransition('#paymentVerification.unknown'),
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
