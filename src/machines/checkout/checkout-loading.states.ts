/** Loading what the page needs, and where that leads: the form, a pending check, or "owned". */
import { assign } from 'xstate';
import { failureOf, THREW } from './checkout-answers';
import { checkoutSetup } from './checkout-setup';
import type { CheckoutData, CheckoutLoad } from './checkout-types';

/** The data of a load known to have succeeded (the failed one is taken first). */
function loadedData(load: CheckoutLoad): CheckoutData {
  if (load.outcome !== 'loaded') throw new Error('checkout did not load');
  return load.data;
}

export const loading = checkoutSetup.createStateConfig({
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
});

export const loadFailed = checkoutSetup.createStateConfig({
  entry: 'pendingCheckDone',
  on: { RETRY: 'loading' },
});

/** The learner has the course: "You own this course" and a link to it, no form. */
export const owned = checkoutSetup.createStateConfig({
  type: 'final',
  entry: ['pendingCheckDone', 'paymentSettled'],
});
