/**
 * The form: a method (balance, a saved card, a new card), for a top-up the amount, and Pay, which
 * starts an attempt or, for an amount that cannot be sent, says why at the amount.
 */
import { checkoutSetup } from './checkout-setup';

export const choosing = checkoutSetup.createStateConfig({
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
});
