import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toMinorUnits } from '@/lib/format/minor-units';
import { readTypedAmount } from '@/lib/format/typed-amount';
import type { Language } from '@/lib/i18n/languages';
import {
  paymentOutcome,
  type AmountLimits,
  type FieldErrors,
  type Money,
  type PaymentCallFailed,
  type PaymentDetails,
  type PaymentFailure,
  type PaymentPurpose,
} from './payment-types';
import {
  paymentVerificationMachine,
  type PaymentVerificationOutput,
  type PollingOptions,
} from './payment-verification.machine';

/**
 * Paying, from the page loading to the outcome: a course purchase (`/learner/checkout?courseId=…`)
 * and a wallet top-up (`/learner/add-funds`) are the same flow with `purpose` telling them apart
 * (decisions 19–24 in docs/decisions.md).
 *
 * loading → `choosing` a method (balance, a saved card, a new card through the bank) → `paying`.
 * Each press of Pay is one attempt with its own Idempotency-Key (a new random UUID);
 * RETRY of that attempt sends the same key, so the server answers a repeat with its first answer
 * and never charges twice (decision 21). A network failure (or a 5xx) while paying is never
 * retried blindly: `verifying` asks the server about the attempt first. A payment that answers
 * `pending`, or one left pending by an abandoned bank page, is followed by the
 * payment-verification machine as a child (`verifyPayment`), whose CHECK_AGAIN and RETRY this
 * machine forwards; one left by an abandoned bank page can also be cancelled (CANCEL_PENDING →
 * `cancellingPendingPayment`, the injected `cancelPayment`). The server prices (decision 20): a 409 price change shows the new price and
 * asks again. Balance is offered only when it covers the price, compared in integer minor units.
 *
 * Every server call is an injected actor (`loadCheckout`, `pay`, `checkAttempt`,
 * `cancelPayment`, and `fetchPayment` inside `verifyPayment`) that answers an outcome; a failure
 * is one of them (`{ outcome: 'failed', failure }`, a `PaymentFailure`), never a thrown error to
 * classify. No React, no HTTP here.
 */
export interface SavedCard {
  id: string;
  /** The masked number the server keeps, e.g. `4111 **** **** 1111`. */
  pan: string;
  brand: string | null;
}

export interface CheckoutCourse {
  id: number;
  title: string;
  /** The price the server will charge, as it gave it. */
  price: Money;
  /**
   * The price the catalogue lists in the interface language, when it is in another currency
   * than the charge: the page shows both and says why.
   */
  listedPrice?: Money | null;
}

/** What `loadCheckout` answers: what the page needs, or why it could not load. */
export type CheckoutLoad = { outcome: 'loaded'; data: CheckoutData } | PaymentCallFailed;

/** What the page needs to offer a payment. */
export interface CheckoutData {
  /** The course being bought; null when adding funds. */
  course: CheckoutCourse | null;
  /** The wallet's balance; null when the server reports none (no payment from it then). */
  balance: Money | null;
  /** The currency top-ups are in (the wallet's). */
  walletCurrency: string;
  savedCards: SavedCard[];
  /** The learner already has the course. */
  owned: boolean;
  /** A payment for this checkout left pending by a bank page the learner did not finish. */
  pendingPaymentId: string | null;
  /** What add funds accepts, when the server says so before a refusal (an extension). */
  limits?: AmountLimits | null;
}

/** The learner's choice of method on the form. */
export type MethodChoice =
  { kind: 'balance' } | { kind: 'saved_card'; cardId: string } | { kind: 'new_card' };

/** The method as sent: a new card carries whether to save it. */
export type PaymentMethod =
  | { kind: 'balance' }
  | { kind: 'saved_card'; cardId: string }
  | { kind: 'new_card'; saveCard: boolean };

/** One press of Pay, and the retries of that press. */
export interface PaymentAttempt {
  idempotencyKey: string;
  method: PaymentMethod;
  amount: Money;
  /** Known once the server named the payment. */
  paymentId: string | null;
}

