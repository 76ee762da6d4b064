// The mock backend's payments engine: wallet balances, payments and their statuses,
// order numbers, saved cards, purchased courses, idempotency and server-side prices. Handlers
// (mocks/handlers/payments.ts) and the simulated bank (mocks/handlers/mock-bank.ts) both go
// through these functions, so a payment is settled the same way whichever door it came in by.
import type { Db } from '../db/db';
import { publishedCourse } from '../db/course-versions';
import type {
  BankDecision,
  CourseRecord,
  PaymentRecord,
  PaymentStatus,
  SavedCardRecord,
  UserRecord,
} from '../db/types';
import { reply, Reply } from '../lib/route';
import { NOTIFICATION_TYPES, notifyUser } from '../realtime/notify';
import { recordSale } from './ledger';
import { BANK_CODES } from './test-cards';

/** The wallet's currency: top-ups and balance payments are in AMD. */
export const WALLET_CURRENCY = 'AMD';

/** What add funds accepts, in cents of AMD (answered in the 422's `limits`). */
export const ADD_FUNDS_LIMITS = { minCents: 10_000, maxCents: 50_000_000 } as const;

/** A bank page left without a decision for this long is cancelled, as a bank's session ends. */
export const BANK_SESSION_MS = 20 * 60_000;

/** Order numbers start here, so they look like a bank's and never like a payment id. */
const ORDER_NUMBER_BASE = 1_000_000;

const PAID: readonly PaymentStatus[] = ['approved', 'deposited', 'completed'];
export const isPaid = (status: PaymentStatus): boolean => PAID.includes(status);

// --- money -------------------------------------------------------------------------------------

/** A number or decimal string (at most two decimals, not negative) in cents; null if neither. */
export function toCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const formatCents = (cents: number): string => (cents / 100).toFixed(2);

const CURRENCY_OF_LANGUAGE = { en: 'USD', ru: 'RUB', arm: 'AMD' } as const;

/** The course's own price in `currency`, in cents; null when it has none there ('0' is none). */
export function coursePriceCents(course: CourseRecord, currency: string): number | null {
  const language = (
    Object.keys(CURRENCY_OF_LANGUAGE) as (keyof typeof CURRENCY_OF_LANGUAGE)[]
  ).find((lang) => CURRENCY_OF_LANGUAGE[lang] === currency);
  if (!language) return null;
  const cents = toCents(course.price[language]);
  return cents && cents > 0 ? cents : null;
}

// --- reads -------------------------------------------------------------------------------------

export const balanceCentsOf = (db: Db, userId: number): number =>
  db.state.balances[String(userId)] ?? 0;

export const ownsCourse = (db: Db, userId: number, courseId: number): boolean =>
  db.state.purchases.some((entry) => entry.user_id === userId && entry.course_id === courseId);

/** A course on sale: a published one, at its published price (a change in review is not sold). */
export const approvedCourse = (db: Db, courseId: number): CourseRecord | undefined =>
  publishedCourse(db, courseId);

/** A payment of this user (another user's is as unknown as a missing one). */
export function paymentOf(db: Db, userId: number, paymentId: number): PaymentRecord | undefined {
  const payment = db.state.payments.find((entry) => entry.id === paymentId);
  if (!payment || payment.user_id !== userId) return undefined;
  expireAbandoned(db, payment);
  return payment;
}

