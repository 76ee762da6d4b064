// The instructors' ledger (decision 31): every completed course purchase credits the
// course's instructor as a pending sale (gross, the platform's fee, net); a sale settles into the
// balance after a set delay or when the developer panel settles it; payouts are requested against
// the balance and approved or rejected by the panel. Handlers: mocks/handlers/instructor-wallet.ts.
import type { Db } from '../db/db';
import type {
  CourseRecord,
  PaymentRecord,
  SaleRecord,
  UserRecord,
  WithdrawalRecord,
} from '../db/types';
import { invalid, reply } from '../lib/route';
import { notifyUser } from '../realtime/notify';
import { saleAmounts } from './sale-amounts';

export { DEFAULT_SETTLE_DELAY_MS, PLATFORM_FEE_PERCENT } from './sale-amounts';

/** The instructor's wallet is in drams, like the learner's. */
export const LEDGER_CURRENCY = 'AMD';

/** What a payout may be, in cents of AMD (answered in the 422's `limits`). */
export const WITHDRAWAL_LIMITS = { minCents: 100_000, maxCents: 50_000_000 } as const;

export const NOTIFICATION_TYPES = {
  saleSettled: 'App\\Notifications\\SaleSettledNotification',
  withdrawalApproved: 'App\\Notifications\\WithdrawalApprovedNotification',
  withdrawalRejected: 'App\\Notifications\\WithdrawalRejectedNotification',
} as const;

const formatCents = (cents: number): string => (cents / 100).toFixed(2);
/**
 * `֏12,600.00` in notification texts, as every screen writes it in English (the mock's sentences
 * are English, like the others): Intl with the narrow sign, as the app's money formatter. Not
 * that formatter itself: it lives in an app chunk the browser's mock would then have to load.
 */
const dramsFormat = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: LEDGER_CURRENCY,
  currencyDisplay: 'narrowSymbol',
});
const drams = (cents: number): string =>
  // The typings predate string input; the runtime (ES2023) takes the decimal string exactly.
  dramsFormat.format(formatCents(cents) as unknown as number);

// --- the ledger's reads ------------------------------------------------------------------------

/**
 * Sales that have been pending for the set delay settle now (and the instructor is told), so the
 * delay works with no timer running in the page or the server.
 */
export function settleDueSales(db: Db, instructorId?: number): number {
  const delay = db.state.saleSettleDelayMs;
  if (delay === null) return 0;
  const now = db.now().getTime();
  const due = db.state.sales.filter(
    (sale) =>
      sale.status === 'pending' &&
      (instructorId === undefined || sale.instructor_id === instructorId) &&
      now - Date.parse(sale.created_at) >= delay,
  );
  return settleSales(db, due);
}

