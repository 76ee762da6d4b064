import type { CallFailureOptions } from '@/entities/forms/form-outcome';
import type { PaymentFailureKind } from '@/machines/checkout/payment-types';

/**
 * What a refused or failed payment call means for the checkout and payment-verification
 * machines (payment-types.ts), as the one failure mapper's table: the contract's 409
 * `payment.price_changed` (with the price charged now, when the answer names it) and
 * `payment.already_purchased`, 402 declined (its reason as the message), 422 by field (with the
 * limits, when named), 404, no answer, anything else. The page words a failure by its kind, so
 * there is no general message here: a 422's and a decline's own keys show when the app knows them.
 */
export const PAYMENT_FAILURES: CallFailureOptions<PaymentFailureKind> = {
  fallbackKey: null,
  // The page shows every one of them; a call its page has left answers into nothing, unlogged.
  logged: false,
  kinds: [
    { kind: 'network', noAnswer: true },
    { kind: 'price_changed', status: 409, messageKey: 'payment.price_changed' },
    { kind: 'already_purchased', status: 409, messageKey: 'payment.already_purchased' },
    { kind: 'declined', status: 402 },
    { kind: 'validation', status: 422 },
    { kind: 'not_found', status: 404 },
  ],
  otherwise: 'server',
};
