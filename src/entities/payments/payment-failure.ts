import { failureOutcome } from '@/entities/forms/form-outcome';
import { amountLimitsOf, conflictPriceOf } from '@/lib/capabilities/discovery';
import { readApiError } from '@/lib/http';
import type { PaymentFailure } from '@/machines/checkout/payment-types';
import { CheckoutUnavailable, PaymentRefused, PriceChangedTo } from './payment-calls';

/**
 * What a refused or failed payment call means for the checkout machine (payment-types.ts): the
 * contract's 409 `payment.price_changed` (with the price charged now) and
 * `payment.already_purchased`, 402 declined or not enough balance (with the reason key), 422 by
 * field, 404, no answer, anything else. Only the statuses are classified here; a 422's field
 * errors and message come from the one mapper, `failureOutcome`, like every form's.
 */
export function classifyPaymentFailure(error: unknown): PaymentFailure {
  // No course to sell (not in the catalogue, or without a price): the page says so, no retry.
  if (error instanceof CheckoutUnavailable) return { kind: 'not_found' };
  // 409 price changed from a server without the price (an extension): the reloaded one.
  if (error instanceof PriceChangedTo) return { kind: 'price_changed', price: error.price };
  // `{ success: false }` without a payment: refused, nothing charged.
  if (error instanceof PaymentRefused) return { kind: 'declined', reason: error.reason };
  const answer = readApiError(error);
  if (answer.status === null) return { kind: 'network' };
  switch (answer.status) {
    case 409:
      if (answer.message_key === 'payment.price_changed') {
        const price = conflictPriceOf(answer);
        return price ? { kind: 'price_changed', price } : { kind: 'server' };
      }
      if (answer.message_key === 'payment.already_purchased') return { kind: 'already_purchased' };
      return { kind: 'server' };
    case 402:
      return { kind: 'declined', reason: answer.message_key };
    case 422: {
      const outcome = failureOutcome(error);
      const limits = amountLimitsOf(answer);
      return {
        kind: 'validation',
        fieldErrors: outcome.kind === 'fieldErrors' ? outcome.fieldErrors : {},
        ...(outcome.messageKey ? { messageKey: outcome.messageKey } : {}),
        ...(limits ? { limits } : {}),
      };
    }
    case 404:
      return { kind: 'not_found' };
    default:
      return { kind: 'server' };
  }
}
