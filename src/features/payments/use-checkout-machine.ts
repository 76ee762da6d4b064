import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useLanguage } from '@/components/ui/use-language';
import { createPaymentCalls } from '@/entities/payments/payment-calls';
import { afterPayment } from '@/entities/payments/payment-queries';
import { forgetBankPayment, rememberBankPayment } from '@/entities/payments/pending-bank-payment';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type { PaymentPurpose } from '@/machines/checkout/payment-types';
import { paymentVerificationMachine } from '@/machines/checkout/payment-verification.machine';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

/** Leaves the app for the bank or the server's callback (a seam, so tests can watch it). */
export const bankNavigation = {
  go: (url: string) => window.location.assign(url),
  /** No way back to the page that left (the callback hands over once). */
  replace: (url: string) => window.location.replace(url),
};

/**
 * The checkout machine with the payment calls of the generated client: checkout (a course) and
 * add funds (the wallet). Gives the machine's actions their effects: remember a bank payment and
 * leave for the bank, refresh balance, purchases, cart and history after a payment, forget a
 * remembered bank payment once checked. They run on the machine's transitions, not after paint.
 */
export function useCheckoutMachine(purpose: PaymentPurpose, courseId: number | null, amount = '') {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [machine] = useState(() => {
    const calls = createPaymentCalls({ queryClient, language });
    return checkoutMachine.provide({
      actions: {
        // Anything that settled what the learner owns or holds: the cache learns it at once.
        paymentSettled: () => void afterPayment(queryClient),
        // A remembered bank payment, once checked, is forgotten: its outcome is now on screen.
        pendingCheckDone: () => forgetBankPayment(purpose, courseId),
        leaveForBank: (_, { url, paymentId }) => {
          if (!url) return;
          if (paymentId) rememberBankPayment(purpose, courseId, paymentId);
          bankNavigation.go(url);
        },
      },
      actors: {
        loadCheckout: fromPromise(({ input }) => calls.loadCheckout(input)),
        pay: fromPromise(({ input }) => calls.pay(input)),
        checkAttempt: fromPromise(({ input }) => calls.checkAttempt(input)),
        cancelPayment: fromPromise(({ input }) => calls.cancelPendingPayment(input)),
        verifyPayment: paymentVerificationMachine.provide({
          actors: { fetchPayment: fromPromise(({ input }) => calls.fetchPayment(input)) },
        }),
      },
    });
  });
  return useMachineBinding(machine, {
    input: {
      purpose,
      courseId,
      amount,
      language,
    },
  });
}
