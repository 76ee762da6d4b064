import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getPaymentDetails } from '@/generated/client/payments/payments';

// Queries of the `payments` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const paymentQueries = {
  all: ['payments'] as const,
  details: (paymentId: number) =>
    queryOptions({
      queryKey: ['payments', 'getPaymentDetails', { paymentId }] as const,
      queryFn: ({ signal }) => getPaymentDetails(paymentId, { signal }).then((a) => a.payment),
    }),
};

/**
 * After a payment settled: the balance (profile), what the learner owns, the cart (a bought
 * course leaves it) and the payment history are read again.
 */
export function afterPayment(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['user'], ['purchases'], ['cart'], ['payments']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
