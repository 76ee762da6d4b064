/**
 * What the payment calls answer, as the checkout and payment-verification machines read them.
 * The calls themselves are injected actors (the entity layer adapts the generated client to
 * these shapes), so the machines know nothing of axios or the wire format.
 */
import type { AmountLimits, CallFailure, FieldErrors, Money } from '../call-failure';

export type { AmountLimits, FieldErrors, Money };

export type PaymentPurpose = 'course_purchase' | 'add_funds';

/** One payment as `GET /api/payments/details/{paymentId}` describes it. */
export interface PaymentDetails {
  paymentId: string;
  /** The server's status: `pending`, `approved`, `deposited`, `completed`, `declined`, … */
  status: string;
  purpose: PaymentPurpose | null;
  courseId: number | null;
  amount: string;
  currency: string;
  orderNumber: string | null;
  /** The bank's reason for a declined or failed payment, when it gave one. */
  reason: string | null;
}

/**
 * How a payment call failed, as its actor answers it (built by the entity layer's failure
 * mapper):
 * - `network`: no answer (offline, timeout);
 * - `price_changed`: 409 `payment.price_changed`, with the `price` the server charges now;
 * - `already_purchased`: 409 `payment.already_purchased`;
 * - `declined`: 402 or the bank's refusal, its reason as `messageKey` when there is one;
 * - `validation`: 422, `fieldErrors` per field (e.g. the add-funds amount outside the limits),
 *   the answer's own `messageKey` and the server's `limits` when it named them;
 * - `not_found`: 404 (an unknown payment or course);
 * - `server`: any other answer (5xx, an unexpected body).
 */
export type PaymentFailureKind =
  | 'network'
  | 'price_changed'
  | 'already_purchased'
  | 'declined'
  | 'validation'
  | 'not_found'
  | 'server';
export type PaymentFailure = CallFailure<PaymentFailureKind>;

/** What a payment call answers when it fails: said the same way by every call. */
export interface PaymentCallFailed {
  outcome: 'failed';
  failure: PaymentFailure;
}

/** Where a payment's status puts it. */
export type PaymentOutcome =
  'succeeded' | 'declined' | 'canceled' | 'refunded' | 'pending' | 'unknown';

const outcomes: Readonly<Record<string, PaymentOutcome>> = {
  approved: 'succeeded',
  deposited: 'succeeded',
  completed: 'succeeded',
  declined: 'declined',
  failed: 'declined',
  canceled: 'canceled',
  refunded: 'refunded',
  pending: 'pending',
};

/**
 * The outcome of a server status: every status of the contract's `PaymentStatus` has one.
 * Anything else (a status added later) is `unknown`, never a guess.
 */
export const paymentOutcome = (status: string): PaymentOutcome =>
  Object.hasOwn(outcomes, status) ? outcomes[status]! : 'unknown';