/** What `pay` is called with: one request, whichever the method. */
export interface PayRequest {
  purpose: PaymentPurpose;
  courseId: number | null;
  method: PaymentMethod;
  amount: string;
  currency: string;
  idempotencyKey: string;
}

/** What `pay` answers. */
export type PayAnswer =
  /** Charged at once (balance, or a saved card the bank approved). */
  | { outcome: 'paid'; payment: PaymentDetails | null }
  /** A new card: the bank's page takes over. */
  | { outcome: 'redirect'; redirectUrl: string; paymentId: string | null }
  /** Accepted, the bank has not answered yet: followed by payment verification. */
  | { outcome: 'pending'; paymentId: string }
  /** Refused or failed (a 409 price change with the price charged now, a decline, a 422, …). */
  | PaymentCallFailed;

export interface AttemptCheckRequest {
  purpose: PaymentPurpose;
  courseId: number | null;
  idempotencyKey: string;
  paymentId: string | null;
}

/**
 * Whether the server took an attempt whose answer was lost, and what became of it; `found` is
 * null when the check itself failed, so nothing is known.
 */
export type AttemptCheck =
  | { found: false }
  | { found: true; payment: PaymentDetails }
  | { found: null; failure: PaymentFailure };

/** What `cancelPayment` answers: the payment given up (when the answer carried it), or a failure. */
export type CancelAnswer =
  { outcome: 'cancelled'; payment: PaymentDetails | null } | PaymentCallFailed;

/** Shown on the form about an earlier payment (an abandoned bank page, a canceled attempt). */
export type CheckoutNotice =
  | { kind: 'declined'; reason: string | null; payment: PaymentDetails | null }
  | { kind: 'canceled'; payment: PaymentDetails | null }
  | { kind: 'unknown'; payment: PaymentDetails | null };

export interface CheckoutInput {
  purpose: PaymentPurpose;
  /** Required for a course purchase. */
  courseId?: number | null;
  /** A starting amount for adding funds (e.g. from the address). */
  amount?: string;
  /** The interface language, whose way of writing numbers the typed amount is read in. */
  language?: Language;
  /** How a pending payment is polled. */
  polling?: PollingOptions;
}

