import type { SingleCourse } from '@/generated/model';
import type { Language } from '@/lib/i18n/languages';
import { displayPrice } from '@/lib/format/price';

/** What the order summary shows: amounts in `currency`, the discount as a positive amount. */
export interface OrderFigures {
  currency: string;
  original: number;
  discountPercent: number;
  discountAmount: number;
  total: number;
}

/**
 * The spec's sample figures (part 2 §2), shown as given for the sample course: they do not add
 * up (89.99 − 77.00 ≠ 85), and the spec fixes them, so they are not recomputed.
 */
export const SAMPLE_ORDER: OrderFigures = {
  currency: 'USD',
  original: 89.99,
  discountPercent: 86,
  discountAmount: 77,
  total: 85,
};

/**
 * A real course's order: its price in the current language (with the usual fallback) is both the
 * original price and the total, as the API knows no discounts.
 */
export function courseOrder(course: SingleCourse, language: Language): OrderFigures | null {
  const price = displayPrice(course, language);
  if (!price) return null;
  const amount = Number(price.amount);
  return {
    currency: price.currency || 'USD',
    original: amount,
    discountPercent: 0,
    discountAmount: 0,
    total: amount,
  };
}
