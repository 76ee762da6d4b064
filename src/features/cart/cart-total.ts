import type { LearnerCourseCard } from '@/generated/model';
import type { Language } from '@/lib/i18n/languages';
import { displayPrice } from '@/lib/format/price';

/**
 * The sum of the cart's prices as shown in `language`, when every course has a price in one and
 * the same currency; null otherwise (a sum of dollars and drams means nothing).
 */
export function cartSum(courses: readonly LearnerCourseCard[], language: Language): string | null {
  if (courses.length === 0) return null;
  const prices = courses.map((course) => displayPrice(course, language));
  const first = prices[0];
  if (!first || prices.some((price) => !price || price.currency !== first.currency)) return null;
  // Cents as whole numbers, so 0.1 + 0.2 adds up to 0.30.
  const cents = prices.reduce((sum, price) => sum + Math.round(Number(price!.amount) * 100), 0);
  return `${first.symbol}${(cents / 100).toFixed(2)}`;
}