export function paymentsOf(db: Db, userId: number): PaymentRecord[] {
  const own = db.state.payments.filter((entry) => entry.user_id === userId);
  for (const payment of own) expireAbandoned(db, payment);
  return own.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export const cardsOf = (db: Db, userId: number): SavedCardRecord[] =>
  db.state.savedCards.filter((card) => card.user_id === userId).sort((a, b) => a.id - b.id);

/** The course titles of a purchase, for the payment object and the invoice. */
function courseTitles(db: Db, courseId: number | null) {
  const course = courseId ? db.state.courses.find((entry) => entry.id === courseId) : undefined;
  return {
    course_title_en: course?.title.en ?? null,
    course_title_ru: course?.title.ru ?? null,
    course_title_arm: course?.title.arm ?? null,
  };
}

export function presentPayment(db: Db, payment: PaymentRecord) {
  return {
    id: payment.id,
    order_number: payment.order_number,
    type: payment.type,
    status: payment.status,
    amount: formatCents(payment.amount_cents),
    currency: payment.currency,
    description: payment.description,
    course_id: payment.course_id,
    ...courseTitles(db, payment.course_id),
    card_pan: payment.card_pan,
    reason_key: payment.reason_key,
    response_code: payment.response_code,
    created_at: payment.created_at,
    updated_at: payment.updated_at,
  };
}

export const presentCard = (card: SavedCardRecord) => ({
  id: card.id,
  card_pan: card.card_pan,
  card_type: card.card_type,
});

/** Sum of completed course purchases per currency, over every payment (not one page). */
export function totalSpent(db: Db, userId: number) {
  const sums = new Map<string, number>();
  for (const payment of db.state.payments) {
    if (payment.user_id !== userId || payment.type !== 'course_purchase') continue;
    if (!isPaid(payment.status)) continue;
    sums.set(payment.currency, (sums.get(payment.currency) ?? 0) + payment.amount_cents);
  }
  return [...sums].map(([currency, cents]) => ({ amount: formatCents(cents), currency }));
}

// --- idempotency (decision 21) -----------------------------------------------------------------

/** The message key of a key reused with another request (IETF idempotency-key draft: 422). */
export const IDEMPOTENCY_KEY_REUSED = 'payment.idempotency_key_reused';

/** Object keys sorted at every depth: the same request written in another order is the same. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/** What a repeat must match to be a repeat: the call and its body. */
export const requestFingerprint = (operationId: string, body: unknown): string =>
  `${operationId} ${JSON.stringify(canonical(body))}`;

/**
 * Runs a money call once per Idempotency-Key and user: a repeat answers the first answer. Only
 * answers that created a payment or charged (2xx, 402) are kept; a refusal that changed nothing
 * (404, 409, 422) is not, so a retry after fixing the cause is asked afresh. A key reused with
 * another call or another body is refused with 422 and changes nothing: it would otherwise answer
 * the first payment for a different one (a 100 AMD top-up for a 500 000 AMD one).
 */
export function once(
  db: Db,
  user: UserRecord,
  operationId: string,
  key: string | null,
  request: unknown,
  run: () => Reply,
): Reply {
  const trimmed = key?.trim() ?? '';
  const fingerprint = requestFingerprint(operationId, request);
  if (trimmed) {
    const first = db.state.idempotency.find(
      (entry) => entry.user_id === user.id && entry.key === trimmed,
    );
    // Records stored before fingerprints were kept have none: they still answer as before.
    if (first && first.fingerprint !== undefined && first.fingerprint !== fingerprint)
      return reply(422, {
        message_key: IDEMPOTENCY_KEY_REUSED,
        errors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED] },
      });
    if (first) return reply(first.status, structuredClone(first.body));
  }
  let answer: Reply;
  try {
    answer = run();
  } catch (error) {
    if (!(error instanceof Reply)) throw error;
    answer = error;
  }
  if (trimmed && ((answer.status >= 200 && answer.status < 300) || answer.status === 402)) {
    db.state.idempotency.push({
      user_id: user.id,
      key: trimmed,
      operation_id: operationId,
      fingerprint,
      status: answer.status,
      body: structuredClone(answer.body),
      created_at: db.nowIso(),
    });
  }
  return answer;
}

// --- creating and settling ---------------------------------------------------------------------

export interface NewPayment {
  user: UserRecord;
  method: PaymentRecord['method'];
  type: PaymentRecord['type'];
  amountCents: number;
  currency: string;
  course: CourseRecord | null;
  cardId?: number | null;
  cardPan?: string | null;
  saveCard?: boolean;
  returnOrigin?: string;
}

export function createPayment(db: Db, input: NewPayment): PaymentRecord {
  const id = db.nextId('payments');
  const orderNumber = String(ORDER_NUMBER_BASE + id);
  const now = db.nowIso();
  const payment: PaymentRecord = {
    id,
    user_id: input.user.id,
    order_number: orderNumber,
    bank_payment_id: `mb-${orderNumber}`,
    method: input.method,
    type: input.type,
    status: 'pending',
    amount_cents: input.amountCents,
    currency: input.currency,
    // The server's own words, never the client's (decision 20).
    description: input.course ? input.course.title.en : 'Add funds',
    course_id: input.course?.id ?? null,
    card_id: input.cardId ?? null,
    card_pan: input.cardPan ?? null,
    reason_key: null,
    response_code: null,
    save_card: input.saveCard ?? false,
    return_origin: input.returnOrigin ?? '',
    three_ds: null,
    bank: null,
    callbacks: 0,
    created_at: now,
    updated_at: now,
  };
  db.state.payments.push(payment);
  return payment;
}

