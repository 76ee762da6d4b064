/**
 * A top-up's typed amount: whether it can be sent, read in the language it was typed in and
 * checked against the limits the server named.
 */
import { toMinorUnits } from '@/lib/format/minor-units';
import { readTypedAmount } from '@/lib/format/typed-amount';
import type { Pricing } from './checkout-pricing';

/**
 * What is wrong with the typed top-up, as the message key shown at the amount (the page adds
 * the limits and examples to it); null when it can be sent. Outside the limits only when the
 * server has said what they are; the server checks them again either way.
 */
export type AmountProblem =
  | 'payments:amount.required'
  | 'payments:amount.unreadable'
  | 'payments:amount.notPositive'
  | 'payments:amount.tooPrecise'
  | 'payments:amount.min'
  | 'payments:amount.max';

const READING_PROBLEMS = {
  empty: 'payments:amount.required',
  unreadable: 'payments:amount.unreadable',
  not_positive: 'payments:amount.notPositive',
  too_precise: 'payments:amount.tooPrecise',
} as const;

export function amountProblem(context: Pricing): AmountProblem | null {
  if (context.purpose !== 'add_funds') return null;
  const reading = readTypedAmount(context.amount, context.amountLanguage ?? 'en');
  if (reading.kind !== 'amount') return READING_PROBLEMS[reading.kind];
  const limits = context.limits;
  if (!limits || limits.min.currency !== context.walletCurrency) return null;
  const min = toMinorUnits(limits.min.amount);
  const max = toMinorUnits(limits.max.amount);
  if (min !== null && reading.minor < min) return 'payments:amount.min';
  if (max !== null && reading.minor > max) return 'payments:amount.max';
  return null;
}
