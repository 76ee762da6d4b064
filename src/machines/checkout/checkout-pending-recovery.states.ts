/**
 * A payment an abandoned bank page left pending: followed by the verification child until its
 * real state is known, or given up (CANCEL_PENDING) so the learner can choose again.
 */
import { assign } from 'xstate';
import { failureOf, hasOutcome, THREW } from './checkout-answers';
import { checkoutSetup } from './checkout-setup';

/** A payment left pending by an abandoned bank page: its real state decides, not a guess. */
export const checkingPendingPayment = checkoutSetup.createStateConfig({
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
});

/**
 * The learner left the bank's page without finishing (Back, a closed tab): rather than wait
 * out the bank's session, they cancel that payment (nothing was charged) and choose again.
 */
export const cancellingPendingPayment = checkoutSetup.createStateConfig({
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
});
