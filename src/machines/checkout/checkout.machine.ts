import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { checkoutSetup } from './checkout-setup';
import {
  cancellingPendingPayment,
  checkingPendingPayment,
} from './checkout-pending-recovery.states';
import { choosing } from './checkout-choosing.states';
import { loadFailed, loading, owned } from './checkout-loading.states';
import {
  alreadyOwned,
  confirmingPayment,
  declined,
  failed,
  paying,
  redirectingToBank,
  succeeded,
  verifying,
} from './checkout-paying.states';
import { cancelled, priceChanged } from './checkout-price-change.states';
import type { paymentVerificationMachine } from './payment-verification.machine';

// The machine's module is where pages and calls find its shapes and rules.
export { amountProblem, type AmountProblem } from './add-funds-amount';
export { amountToPay, balanceCovers, payBlocker, type PayBlocker } from './checkout-pricing';
export type * from './checkout-types';

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
 * The chart is composed here from its parts: the shapes in `checkout-types.ts`, the
 * implementations in `checkout-setup.ts`, and the states by concern in `checkout-*.states.ts`
 * (loading, pending recovery, choosing, paying, price change); what Pay charges and whether it may
 * go is in `checkout-pricing.ts` and, for a top-up's amount, `add-funds-amount.ts`.
 *
 * Every server call is an injected actor (`loadCheckout`, `pay`, `checkAttempt`,
 * `cancelPayment`, and `fetchPayment` inside `verifyPayment`) that answers an outcome; a failure
 * is one of them (`{ outcome: 'failed', failure }`, a `PaymentFailure`), never a thrown error to
 * classify. No React, no HTTP here.
 */
export const checkoutMachine = checkoutSetup.createMachine({
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
    loading,
    loadFailed,
    owned,
    checkingPendingPayment,
    cancellingPendingPayment,
    choosing,
    paying,
    verifying,
    confirmingPayment,
    priceChanged,
    declined,
    failed,
    redirectingToBank,
    succeeded,
    alreadyOwned,
    cancelled,
  },
});

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
