import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
 * add funds (the wallet). Carries out what the machine decides: remembers a bank payment and
 * leaves for the bank, and refreshes balance, purchases, cart and history after a payment.
 */
export function useCheckoutMachine(purpose: PaymentPurpose, courseId: number | null, amount = '') {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [machine] = useState(() => {
    const calls = createPaymentCalls({ queryClient, language });
    return checkoutMachine.provide({
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
  const [snapshot, send, actorRef] = useMachineBinding(machine, {
    input: {
      purpose,
      courseId,
      amount,
      language,
    },
  });

  const { redirectUrl, attempt } = snapshot.context;
  const leaving = snapshot.matches('redirectingToBank');
  useEffect(() => {
    if (!leaving || !redirectUrl) return;
    if (attempt?.paymentId) rememberBankPayment(purpose, courseId, attempt.paymentId);
    bankNavigation.go(redirectUrl);
  }, [leaving, redirectUrl, attempt, purpose, courseId]);

  // Anything that settled what the learner owns or holds: the cache learns it at once.
  const settled =
    snapshot.matches('succeeded') || snapshot.matches('owned') || snapshot.matches('alreadyOwned');
  const leftChoosing =
    !snapshot.matches('checkingPendingPayment') &&
    !snapshot.matches('cancellingPendingPayment') &&
    !snapshot.matches('loading');
  useEffect(() => {
    if (settled) void afterPayment(queryClient);
  }, [settled, queryClient]);
  // A remembered bank payment, once checked, is forgotten: its outcome is now on screen.
  useEffect(() => {
    if (leftChoosing && !leaving) forgetBankPayment(purpose, courseId);
  }, [leftChoosing, leaving, purpose, courseId]);

  return [snapshot, send, actorRef] as const;
}
