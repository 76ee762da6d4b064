import type { PaymentPurpose } from '@/machines/checkout/payment-types';

// A payment handed to the bank's page, remembered for this tab: coming back to checkout (the
// back button, an abandoned bank page) asks the server what became of it instead of guessing
// (part 3 §7 weakness 6). Cleared once the payment's outcome is known.

const storageKey = (purpose: PaymentPurpose, courseId: number | null) =>
  `academy.bankPayment.${purpose}.${courseId ?? 'wallet'}`;

export function rememberBankPayment(
  purpose: PaymentPurpose,
  courseId: number | null,
  paymentId: string,
): void {
  try {
    sessionStorage.setItem(storageKey(purpose, courseId), paymentId);
  } catch {
    // Storage refused (private mode, quota): checkout then simply starts afresh.
  }
}

export function bankPaymentOf(purpose: PaymentPurpose, courseId: number | null): string | null {
  try {
    return sessionStorage.getItem(storageKey(purpose, courseId));
  } catch {
    return null;
  }
}

export function forgetBankPayment(purpose: PaymentPurpose, courseId: number | null): void {
  try {
    sessionStorage.removeItem(storageKey(purpose, courseId));
  } catch {
    // Nothing to forget.
  }
}
