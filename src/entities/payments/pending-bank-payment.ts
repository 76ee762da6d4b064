import type { PaymentPurpose } from '@/machines/checkout/payment-types';
import { readStored, removeStored, storedValues, writeStored } from '@/lib/storage';

// A payment handed to the bank's page, remembered for this tab: coming back to checkout (the
// back button, an abandoned bank page) asks the server what became of it instead of guessing.
// Cleared once the payment's outcome is known; where storage refuses it, checkout starts afresh.

export function rememberBankPayment(
  purpose: PaymentPurpose,
  courseId: number | null,
  paymentId: string,
): void {
  writeStored(storedValues.bankPayment(purpose, courseId), paymentId);
}

export const bankPaymentOf = (purpose: PaymentPurpose, courseId: number | null): string | null =>
  readStored(storedValues.bankPayment(purpose, courseId));

export function forgetBankPayment(purpose: PaymentPurpose, courseId: number | null): void {
  removeStored(storedValues.bankPayment(purpose, courseId));
}