export interface CheckoutContext {
  purpose: PaymentPurpose;
  courseId: number | null;
  polling: PollingOptions;
  course: CheckoutCourse | null;
  balance: Money | null;
  walletCurrency: string | null;
  savedCards: SavedCard[];
  method: MethodChoice;
  /** "Save card for future use", for a new card. */
  saveCard: boolean;
  /** The add-funds amount as typed. */
  amount: string;
  /** The language the amount was typed in (`1,000` in English, `1 000` in Russian). */
  amountLanguage: Language;
  /** What add funds accepts: from the server before anything is typed, or from its refusal. */
  limits: AmountLimits | null;
  /** The current attempt; null until Pay, and again after one ends for good. */
  attempt: PaymentAttempt | null;
  /** The payment `checkingPendingPayment` follows. */
  pendingPaymentId: string | null;
  /** Why cancelling that payment failed; the check then starts again and shows its real state. */
  cancelFailure: PaymentFailure | null;
  notice: CheckoutNotice | null;
  /** The price the server charges now, while `priceChanged` shows. */
  newPrice: Money | null;
  /** The bank's reason, while `declined` shows. */
  declineReason: string | null;
  /** The server's refusal by field (422), shown at each field. */
  fieldErrors: FieldErrors;
  /** The 422's own message, if it has one. */
  formMessageKey: string | null;
  /** Why loading or paying failed, while `loadFailed` or `failed` shows. */
  failure: PaymentFailure | null;
  /** Where the browser goes in `redirectingToBank`. */
  redirectUrl: string | null;
  /** The payment that succeeded (course, amount, order number), when the server named it. */
  payment: PaymentDetails | null;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_METHOD'; method: MethodChoice }
  | { type: 'TOGGLE_SAVE_CARD' }
  | { type: 'SET_AMOUNT'; amount: string; language?: Language }
  | { type: 'PAY' }
  | { type: 'CONFIRM_NEW_PRICE' }
  | { type: 'CANCEL' }
  | { type: 'TRY_AGAIN' }
  | { type: 'CHECK_AGAIN' }
  /** Give up a payment an abandoned bank page left open, and choose again. */
  | { type: 'CANCEL_PENDING' };

/** Whether the balance pays `price`: same currency, and not less, in integer minor units. */
export function balanceCovers(balance: Money | null, price: Money | null): boolean {
  if (!balance || !price || balance.currency !== price.currency) return false;
  const have = toMinorUnits(balance.amount);
  const need = toMinorUnits(price.amount);
  return have !== null && need !== null && have >= need;
}

type Pricing = Pick<CheckoutContext, 'purpose' | 'course' | 'walletCurrency' | 'amount'> &
  Partial<Pick<CheckoutContext, 'amountLanguage' | 'limits'>>;

/** What Pay would charge: the course's price, or the typed amount in the wallet's currency. */
export function amountToPay(context: Pricing): Money | null {
  if (context.purpose === 'course_purchase') return context.course?.price ?? null;
  if (!context.walletCurrency) return null;
  const reading = readTypedAmount(context.amount, context.amountLanguage ?? 'en');
  return reading.kind === 'amount'
    ? { amount: reading.decimal, currency: context.walletCurrency }
    : null;
}

/**
 * What is wrong with the typed top-up, as the message key shown at the amount (the page adds
 * the limits and examples to it); null when it can be sent. Outside the limits only when the
 * server has said what they are; the server checks them again either way.
 */
export type AmountProblem =
  | 'payments:amount.required'
  | 'payments:amount.unreadable'
  | 'payments:amount.notPositive'
  | 'payments:amount.tooPrecise'
  | 'payments:amount.min'
  | 'payments:amount.max';

const READING_PROBLEMS = {
  empty: 'payments:amount.required',
  unreadable: 'payments:amount.unreadable',
  not_positive: 'payments:amount.notPositive',
  too_precise: 'payments:amount.tooPrecise',
} as const;

export function amountProblem(context: Pricing): AmountProblem | null {
  if (context.purpose !== 'add_funds') return null;
  const reading = readTypedAmount(context.amount, context.amountLanguage ?? 'en');
  if (reading.kind !== 'amount') return READING_PROBLEMS[reading.kind];
  const limits = context.limits;
  if (!limits || limits.min.currency !== context.walletCurrency) return null;
  const min = toMinorUnits(limits.min.amount);
  const max = toMinorUnits(limits.max.amount);
  if (min !== null && reading.minor < min) return 'payments:amount.min';
  if (max !== null && reading.minor > max) return 'payments:amount.max';
  return null;
}

/**
 * Why Pay is disabled, for the page to say; null when it is enabled. A top-up's amount never
 * disables it: Pay then says what is wrong at the amount (`amountProblem`).
 */
export type PayBlocker = 'balance_too_low' | 'amount_invalid' | 'no_method';

export function payBlocker(
  context: Pricing & Pick<CheckoutContext, 'balance' | 'method' | 'savedCards'>,
): PayBlocker | null {
  const amount = amountToPay(context);
  const units = amount ? toMinorUnits(amount.amount) : null;
  if (context.purpose === 'course_purchase' && (!amount || units === null || units <= 0))
    return 'amount_invalid';
  switch (context.method.kind) {
    case 'balance':
      if (context.purpose === 'add_funds') return 'no_method';
      return balanceCovers(context.balance, amount) ? null : 'balance_too_low';
    case 'saved_card': {
      const { cardId } = context.method;
      return context.savedCards.some((card) => card.id === cardId) ? null : 'no_method';
    }
    case 'new_card':
      return null;
  }
}

/**
 * The verification child while a pending payment is followed, for the page to show "still
 * processing" (CHECK_AGAIN) or "could not check" (RETRY); `useSelector` it. Undefined otherwise.
 */
export function verificationActorOf(
  snapshot: SnapshotFrom<typeof checkoutMachine>,
): ActorRefFrom<typeof paymentVerificationMachine> | undefined {
  return (snapshot.children as Record<string, unknown>).verifyPayment as
    ActorRefFrom<typeof paymentVerificationMachine> | undefined;
}

const resolveMethod = (context: CheckoutContext): PaymentMethod =>
  context.method.kind === 'new_card'
    ? { kind: 'new_card', saveCard: context.saveCard }
    : context.method;

const attemptOf = (context: CheckoutContext): PaymentAttempt => {
  if (!context.attempt) throw new Error('no payment attempt in progress');
  return context.attempt;
};

const withPaymentId = (context: CheckoutContext, paymentId: string | null) => ({
  attempt: context.attempt ? { ...context.attempt, paymentId } : null,
});

/** The failure a call answered, when it failed. */
const failureOf = (answer: { outcome: string } | PaymentCallFailed): PaymentFailure | null =>
  answer.outcome === 'failed' ? (answer as PaymentCallFailed).failure : null;

const failedAs = (answer: { outcome: string }, kind: PaymentFailure['kind']) =>
  failureOf(answer)?.kind === kind;

/** What a call that threw instead of answering (a fault of the app) is shown as. */
const THREW: PaymentFailure = { kind: 'server' };

const hasOutcome = (
  output: PaymentVerificationOutput,
  outcome: PaymentVerificationOutput['outcome'],
) => output.outcome === outcome;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'busy',
  },
  actors: {
    loadCheckout: fromPromise<CheckoutLoad, { purpose: PaymentPurpose; courseId: number | null }>(
      async () => {
        throw new Error('loadCheckout is provided by the view');
      },
    ),
    pay: fromPromise<PayAnswer, PayRequest>(async () => {
      throw new Error('pay is provided by the view');
    }),
    checkAttempt: fromPromise<AttemptCheck, AttemptCheckRequest>(async () => {
      throw new Error('checkAttempt is provided by the view');
    }),
    cancelPayment: fromPromise<CancelAnswer, { paymentId: string }>(async () => {
      throw new Error('cancelPayment is provided by the view');
    }),
    verifyPayment: paymentVerificationMachine,
  },
  actions: {
    storeCheckout: assign((_, data: CheckoutData) => ({
      course: data.course,
      balance: data.balance,
      walletCurrency: data.walletCurrency,
      savedCards: data.savedCards,
      pendingPaymentId: data.pendingPaymentId,
      limits: data.limits ?? null,
    })),
    selectMethod: assign(({ event }) =>
      event.type === 'SELECT_METHOD' ? { method: event.method } : {},
    ),
    toggleSaveCard: assign(({ context }) => ({ saveCard: !context.saveCard })),
    setAmount: assign(({ context, event }) => {
      if (event.type !== 'SET_AMOUNT') return {};
      // Typing answers the amount's refusal; the other fields keep theirs until the next Pay.
      // The refusal's own message goes with it when it was about the amount alone.
      const { amount: _answered, ...fieldErrors } = context.fieldErrors;
      const aboutAmountAlone = Object.keys(fieldErrors).length === 0;
      return {
        amount: event.amount,
        amountLanguage: event.language ?? context.amountLanguage,
        fieldErrors,
        ...(aboutAmountAlone ? { formMessageKey: null } : {}),
      };
    }),
    /** Pay pressed with a top-up that cannot be sent: said at the amount, nothing sent. */
    refuseAmount: assign(({ context }) => ({
      fieldErrors: { amount: amountProblem(context) ?? 'payments:amount.unreadable' },
      formMessageKey: null,
      notice: null,
    })),
    /** A new press of Pay: a new attempt with a new key. */
    startAttempt: assign(({ context }) => ({
      attempt: {
        idempotencyKey: crypto.randomUUID(),
        method: resolveMethod(context),
        amount: amountToPay(context)!,
        paymentId: null,
      },
      notice: null,
      fieldErrors: {},
      formMessageKey: null,
      declineReason: null,
      failure: null,
    })),
    endAttempt: assign({ attempt: null }),
    /** What the learner owns or holds changed: the view refreshes it (given by the binding). */
    paymentSettled: () => {},
    /**
     * Past the check of a payment an abandoned bank page left: the view forgets it as a payment
     * to follow (given by the binding).
     */
    pendingCheckDone: () => {},
    /** The view remembers the payment and sends the browser to the bank (given by the binding). */
    leaveForBank: (_, _params: { url: string | null; paymentId: string | null }) => {},
    forwardCheckAgain: sendTo('verifyPayment', { type: 'CHECK_AGAIN' }),
    forwardRetry: sendTo('verifyPayment', { type: 'RETRY' }),
  },
  guards: {
    canSelect: ({ context, event }) => {
      if (event.type !== 'SELECT_METHOD') return false;
      const { method } = event;
      switch (method.kind) {
        case 'balance':
          return (
            context.purpose === 'course_purchase' &&
            balanceCovers(context.balance, context.course?.price ?? null)
          );
        case 'saved_card':
          return context.savedCards.some((card) => card.id === method.cardId);
        case 'new_card':
          return true;
      }
    },
    canPay: ({ context }) => payBlocker(context) === null && amountProblem(context) === null,
    amountRefused: ({ context }) => payBlocker(context) === null && amountProblem(context) !== null,
    addsFunds: ({ context }) => context.purpose === 'add_funds',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    purpose: input.purpose,
    courseId: input.courseId ?? null,
    polling: input.polling ?? {},
    course: null,
    balance: null,
    walletCurrency: null,
    savedCards: [],
    method: { kind: 'new_card' },
    saveCard: false,
    amount: input.amount ?? '',
    amountLanguage: input.language ?? 'en',
    limits: null,
    attempt: null,
    pendingPaymentId: null,
    cancelFailure: null,
    notice: null,
    newPrice: null,
    declineReason: null,
    fieldErrors: {},
    formMessageKey: null,
    failure: null,
    redirectUrl: null,
    payment: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ purpose: context.purpose, courseId: context.courseId }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'loadFailed',
            actions: assign(({ event }) => ({ failure: failureOf(event.output) })),
          },
          {
            guard: ({ context, event }) =>
              context.purpose === 'course_purchase' && loadedData(event.output).owned,
            target: 'owned',
            actions: { type: 'storeCheckout', params: ({ event }) => loadedData(event.output) },
          },
          {
            guard: ({ event }) => loadedData(event.output).pendingPaymentId !== null,
            target: 'checkingPendingPayment',
            actions: { type: 'storeCheckout', params: ({ event }) => loadedData(event.output) },
          },
          {
            target: 'choosing',
            actions: { type: 'storeCheckout', params: ({ event }) => loadedData(event.output) },
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ failure: THREW }) },
      },
    },
    loadFailed: {
      entry: 'pendingCheckDone',
      on: { RETRY: 'loading' },
    },
    /** The learner has the course: "You own this course" and a link to it, no form. */
    owned: { type: 'final', entry: ['pendingCheckDone', 'paymentSettled'] },
    /** A payment left pending by an abandoned bank page: its real state decides, not a guess. */
    checkingPendingPayment: {
      tags: ['busy'],
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          paymentId: context.pendingPaymentId ?? '',
          polling: context.polling,
        }),
        onDone: [
          {
            guard: ({ context, event }) =>
              hasOutcome(event.output, 'succeeded') && context.purpose === 'course_purchase',
            target: 'owned',
            actions: assign(({ event }) => ({ payment: event.output.payment })),
          },
          {
            guard: ({ event }) => hasOutcome(event.output, 'succeeded'),
            target: 'succeeded',
            actions: assign(({ event }) => ({ payment: event.output.payment })),
          },
          {
            guard: ({ event }) => hasOutcome(event.output, 'declined'),
            target: 'choosing',
            actions: assign(({ event }) => ({
              notice: {
                kind: 'declined' as const,
                reason: event.output.reason,
                payment: event.output.payment,
              },
            })),
          },
          {
            guard: ({ event }) => hasOutcome(event.output, 'canceled'),
            target: 'choosing',
            actions: assign(({ event }) => ({
              notice: { kind: 'canceled' as const, payment: event.output.payment },
            })),
          },
          {
            target: 'choosing',
            actions: assign(({ event }) => ({
              notice: { kind: 'unknown' as const, payment: event.output.payment },
            })),
          },
        ],
      },
      on: {
        CHECK_AGAIN: { actions: 'forwardCheckAgain' },
        RETRY: { actions: 'forwardRetry' },
        CANCEL_PENDING: 'cancellingPendingPayment',
      },
    },
    /**
     * The learner left the bank's page without finishing (Back, a closed tab): rather than wait
     * out the bank's session, they cancel that payment (nothing was charged) and choose again.
     */
    cancellingPendingPayment: {
      tags: ['busy'],
      entry: assign({ cancelFailure: null }),
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ paymentId: context.pendingPaymentId ?? '' }),
        onDone: [
          {
            // Refused (e.g. 409: the bank decided meanwhile) or unanswered: the check starts
            // again and shows the payment's real state, with why the cancel did not go through.
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'checkingPendingPayment',
            actions: assign(({ event }) => ({ cancelFailure: failureOf(event.output) })),
          },
          {
            target: 'choosing',
            actions: assign(({ event }) => ({
              notice: {
                kind: 'canceled' as const,
                payment: event.output.outcome === 'cancelled' ? event.output.payment : null,
              },
            })),
          },
        ],
        onError: { target: 'checkingPendingPayment', actions: assign({ cancelFailure: THREW }) },
      },
    },
    choosing: {
      entry: 'pendingCheckDone',
      initial: 'ready',
      on: {
        SELECT_METHOD: { guard: 'canSelect', actions: 'selectMethod' },
        TOGGLE_SAVE_CARD: { actions: 'toggleSaveCard' },
        SET_AMOUNT: { guard: 'addsFunds', actions: 'setAmount' },
        PAY: [
          { guard: 'canPay', target: 'paying', actions: 'startAttempt' },
          { guard: 'amountRefused', target: '.invalid', actions: 'refuseAmount' },
        ],
      },
      states: {
        ready: {},
        /**
         * Fields refused, by the server (422) or, for a top-up's amount, before sending:
         * `fieldErrors`; the form stays usable.
         */
        invalid: {},
      },
    },
    /** One request in flight; another press does nothing. */
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => {
          const attempt = attemptOf(context);
          return {
            purpose: context.purpose,
            courseId: context.purpose === 'course_purchase' ? context.courseId : null,
            method: attempt.method,
            amount: attempt.amount.amount,
            currency: attempt.amount.currency,
            idempotencyKey: attempt.idempotencyKey,
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'paid',
            target: 'succeeded',
            actions: assign(({ event }) => ({
              payment: event.output.outcome === 'paid' ? event.output.payment : null,
            })),
          },
          {
            guard: ({ event }) => event.output.outcome === 'redirect',
            target: 'redirectingToBank',
            actions: assign(({ context, event }) =>
              event.output.outcome === 'redirect'
                ? {
                    redirectUrl: event.output.redirectUrl,
                    ...withPaymentId(context, event.output.paymentId),
                  }
                : {},
            ),
          },
          {
            guard: ({ event }) => event.output.outcome === 'pending',
            target: 'confirmingPayment',
            actions: assign(({ context, event }) =>
              event.output.outcome === 'pending'
                ? withPaymentId(context, event.output.paymentId)
                : {},
            ),
          },
          {
            // No answer, or a 5xx that may have come after the charge: ask before any retry.
            guard: ({ event }) =>
              failedAs(event.output, 'network') || failedAs(event.output, 'server'),
            target: 'verifying',
            actions: assign(({ event }) => ({ failure: failureOf(event.output) })),
          },
          {
            guard: ({ event }) => failedAs(event.output, 'price_changed'),
            target: 'priceChanged',
            actions: assign(({ event }) => ({ newPrice: failureOf(event.output)?.price ?? null })),
          },
          {
            guard: ({ event }) => failedAs(event.output, 'already_purchased'),
            target: 'alreadyOwned',
          },
          {
            guard: ({ event }) => failedAs(event.output, 'declined'),
            target: 'declined',
            actions: assign(({ event }) => ({
              declineReason: failureOf(event.output)?.messageKey ?? null,
            })),
          },
          {
            guard: ({ event }) => failedAs(event.output, 'validation'),
            target: 'choosing.invalid',
            actions: [
              'endAttempt',
              assign(({ event }) => {
                const failure = failureOf(event.output)!;
                return {
                  fieldErrors: failure.fieldErrors ?? {},
                  formMessageKey: failure.messageKey ?? null,
                  failure,
                  // The limits the server named, shown beside the amount from now on.
                  ...(failure.limits ? { limits: failure.limits } : {}),
                };
              }),
            ],
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ failure: failureOf(event.output) })),
          },
        ],
        // A call that threw instead of answering: as unsure as a 5xx, so the server is asked.
        onError: { target: 'verifying', actions: assign({ failure: THREW }) },
      },
    },
    /** The answer to Pay was lost: did the server take this attempt, and how did it end? */
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'checkAttempt',
        src: 'checkAttempt',
        input: ({ context }) => {
          const attempt = attemptOf(context);
          return {
            purpose: context.purpose,
            courseId: context.purpose === 'course_purchase' ? context.courseId : null,
            idempotencyKey: attempt.idempotencyKey,
            paymentId: attempt.paymentId,
          };
        },
        onDone: [
          {
            // The check failed too: nothing is known, RETRY sends the same key again.
            guard: ({ event }) => event.output.found === null,
            target: 'failed',
            actions: assign(({ event }) => ({
              failure: event.output.found === null ? event.output.failure : THREW,
            })),
          },
          // Not taken: offering a retry (with the same key) is safe.
          { guard: ({ event }) => event.output.found === false, target: 'failed' },
          {
            guard: ({ event }) => outcomeOfCheck(event.output) === 'succeeded',
            target: 'succeeded',
            actions: assign(({ event }) => ({ payment: paymentOfCheck(event.output) })),
          },
          {
            guard: ({ event }) => outcomeOfCheck(event.output) === 'declined',
            target: 'declined',
            actions: assign(({ event }) => ({
              declineReason: paymentOfCheck(event.output)?.reason ?? null,
            })),
          },
          {
            guard: ({ event }) => outcomeOfCheck(event.output) === 'canceled',
            target: 'choosing',
            actions: [
              'endAttempt',
              assign(({ event }) => ({
                notice: { kind: 'canceled' as const, payment: paymentOfCheck(event.output) },
              })),
            ],
          },
          {
            // Balance or a saved card, still with the bank: follow it. (A new card's pending
            // payment waits for its bank page: RETRY with the same key gets that page again.)
            guard: ({ context, event }) =>
              outcomeOfCheck(event.output) === 'pending' &&
              attemptOf(context).method.kind !== 'new_card',
            target: 'confirmingPayment',
            actions: assign(({ context, event }) =>
              withPaymentId(context, paymentOfCheck(event.output)?.paymentId ?? null),
            ),
          },
          {
            target: 'failed',
            actions: assign(({ context, event }) =>
              withPaymentId(context, paymentOfCheck(event.output)?.paymentId ?? null),
            ),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: THREW }) },
      },
    },
    /** The server accepted the attempt and the bank has not answered yet. */
    confirmingPayment: {
      tags: ['busy'],
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          paymentId: attemptOf(context).paymentId ?? '',
          polling: context.polling,
        }),
        onDone: [
          {
            guard: ({ event }) => hasOutcome(event.output, 'succeeded'),
            target: 'succeeded',
            actions: assign(({ event }) => ({ payment: event.output.payment })),
          },
          {
            guard: ({ event }) => hasOutcome(event.output, 'declined'),
            target: 'declined',
            actions: assign(({ event }) => ({ declineReason: event.output.reason })),
          },
          {
            guard: ({ event }) => hasOutcome(event.output, 'canceled'),
            target: 'choosing',
            actions: [
              'endAttempt',
              assign(({ event }) => ({
                notice: { kind: 'canceled' as const, payment: event.output.payment },
              })),
            ],
          },
          {
            // The server does not know the payment it named: RETRY asks again with the same key.
            target: 'failed',
            actions: assign({ failure: { kind: 'not_found' } }),
          },
        ],
      },
      on: {
        CHECK_AGAIN: { actions: 'forwardCheckAgain' },
        RETRY: { actions: 'forwardRetry' },
      },
    },
    /** 409 `payment.price_changed`: the new price is shown and must be confirmed. */
    priceChanged: {
      on: {
        CONFIRM_NEW_PRICE: {
          target: 'choosing',
          actions: [
            'endAttempt',
            assign(({ context }) => {
              const course =
                context.course && context.newPrice
                  ? { ...context.course, price: context.newPrice }
                  : context.course;
              // Balance stays chosen only if it still covers the new price.
              const method: MethodChoice =
                context.method.kind === 'balance' &&
                !balanceCovers(context.balance, course?.price ?? null)
                  ? { kind: 'new_card' }
                  : context.method;
              return { course, method, newPrice: null };
            }),
          ],
        },
        CANCEL: 'cancelled',
      },
    },
    /** The bank refused: its reason; the chosen method and typed amount are kept. */
    declined: {
      on: { TRY_AGAIN: { target: 'choosing', actions: 'endAttempt' } },
    },
    /** The attempt failed and was not taken (or could not be checked): RETRY sends the same key. */
    failed: {
      on: {
        RETRY: 'paying',
        CANCEL: { target: 'choosing', actions: 'endAttempt' },
      },
    },
    /** The page sends the browser to `redirectUrl` (the bank's page). */
    redirectingToBank: {
      type: 'final',
      entry: {
        type: 'leaveForBank',
        params: ({ context }) => ({
          url: context.redirectUrl,
          paymentId: context.attempt?.paymentId ?? null,
        }),
      },
    },
    succeeded: { type: 'final', entry: ['pendingCheckDone', 'paymentSettled'] },
    /** 409 `payment.already_purchased`. */
    alreadyOwned: { type: 'final', entry: 'paymentSettled' },
    /** The learner did not accept the new price. */
    cancelled: { type: 'final' },
  },
});

function paymentOfCheck(check: AttemptCheck): PaymentDetails | null {
  return check.found ? check.payment : null;
}

function outcomeOfCheck(check: AttemptCheck) {
  return check.found ? paymentOutcome(check.payment.status) : null;
}

/** The data of a load known to have succeeded (the failed one is taken first). */
function loadedData(load: CheckoutLoad): CheckoutData {
  if (load.outcome !== 'loaded') throw new Error('checkout did not load');
  return load.data;
}
