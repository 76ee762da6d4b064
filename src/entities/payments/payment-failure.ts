import { failureOutcome } from '@/entities/forms/form-outcome';
import { amountLimitsOf, conflictPriceOf } from '@/lib/capabilities/discovery';
import { readApiError } from '@/lib/http';
import type { PaymentFailure } from '@/machines/checkout/payment-types';
import { CheckoutUnavailable, PaymentRefused, PriceChangedTo } from './payment-calls';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's body, for the fields of a 409 or 402 that readApiError does not carry. */
function bodyOf(error: unknown): Record<string, unknown> {
  const response = isRecord(error) ? error.response : undefined;
  return isRecord(response) && isRecord(response.data) ? response.data : {};
}

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
  const body = bodyOf(error);
  switch (answer.status) {
    case 409:
      if (answer.message_key === 'payment.price_changed') {
        const price = conflictPriceOf(body);
        return price ? { kind: 'price_changed', price } : { kind: 'server' };
      }
      if (answer.message_key === 'payment.already_purchased') return { kind: 'already_purchased' };
      return { kind: 'server' };
    case 402:
      return { kind: 'declined', reason: answer.message_key };
    case 422: {
      const outcome = failureOutcome(error);
      const limits = amountLimitsOf(body);
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
