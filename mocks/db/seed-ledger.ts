// The ready instructor's year of sales and payouts, so the wallet, the sales history
// and the earnings chart are not empty in the demo. Its own small random generator keeps the
// faker sequence of the rest of the seed untouched.
import { saleAmounts } from '../payments/sale-amounts';
import type { CourseRecord, SaleRecord, WithdrawalRecord } from './types';

const DAY = 86_400_000;
/** The ready instructor (instructor@academy.test). */
export const LEDGER_INSTRUCTOR_ID = 2;
/** Seeded sales have order numbers of their own, apart from the mock's payments (1000001…). */
const SEEDED_ORDER_BASE = 2_000_000;

/** mulberry32: a tiny deterministic generator. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A course's price in AMD cents as the seeded learners paid it (its USD price when it has none). */
function paidCents(course: CourseRecord): { cents: number; currency: string } {
  const arm = Number(course.price.arm ?? '0');
  if (arm > 0) return { cents: Math.round(arm * 100), currency: 'AMD' };
  return { cents: Math.round(Number(course.price.en ?? '0') * 100), currency: 'USD' };
}

export function buildLedger(
  courses: readonly CourseRecord[],
  seedNow: number,
): { sales: SaleRecord[]; withdrawals: WithdrawalRecord[] } {
  const random = generator(36);
  const owned = courses.filter(
    (course) => course.user_id === LEDGER_INSTRUCTOR_ID && course.status === 'approved',
  );
  const sales: SaleRecord[] = [];
  // Twelve months back from the seed's clock, growing month by month (a course platform's year).
  for (let month = 0; month < 12; month += 1) {
    const count = 6 + month + Math.floor(random() * 5);
    for (let index = 0; index < count; index += 1) {
      const daysAgo = (11 - month) * 30 + Math.floor(random() * 30) + 1;
      const course = owned[Math.floor(random() * owned.length)];
      if (!course) continue;
      const created = seedNow - daysAgo * DAY + Math.floor(random() * 1440) * 60_000;
      const { cents, currency } = paidCents(course);
      const id = sales.length + 1;
      // A few sales were undone (refunded); the rest settled a week after they were made.
      const canceled = random() < 0.04;
      sales.push({
        id,
        instructor_id: LEDGER_INSTRUCTOR_ID,
        course_id: course.id,
        payment_id: null,
        order_number: String(SEEDED_ORDER_BASE + id),
        ...saleAmounts(cents, currency),
        currency: 'AMD',
        status: canceled ? 'canceled' : 'completed',
        created_at: new Date(created).toISOString(),
        settled_at: canceled ? null : new Date(created + 7 * DAY).toISOString(),
      });
    }
  }
  const payout = (
    id: number,
    daysAgo: number,
    amountCents: number,
    status: WithdrawalRecord['status'],
    note: string | null,
  ): WithdrawalRecord => ({
    id,
    instructor_id: LEDGER_INSTRUCTOR_ID,
    amount_cents: amountCents,
    currency: 'AMD',
    status,
    admin_notes: note,
    payment_method: 'bank',
    payment_details: {
      bankName: 'Ameriabank',
      accountHolderName: 'Anna Petrosyan',
      accountNumber: '1570012345678900',
    },
    created_at: new Date(seedNow - daysAgo * DAY).toISOString(),
    updated_at: new Date(seedNow - daysAgo * DAY + 2 * DAY).toISOString(),
  });
  const withdrawals = [
    payout(1, 280, 20_000_000, 'completed', null),
    payout(2, 190, 30_000_000, 'completed', null),
    payout(3, 120, 25_000_000, 'rejected', 'The account holder name does not match the account.'),
    payout(4, 110, 25_000_000, 'completed', null),
  ];
  return { sales, withdrawals };
}
