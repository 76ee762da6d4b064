/**
 * What the payment calls answer, as the checkout and payment-verification machines read them.
 * The calls themselves are injected actors (the UI layer adapts the generated client to these
 * shapes), so the machines know nothing of axios or the wire format.
 */
import type { FieldErrors } from '../form-submission/form-submission.machine';

export type { FieldErrors };

export type PaymentPurpose = 'course_purchase' | 'add_funds';

/** An amount as the server gives it: a decimal string and its ISO 4217 letter code. */
export interface Money {
  amount: string;
  currency: string;
}

/** The smallest and largest amount the server accepts (a top-up), as it gave them. */
export interface AmountLimits {
  min: Money;
  max: Money;
}

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
 * A thrown error of any payment call, as the injected `classifyFailure` reads it:
 * - `network`: no answer (offline, timeout, cancelled);
 * - `price_changed`: 409 `payment.price_changed`, with the price the server charges now;
 * - `already_purchased`: 409 `payment.already_purchased`;
 * - `declined`: 402 or the bank's refusal, with its reason;
 * - `validation`: 422, one message per field (e.g. the add-funds amount outside the limits);
 * - `not_found`: 404 (an unknown payment or course);
 * - `server`: any other answer (5xx, an unexpected body).
 */
export type PaymentFailure =
  | { kind: 'network' }
  | { kind: 'price_changed'; price: Money }
  | { kind: 'already_purchased' }
  | { kind: 'declined'; reason: string | null }
  | {
      kind: 'validation';
      fieldErrors: FieldErrors;
      messageKey?: string;
      /** The amounts the server accepts, when it refused the amount (never hard-coded). */
      limits?: AmountLimits;
    }
  | { kind: 'not_found' }
  | { kind: 'server' };

export type ClassifyFailure = (error: unknown) => PaymentFailure;

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
