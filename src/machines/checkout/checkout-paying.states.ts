/**
 * One attempt, from the press of Pay to its outcome: the request, the check of an attempt whose
 * answer was lost, the following of a pending payment, and where each ends.
 */
import { assign } from 'xstate';
import { failedAs, failureOf, hasOutcome, THREW } from './checkout-answers';
import { checkoutSetup } from './checkout-setup';
import type { AttemptCheck, CheckoutContext, PaymentAttempt } from './checkout-types';
import { paymentOutcome, type PaymentDetails } from './payment-types';

/** The attempt in flight: every state here has one (Pay started it). */
const attemptOf = (context: CheckoutContext): PaymentAttempt => {
  if (!context.attempt) throw new Error('no payment attempt in progress');
  return context.attempt;
};

/**
 * What names the attempt to the server, in the request and in the check of a lost answer: what
 * it pays for and its idempotency key.
 */
const attemptKeys = (context: CheckoutContext) => ({
  purpose: context.purpose,
  courseId: context.purpose === 'course_purchase' ? context.courseId : null,
  idempotencyKey: attemptOf(context).idempotencyKey,
});

/** The attempt, with the payment the server named for it. */
const withPaymentId = (context: CheckoutContext, paymentId: string | null) => ({
  attempt: context.attempt ? { ...context.attempt, paymentId } : null,
});

/** The payment a check found, if it found one. */
function paymentOfCheck(check: AttemptCheck): PaymentDetails | null {
  return check.found ? check.payment : null;
}

/** How the payment a check found ended, or null when none was found. */
function outcomeOfCheck(check: AttemptCheck) {
  return check.found ? paymentOutcome(check.payment.status) : null;
}

/** One request in flight; another press does nothing. */
export const paying = checkoutSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'pay',
    src: 'pay',
    input: ({ context }) => {
      const attempt = attemptOf(context);
      return {
        ...attemptKeys(context),
        method: attempt.method,
        amount: attempt.amount.amount,
        currency: attempt.amount.currency,
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
          event.output.outcome === 'pending' ? withPaymentId(context, event.output.paymentId) : {},
        ),
      },
      {
        // No answer, or a 5xx that may have come after the charge: ask before any retry.
        guard: ({ event }) => failedAs(event.output, 'network') || failedAs(event.output, 'server'),
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
});

/** The answer to Pay was lost: did the server take this attempt, and how did it end? */
export const verifying = checkoutSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'checkAttempt',
    src: 'checkAttempt',
    input: ({ context }) => ({ ...attemptKeys(context), paymentId: attemptOf(context).paymentId }),
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
});

/** The server accepted the attempt and the bank has not answered yet. */
export const confirmingPayment = checkoutSetup.createStateConfig({
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
});

/** The bank refused: its reason; the chosen method and typed amount are kept. */
export const declined = checkoutSetup.createStateConfig({
  on: { TRY_AGAIN: { target: 'choosing', actions: 'endAttempt' } },
});

/** The attempt failed and was not taken (or could not be checked): RETRY sends the same key. */
export const failed = checkoutSetup.createStateConfig({
  on: {
    RETRY: 'paying',
    CANCEL: { target: 'choosing', actions: 'endAttempt' },
  },
});

/** The page sends the browser to `redirectUrl` (the bank's page). */
export const redirectingToBank = checkoutSetup.createStateConfig({
  type: 'final',
  entry: {
    type: 'leaveForBank',
    params: ({ context }) => ({
      url: context.redirectUrl,
      paymentId: context.attempt?.paymentId ?? null,
    }),
  },
});

export const succeeded = checkoutSetup.createStateConfig({
  type: 'final',
  entry: ['pendingCheckDone', 'paymentSettled'],
});

/** 409 `payment.already_purchased`. */
export const alreadyOwned = checkoutSetup.createStateConfig({
  type: 'final',
  entry: 'paymentSettled',
});
