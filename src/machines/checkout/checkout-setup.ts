/**
 * The checkout machine's implementations, which its states (the `checkout-*.states.ts` files)
 * name: the server calls, placeholders the binding provides; what each event changes; and
 * what a press may do.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { amountProblem } from './add-funds-amount';
import { amountToPay, balanceCovers, payBlocker } from './checkout-pricing';
import type {
  AttemptCheck,
  AttemptCheckRequest,
  CancelAnswer,
  CheckoutContext,
  CheckoutData,
  CheckoutEvent,
  CheckoutInput,
  CheckoutLoad,
  PayAnswer,
  PaymentMethod,
  PayRequest,
} from './checkout-types';
import type { PaymentPurpose } from './payment-types';
import { paymentVerificationMachine } from './payment-verification.machine';

/** The method as sent: a new card carries whether to save it. */
const resolveMethod = (context: CheckoutContext): PaymentMethod =>
  context.method.kind === 'new_card'
    ? { kind: 'new_card', saveCard: context.saveCard }
    : context.method;

export const checkoutSetup = setup({
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
});
