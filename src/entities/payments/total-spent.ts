import type {
  CurrencyCode,
  Money,
  PaymentHistoryItem,
  PaymentHistoryResponse,
} from '@/generated/model';
import { currencyOr, totalSpentOf } from '@/lib/capabilities/discovery';
import { fromMinorUnits, toMinorUnits } from '@/lib/format/minor-units';

/** A payment that counts as money spent on courses (a completed purchase). */
export const isSpending = (payment: Pick<PaymentHistoryItem, 'status' | 'type'>): boolean =>
  payment.status === 'completed' && payment.type === 'course_purchase';

/**
 * The learner's spending per currency, in the order the currencies first appear: the server's
 * `total_spent` (an extension) when it sends one, else every page of the history added up in
 * minor units. The original app's wallet summed page 1 only; this never stops before the last
 * page. A page that fails fails the whole total rather than showing a short one.
 */
export async function totalSpent(
  readPage: (page: number) => Promise<PaymentHistoryResponse>,
): Promise<Money[]> {
  const first = await readPage(1);
  const total = totalSpentOf(first);
  if (total) return total;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.payments.last_page - 1) }, (_, index) =>
      readPage(index + 2),
    ),
  );
  const sums = new Map<CurrencyCode, number>();
  for (const answer of [first, ...rest])
    for (const payment of answer.payments.data.filter(isSpending)) {
      const minor = toMinorUnits(payment.amount);
      // The contract's amounts are decimal strings; one that is not would make the sum a lie.
      if (minor === null) throw new RangeError(`Not an amount of money: ${payment.amount}`);
      // The original app's history has no currency (`money-details`): its amounts are the wallet's drams.
      const currency = currencyOr(payment.currency);
      sums.set(currency, (sums.get(currency) ?? 0) + minor);
    }
  return [...sums].map(([currency, minor]) => ({ amount: fromMinorUnits(minor), currency }));
}