export function salesOf(db: Db, instructorId: number): SaleRecord[] {
  settleDueSales(db, instructorId);
  return db.state.sales
    .filter((sale) => sale.instructor_id === instructorId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export const withdrawalsOf = (db: Db, instructorId: number): WithdrawalRecord[] =>
  db.state.withdrawals
    .filter((entry) => entry.instructor_id === instructorId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** Every figure of the wallet, in cents, from the ledger itself (never a stored total). */
export function walletCents(db: Db, instructorId: number) {
  const sales = salesOf(db, instructorId);
  const sum = (rows: SaleRecord[], pick: (sale: SaleRecord) => number) =>
    rows.reduce((total, sale) => total + pick(sale), 0);
  const counted = sales.filter((sale) => sale.status !== 'canceled');
  const withdrawals = withdrawalsOf(db, instructorId);
  const withdrawn = withdrawals
    .filter((entry) => entry.status === 'completed')
    .reduce((total, entry) => total + entry.amount_cents, 0);
  const held = withdrawals
    .filter((entry) => entry.status === 'pending')
    .reduce((total, entry) => total + entry.amount_cents, 0);
  const received = sum(
    sales.filter((sale) => sale.status === 'completed'),
    (sale) => sale.net_cents,
  );
  return {
    current_balance: received - withdrawn - held,
    earnings_pending: sum(
      sales.filter((sale) => sale.status === 'pending'),
      (sale) => sale.net_cents,
    ),
    earnings_canceled: sum(
      sales.filter((sale) => sale.status === 'canceled'),
      (sale) => sale.net_cents,
    ),
    earnings_received: received,
    total_gross: sum(counted, (sale) => sale.gross_cents),
    total_fee: sum(counted, (sale) => sale.fee_cents),
    total_withdrawn: withdrawn,
  };
}

export function presentSummary(db: Db, instructorId: number) {
  const cents = walletCents(db, instructorId);
  return {
    ...(Object.fromEntries(
      Object.entries(cents).map(([key, value]) => [key, formatCents(value)]),
    ) as Record<keyof typeof cents, string>),
    currency: LEDGER_CURRENCY,
  };
}

export function presentSale(db: Db, sale: SaleRecord) {
  const course = db.state.courses.find((entry) => entry.id === sale.course_id);
  return {
    id: sale.id,
    order_number: sale.order_number,
    type: 'course_purchase' as const,
    status: sale.status,
    amount: formatCents(sale.gross_cents),
    platform_fee: formatCents(sale.fee_cents),
    net_amount: formatCents(sale.net_cents),
    description: course?.title.en ?? null,
    created_at: sale.created_at,
    currency: sale.currency,
    course_id: sale.course_id,
    course_title_en: course?.title.en ?? null,
    course_title_ru: course?.title.ru ?? null,
    course_title_arm: course?.title.arm ?? null,
    settled_at: sale.settled_at,
  };
}

export const presentWithdrawal = (withdrawal: WithdrawalRecord) => ({
  id: withdrawal.id,
  created_at: withdrawal.created_at,
  amount: formatCents(withdrawal.amount_cents),
  status: withdrawal.status,
  admin_notes: withdrawal.admin_notes,
  currency: withdrawal.currency,
  payment_method: withdrawal.payment_method,
  updated_at: withdrawal.updated_at,
});

// --- changes -----------------------------------------------------------------------------------

/** A completed purchase credits the course's instructor as pending (payments engine). */
export function recordSale(db: Db, payment: PaymentRecord, course: CourseRecord): SaleRecord {
  const existing = db.state.sales.find((sale) => sale.payment_id === payment.id);
  if (existing) return existing;
  const sale: SaleRecord = {
    id: db.nextId('sales'),
    instructor_id: course.user_id,
    course_id: course.id,
    payment_id: payment.id,
    order_number: payment.order_number,
    ...saleAmounts(payment.amount_cents, payment.currency),
    currency: LEDGER_CURRENCY,
    status: 'pending',
    created_at: db.nowIso(),
    settled_at: null,
  };
  db.state.sales.push(sale);
  return sale;
}

/** Settles pending sales and tells each instructor once; answers how many settled. */
export function settleSales(db: Db, sales: SaleRecord[]): number {
  const now = db.nowIso();
  const byInstructor = new Map<number, number>();
  let count = 0;
  for (const sale of sales) {
    if (sale.status !== 'pending') continue;
    sale.status = 'completed';
    sale.settled_at = now;
    count += 1;
    byInstructor.set(
      sale.instructor_id,
      (byInstructor.get(sale.instructor_id) ?? 0) + sale.net_cents,
    );
  }
  for (const [instructorId, cents] of byInstructor) {
    notifyUser(db, instructorId, {
      message: `Your earnings of ${drams(cents)} have settled and can be withdrawn.`,
      type: NOTIFICATION_TYPES.saleSettled,
    });
  }
  return count;
}

export interface WithdrawalInput {
  amount: unknown;
  payment_method: unknown;
  payment_details: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A number or decimal string (two decimals at most, not negative) in cents; null otherwise. */
function amountCents(value: unknown): number | null {
  let raw: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    raw = String(value);
  } else if (typeof value === 'string') raw = value.trim();
  else return null;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const withdrawalLimits = () => ({
  min_amount: formatCents(WITHDRAWAL_LIMITS.minCents),
  max_amount: formatCents(WITHDRAWAL_LIMITS.maxCents),
  currency: LEDGER_CURRENCY,
});

/**
 * A payout request: fields first (each at its field), then the limits (with `limits`), then the
 * balance. Runs without a pause between the check and the hold, so two requests for the whole
 * balance can never both pass: the second sees the first one's hold.
 */
export function requestWithdrawal(
  db: Db,
  user: UserRecord,
  input: WithdrawalInput,
  /** Runs once the mock's own field rules passed (the handler checks the spec's schema there). */
  checkSchema: () => void = () => {},
): WithdrawalRecord {
  const errors: Record<string, string[]> = {};
  const cents = amountCents(input.amount);
  if (input.amount === undefined || input.amount === null || input.amount === '')
    errors.amount = ['wallet.amount_required'];
  else if (cents === null) errors.amount = ['wallet.amount_invalid'];
  if (input.payment_method !== 'bank') errors.payment_method = ['wallet.payment_method_invalid'];
  const details =
    typeof input.payment_details === 'object' && input.payment_details !== null
      ? (input.payment_details as Record<string, unknown>)
      : {};
  const bankName = text(details.bankName);
  const holder = text(details.accountHolderName);
  const account = text(details.accountNumber);
  if (!bankName) errors['payment_details.bankName'] = ['wallet.bank_name_required'];
  else if (bankName.length > 100) errors['payment_details.bankName'] = ['wallet.field_too_long'];
  if (!holder) errors['payment_details.accountHolderName'] = ['wallet.account_holder_required'];
  else if (holder.length > 100)
    errors['payment_details.accountHolderName'] = ['wallet.field_too_long'];
  if (!account) errors['payment_details.accountNumber'] = ['wallet.account_number_required'];
  else if (!/^[A-Za-z0-9 ]{8,34}$/.test(account))
    errors['payment_details.accountNumber'] = ['wallet.account_number_invalid'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  checkSchema();
  const amount = cents ?? 0;
  const limitKey =
    amount < WITHDRAWAL_LIMITS.minCents
      ? 'wallet.amount_min'
      : amount > WITHDRAWAL_LIMITS.maxCents
        ? 'wallet.amount_max'
        : null;
  if (limitKey)
    throw reply(422, {
      message_key: limitKey,
      errors: { amount: [limitKey] },
      limits: withdrawalLimits(),
    });
  // The balance never goes below zero.
  if (amount > walletCents(db, user.id).current_balance)
    throw invalid({ amount: ['wallet.amount_exceeds_balance'] });
  const now = db.nowIso();
  const withdrawal: WithdrawalRecord = {
    id: db.nextId('withdrawals'),
    instructor_id: user.id,
    amount_cents: amount,
    currency: LEDGER_CURRENCY,
    status: 'pending',
    admin_notes: null,
    payment_method: 'bank',
    payment_details: { bankName, accountHolderName: holder, accountNumber: account },
    created_at: now,
    updated_at: now,
  };
  db.state.withdrawals.push(withdrawal);
  return withdrawal;
}

/**
 * The administrator's decision (the developer panel): approved is paid out (`completed`),
 * rejected returns the amount to the balance; the note reaches the instructor live. A request
 * already decided is left as it is (answers false).
 */
export function decideWithdrawal(
  db: Db,
  withdrawal: WithdrawalRecord,
  decision: 'approve' | 'reject',
  note: string | null,
): boolean {
  if (withdrawal.status !== 'pending') return false;
  withdrawal.status = decision === 'approve' ? 'completed' : 'rejected';
  withdrawal.admin_notes = note?.trim() ? note.trim() : null;
  withdrawal.updated_at = db.nowIso();
  notifyUser(db, withdrawal.instructor_id, {
    message:
      decision === 'approve'
        ? `Your withdrawal of ${drams(withdrawal.amount_cents)} was approved.`
        : `Your withdrawal of ${drams(withdrawal.amount_cents)} was rejected${
            withdrawal.admin_notes ? `: ${withdrawal.admin_notes}` : '.'
          }`,
    type:
      decision === 'approve'
        ? NOTIFICATION_TYPES.withdrawalApproved
        : NOTIFICATION_TYPES.withdrawalRejected,
  });
  return true;
}
