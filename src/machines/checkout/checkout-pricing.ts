/**
 * What Pay would charge and whether it may go: the rules the form and the machine's guards share,
 * in integer minor units (never binary floats).
 */
import { toMinorUnits } from '@/lib/format/minor-units';
import { readTypedAmount } from '@/lib/format/typed-amount';
import type { CheckoutContext } from './checkout-types';
import type { Money } from './payment-types';

/** Whether the balance pays `price`: same currency, and not less, in integer minor units. */
export function balanceCovers(balance: Money | null, price: Money | null): boolean {
  if (!balance || !price || balance.currency !== price.currency) return false;
  const have = toMinorUnits(balance.amount);
  const need = toMinorUnits(price.amount);
  return have !== null && need !== null && have >= need;
}

/** What the pricing rules read of the checkout: the context, or the page's form as it stands. */
export type Pricing = Pick<CheckoutContext, 'purpose' | 'course' | 'walletCurrency' | 'amount'> &
  Partial<Pick<CheckoutContext, 'amountLanguage' | 'limits'>>;

/** What Pay would charge: the course's price, or the typed amount in the wallet's currency. */
export function amountToPay(context: Pricing): Money | null {
  if (context.purpose === 'course_purchase') return context.course?.price ?? null;
  if (!context.walletCurrency) return null;
  const reading = readTypedAmount(context.amount, context.amountLanguage ?? 'en');
  return reading.kind === 'amount'
    ? { amount: reading.decimal, currency: context.walletCurrency }
    : null;
}

/**
 * Why Pay is disabled, for the page to say; null when it is enabled. A top-up's amount never
 * disables it: Pay then says what is wrong at the amount (`amountProblem`).
 */
export type PayBlocker = 'balance_too_low' | 'amount_invalid' | 'no_method';

export function payBlocker(
  context: Pricing & Pick<CheckoutContext, 'balance' | 'method' | 'savedCards'>,
): PayBlocker | null {
  const amount = amountToPay(context);
  const units = amount ? toMinorUnits(amount.amount) : null;
  if (context.purpose === 'course_purchase' && (!amount || units === null || units <= 0))
    return 'amount_invalid';
  switch (context.method.kind) {
    case 'balance':
      if (context.purpose === 'add_funds') return 'no_method';
      return balanceCovers(context.balance, amount) ? null : 'balance_too_low';
    case 'saved_card': {
      const { cardId } = context.method;
      return context.savedCards.some((card) => card.id === cardId) ? null : 'no_method';
    }
    case 'new_card':
      return null;
  }
}