/** Money taken: the course becomes the learner's (cart entry gone, instructor told) or the wallet grows. */
export function completePayment(db: Db, payment: PaymentRecord): void {
  payment.status = 'completed';
  payment.reason_key = null;
  payment.updated_at = db.nowIso();
  if (payment.type === 'add_funds') {
    const key = String(payment.user_id);
    db.state.balances[key] = (db.state.balances[key] ?? 0) + payment.amount_cents;
    return;
  }
  const courseId = payment.course_id;
  if (courseId === null || ownsCourse(db, payment.user_id, courseId)) return;
  db.state.purchases.push({
    id: db.nextId('purchases'),
    user_id: payment.user_id,
    course_id: courseId,
    payment_id: payment.id,
    created_at: db.nowIso(),
  });
  db.state.cart = db.state.cart.filter(
    (entry) => !(entry.user_id === payment.user_id && entry.course_id === courseId),
  );
  const course = db.state.courses.find((entry) => entry.id === courseId);
  const buyer = db.userById(payment.user_id);
  if (course) {
    // The instructor's share, pending until it settles.
    recordSale(db, payment, course);
    notifyUser(db, course.user_id, {
      message: `Your course "${course.title.en}" was bought by ${buyer ? `${buyer.first_name} ${buyer.last_name}` : 'a learner'}.`,
      type: NOTIFICATION_TYPES.courseSold,
      course_id: course.id,
    });
  }
}

export function failPayment(
  db: Db,
  payment: PaymentRecord,
  status: 'declined' | 'canceled' | 'failed',
  reasonKey: string,
  responseCode: string | null,
): void {
  payment.status = status;
  payment.reason_key = reasonKey;
  payment.response_code = responseCode;
  payment.three_ds = null;
  payment.updated_at = db.nowIso();
}

/** A bank page nobody finished within the bank's session ends `canceled`. */
function expireAbandoned(db: Db, payment: PaymentRecord): void {
  if (payment.status !== 'pending' || payment.bank || payment.method !== 'bank') return;
  if (db.now().getTime() - Date.parse(payment.created_at) < BANK_SESSION_MS) return;
  failPayment(db, payment, 'canceled', 'payment.reason.canceled_by_user', BANK_CODES.canceled);
}

/** The bank's decision on its page, kept until the callback settles the payment. */
export function recordBankDecision(
  db: Db,
  payment: PaymentRecord,
  decision: Omit<BankDecision, 'decided_at'>,
): void {
  payment.bank = { ...decision, decided_at: db.nowIso() };
  payment.three_ds = null;
  payment.updated_at = db.nowIso();
}

/**
 * Settles a bank payment from the bank's decision. Idempotent: a payment that is no longer
 * pending is left as it is, so a duplicated callback changes nothing.
 */
export function settleFromBank(db: Db, payment: PaymentRecord): void {
  payment.callbacks += 1;
  if (payment.status !== 'pending' || !payment.bank) return;
  const decision = payment.bank;
  if (decision.outcome === 'approved') {
    payment.card_pan = decision.card_pan;
    payment.response_code = decision.response_code;
    if (payment.type === 'course_purchase' && payment.course_id !== null) {
      // Bought meanwhile another way: the bank's money goes back (nothing is charged twice).
      if (ownsCourse(db, payment.user_id, payment.course_id)) {
        payment.status = 'refunded';
        payment.reason_key = 'payment.already_purchased';
        payment.updated_at = db.nowIso();
        return;
      }
    }
    completePayment(db, payment);
    if (payment.save_card && decision.card_pan && decision.card_brand && decision.card_behaviour)
      saveCard(
        db,
        payment.user_id,
        decision.card_pan,
        decision.card_brand,
        decision.card_behaviour,
      );
    return;
  }
  failPayment(
    db,
    payment,
    decision.outcome === 'canceled' ? 'canceled' : 'declined',
    decision.reason_key ?? 'payment.reason.card_declined',
    decision.response_code,
  );
}

function saveCard(
  db: Db,
  userId: number,
  pan: string,
  brand: SavedCardRecord['card_type'],
  behaviour: SavedCardRecord['behaviour'],
): void {
  if (db.state.savedCards.some((card) => card.user_id === userId && card.card_pan === pan)) return;
  db.state.savedCards.push({
    id: db.nextId('savedCards'),
    user_id: userId,
    card_pan: pan,
    card_type: brand,
    behaviour,
    created_at: db.nowIso(),
  });
}

/** What the callback reports: the redirect's `status` and `message`. */
export function callbackResult(payment: PaymentRecord) {
  const status =
    payment.status === 'pending'
      ? 'pending'
      : isPaid(payment.status)
        ? 'success'
        : payment.status === 'canceled'
          ? 'canceled'
          : 'failed';
  return {
    status,
    orderId: payment.order_number,
    paymentId: payment.id,
    ...(payment.reason_key && status !== 'success' ? { message_key: payment.reason_key } : {}),
  } as const;
}

/** The app's page the bank returns the browser to, with the parameters the real bank sends. */
export function callbackUrl(payment: PaymentRecord): string {
  const decision = payment.bank;
  const query = new URLSearchParams({
    orderID: payment.order_number,
    responseCode: decision?.response_code ?? '',
    paymentID: payment.bank_payment_id,
    opaque: '',
  });
  return `${payment.return_origin}/payment/callback?${query.toString()}`;
}
