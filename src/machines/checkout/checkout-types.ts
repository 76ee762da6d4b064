/**
 * The checkout machine's shapes: what it is given, what it keeps, what it hears from the page,
 * and what each injected server call is asked and answers (`checkout.machine.ts` says how they
 * fit together).
 */
import type { Language } from '@/lib/i18n/languages';
import type {
  AmountLimits,
  FieldErrors,
  Money,
  PaymentCallFailed,
  PaymentDetails,
  PaymentFailure,
  PaymentPurpose,
} from './payment-types';
import type { PollingOptions } from './payment-verification.machine';

export interface SavedCard {
  id: string;
  /** The masked number the server keeps, e.g. `4111 **** **** 1111`. */
  pan: string;
  brand: string | null;
}

export interface CheckoutCourse {
  id: number;
  title: string;
  /** The price the server will charge, as it gave it. */
  price: Money;
  /**
   * The price the catalogue lists in the interface language, when it is in another currency
   * than the charge: the page shows both and says why.
   */
  listedPrice?: Money | null;
}

/** What `loadCheckout` answers: what the page needs, or why it could not load. */
export type CheckoutLoad = { outcome: 'loaded'; data: CheckoutData } | PaymentCallFailed;

/** What the page needs to offer a payment. */
export interface CheckoutData {
  /** The course being bought; null when adding funds. */
  course: CheckoutCourse | null;
  /** The wallet's balance; null when the server reports none (no payment from it then). */
  balance: Money | null;
  /** The currency top-ups are in (the wallet's). */
  walletCurrency: string;
  savedCards: SavedCard[];
  /** The learner already has the course. */
  owned: boolean;
  /** A payment for this checkout left pending by a bank page the learner did not finish. */
  pendingPaymentId: string | null;
  /** What add funds accepts, when the server says so before a refusal (an extension). */
  limits?: AmountLimits | null;
}

/** The learner's choice of method on the form. */
export type MethodChoice =
  { kind: 'balance' } | { kind: 'saved_card'; cardId: string } | { kind: 'new_card' };

/** The method as sent: a new card carries whether to save it. */
export type PaymentMethod =
  | { kind: 'balance' }
  | { kind: 'saved_card'; cardId: string }
  | { kind: 'new_card'; saveCard: boolean };

/** One press of Pay, and the retries of that press. */
export interface PaymentAttempt {
  idempotencyKey: string;
  method: PaymentMethod;
  amount: Money;
  /** Known once the server named the payment. */
  paymentId: string | null;
}

/** What `pay` is called with: one request, whichever the method. */
export interface PayRequest {
  purpose: PaymentPurpose;
  courseId: number | null;
  method: PaymentMethod;
  amount: string;
  currency: string;
  idempotencyKey: string;
}

/** What `pay` answers. */
export type PayAnswer =
  /** Charged at once (balance, or a saved card the bank approved). */
  | { outcome: 'paid'; payment: PaymentDetails | null }
  /** A new card: the bank's page takes over. */
  | { outcome: 'redirect'; redirectUrl: string; paymentId: string | null }
  /** Accepted, the bank has not answered yet: followed by payment verification. */
  | { outcome: 'pending'; paymentId: string }
  /** Refused or failed (a 409 price change with the price charged now, a decline, a 422, …). */
  | PaymentCallFailed;

export interface AttemptCheckRequest {
  purpose: PaymentPurpose;
  courseId: number | null;
  idempotencyKey: string;
  paymentId: string | null;
}

/**
 * Whether the server took an attempt whose answer was lost, and what became of it; `found` is
 * null when the check itself failed, so nothing is known.
 */
export type AttemptCheck =
  | { found: false }
  | { found: true; payment: PaymentDetails }
  | { found: null; failure: PaymentFailure };

/** What `cancelPayment` answers: the payment given up (when the answer carried it), or a failure. */
export type CancelAnswer =
  { outcome: 'cancelled'; payment: PaymentDetails | null } | PaymentCallFailed;

/** Shown on the form about an earlier payment (an abandoned bank page, a canceled attempt). */
export type CheckoutNotice =
  | { kind: 'declined'; reason: string | null; payment: PaymentDetails | null }
  | { kind: 'canceled'; payment: PaymentDetails | null }
  | { kind: 'unknown'; payment: PaymentDetails | null };

export interface CheckoutInput {
  purpose: PaymentPurpose;
  /** Required for a course purchase. */
  courseId?: number | null;
  /** A starting amount for adding funds (e.g. from the address). */
  amount?: string;
  /** The interface language, whose way of writing numbers the typed amount is read in. */
  language?: Language;
  /** How a pending payment is polled. */
  polling?: PollingOptions;
}

export interface CheckoutContext {
  purpose: PaymentPurpose;
  courseId: number | null;
  polling: PollingOptions;
  course: CheckoutCourse | null;
  balance: Money | null;
  walletCurrency: string | null;
  savedCards: SavedCard[];
  method: MethodChoice;
  /** "Save card for future use", for a new card. */
  saveCard: boolean;
  /** The add-funds amount as typed. */
  amount: string;
  /** The language the amount was typed in (`1,000` in English, `1 000` in Russian). */
  amountLanguage: Language;
  /** What add funds accepts: from the server before anything is typed, or from its refusal. */
  limits: AmountLimits | null;
  /** The current attempt; null until Pay, and again after one ends for good. */
  attempt: PaymentAttempt | null;
  /** The payment `checkingPendingPayment` follows. */
  pendingPaymentId: string | null;
  /** Why cancelling that payment failed; the check then starts again and shows its real state. */
  cancelFailure: PaymentFailure | null;
  notice: CheckoutNotice | null;
  /** The price the server charges now, while `priceChanged` shows. */
  newPrice: Money | null;
  /** The bank's reason, while `declined` shows. */
  declineReason: string | null;
  /** The server's refusal by field (422), shown at each field. */
  fieldErrors: FieldErrors;
  /** The 422's own message, if it has one. */
  formMessageKey: string | null;
  /** Why loading or paying failed, while `loadFailed` or `failed` shows. */
  failure: PaymentFailure | null;
  /** Where the browser goes in `redirectingToBank`. */
  redirectUrl: string | null;
  /** The payment that succeeded (course, amount, order number), when the server named it. */
  payment: PaymentDetails | null;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_METHOD'; method: MethodChoice }
  | { type: 'TOGGLE_SAVE_CARD' }
  | { type: 'SET_AMOUNT'; amount: string; language?: Language }
  | { type: 'PAY' }
  | { type: 'CONFIRM_NEW_PRICE' }
  | { type: 'CANCEL' }
  | { type: 'TRY_AGAIN' }
  | { type: 'CHECK_AGAIN' }
  /** Give up a payment an abandoned bank page left open, and choose again. */
  | { type: 'CANCEL_PENDING' };
