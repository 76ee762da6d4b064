import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getPaymentDetails,
  listPaymentHistory,
  listSavedCards,
} from '@/generated/client/payments/payments';
import { savedCardsOr } from '@/lib/capabilities/discovery';
import type { ListPaymentHistoryParams } from '@/generated/model';
import { cartQueries } from '@/entities/cart/cart-queries';
import { purchaseQueries } from '@/entities/purchases/purchase-queries';
import { userQueries } from '@/entities/session/user-queries';
import { totalSpent } from './total-spent';

// Queries of the `payments` API tag, keyed [tag, operation, params] (docs/server-state.md).
// Purchase history and the wallet read the history, the invoice one payment, settings the cards.
export const paymentQueries = {
  all: ['payments'] as const,
  /** One page of the learner's payments, the paginator unwrapped where the page reads it. */
  history: (params: ListPaymentHistoryParams) =>
    queryOptions({
      queryKey: ['payments', 'listPaymentHistory', params] as const,
      queryFn: ({ signal }) => listPaymentHistory(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** What the learner spent on courses, per currency, over the whole history (wallet). */
  totalSpent: () =>
    queryOptions({
      queryKey: ['payments', 'listPaymentHistory', 'totalSpent'] as const,
      queryFn: ({ signal }) => totalSpent((page) => listPaymentHistory({ page }, { signal })),
    }),
  details: (paymentId: number) =>
    queryOptions({
      queryKey: ['payments', 'getPaymentDetails', paymentId] as const,
      queryFn: ({ signal }) =>
        getPaymentDetails(paymentId, { signal }).then((answer) => answer.payment),
    }),
  cards: () =>
    queryOptions({
      queryKey: ['payments', 'listSavedCards'] as const,
      // Null on a server without saved cards (capabilities): settings says so.
      queryFn: ({ signal }) =>
        savedCardsOr(listSavedCards({ signal })).then((answer) => answer?.cards ?? null),
    }),
};

/**
 * After a payment settled: the balance (the profile), what the learner owns, the cart (a bought
 * course leaves it) and the payments (history, total spent, saved cards) are read again.
 */
export function afterPayment(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [userQueries.profile().queryKey, purchaseQueries.all, cartQueries.all, paymentQueries.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
