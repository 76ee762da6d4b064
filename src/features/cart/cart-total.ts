import type { LearnerCourseCard } from '@/generated/model';
import type { Language } from '@/lib/i18n/languages';
import { fromMinorUnits, toMinorUnits } from '@/lib/format/minor-units';
import { coursePrices, formatServerMoney } from '@/lib/format/price';

export interface CartSum {
  /** The sum of what paying for each course charges, formatted like every amount. */
  text: string;
  /** Some course is charged in another currency than its listed price. */
  differs: boolean;
}

/**
 * The sum of what the cart's courses charge (each checkout charges one course), when every
 * course has a price and all are charged in one currency; null otherwise: a sum of dollars and
 * drams means nothing. Added in integer minor units, never as floats.
 */
export function cartSum(courses: readonly LearnerCourseCard[], language: Language): CartSum | null {
  if (courses.length === 0) return null;
  const prices = courses.map((course) => coursePrices(course, language));
  const currency = prices[0]?.charged.currency;
  let minor = 0;
  for (const price of prices) {
    if (!price || price.charged.currency !== currency) return null;
    const units = toMinorUnits(price.charged.amount);
    if (units === null) return null;
    minor += units;
  }
  return {
    text: formatServerMoney({ amount: fromMinorUnits(minor), currency: currency! }, language),
    differs: prices.some((price) => price!.differs),
  };
}
