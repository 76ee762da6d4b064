/** A sample purchase (decision 7): purchase history has no call, so these rows are made here. */
export interface SamplePurchase {
  id: string;
  invoiceNumber: string;
  productKey: string;
  /** ISO date. */
  date: string;
  amount: number;
  currency: string;
  status: PurchaseStatus;
}
export type PurchaseStatus = 'completed' | 'pending' | 'declined';

export const PURCHASE_PAGES = 5;
const PRODUCTS = ['web', 'design', 'data', 'marketing'] as const;
const STATUSES: readonly PurchaseStatus[] = ['completed', 'pending', 'declined'];
const AMOUNTS = [85, 49.99, 120, 19.5];
// A fixed instant, so the samples never depend on today.
const FIRST_DATE = Date.UTC(2026, 9, 28);
const DAY = 86_400_000;

/** The four rows of one of the static pages 1–5, statuses cycling completed, pending, declined. */
export function samplePurchases(page: number): SamplePurchase[] {
  return PRODUCTS.map((product, index) => {
    const position = (page - 1) * PRODUCTS.length + index;
    return {
      id: `purchase-${position + 1}`,
      invoiceNumber: `INV-2026-${String(position + 1).padStart(4, '0')}`,
      productKey: `history.products.${product}`,
      date: new Date(FIRST_DATE - position * 6 * DAY).toISOString(),
      amount: AMOUNTS[index]!,
      currency: 'USD',
      status: STATUSES[position % STATUSES.length]!,
    };
  });
}
