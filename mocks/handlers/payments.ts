// Purchased courses and the payments calls of the later version (decisions 19–24), over the payments
// engine (mocks/payments/engine.ts). The simulated bank's own pages are in ./mock-bank.ts.
import { delay } from 'msw';
import { returnOrigin } from '../lib/request-origin';
import type { CourseRecord, UserRecord } from '../db/types';
import {
  checkBody,
  forbidden,
  idParam,
  invalid,
  notFound,
  paginate,
  readBody,
  redirectTo,
  reply,
  requireUser,
  route,
  type Ctx,
  type FieldErrors,
  type Reply,
} from '../lib/route';
import {
  ADD_FUNDS_LIMITS,
  approvedCourse,
  balanceCentsOf,
  callbackResult,
  cardsOf,
  completePayment,
  coursePriceCents,
  createPayment,
  failPayment,
  formatCents,
  once,
  ownsCourse,
  paymentOf,
  paymentsOf,
  presentCard,
  presentPayment,
  recordBankDecision,
  settleFromBank,
  toCents,
  totalSpent,
  WALLET_CURRENCY,
} from '../payments/engine';
import { offers } from '../lib/capabilities';
import { currencyOf } from '../payments/currency-codes';
import { BANK_CODES } from '../payments/test-cards';
import { presentProgress } from './progress';

const TYPES = ['add_funds', 'course_purchase'] as const;
type PaymentKind = (typeof TYPES)[number];

/** How long a callback waits when the developer panel made the next one slow. */
export const SLOW_CALLBACK_MS = 5000;

/** Payment history page size. */
export const HISTORY_PER_PAGE = 10;

const limits = () => ({
  min_amount: formatCents(ADD_FUNDS_LIMITS.minCents),
  max_amount: formatCents(ADD_FUNDS_LIMITS.maxCents),
  currency: WALLET_CURRENCY,
});

/** A JSON body keeps its numbers and booleans (`save_card`), which a form's strings would lose. */
const jsonBody = async (ctx: Ctx): Promise<Record<string, unknown>> => readBody(ctx);

const idempotencyKey = (ctx: Ctx): string | null => ctx.request.headers.get('idempotency-key');

const positiveId = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

/**
 * The fields every money call shares: amount, currency and (when asked) type and course. The
 * currency may be alphabetic or numeric (`051`, decision 35); absent, it is AMD, the currency the
 * wallet and the cards are charged in (decision 34). `amountOptional`: the wallet's course
 * purchase, which the original client sends as `{ course_id }` alone — `amountCents` is then null and
 * the course's own AMD price is charged.
 */
function readMoneyFields(
  body: Record<string, unknown>,
  withType: boolean,
  { amountOptional = false }: { amountOptional?: boolean } = {},
) {
  const errors: FieldErrors = {};
  let type: PaymentKind = 'course_purchase';
  if (withType) {
    if (isMissing(body.type)) errors.type = ['payment.type_required'];
    else if (!oneOf(TYPES, body.type)) errors.type = ['payment.type_invalid'];
    else type = body.type;
  }
  const amountCents = toCents(body.amount);
  const amountSent = !isMissing(body.amount);
  if (!amountSent && !amountOptional) errors.amount = ['payment.amount_required'];
  else if (amountSent && amountCents === null) errors.amount = ['payment.amount_invalid'];
  const currency = isMissing(body.currency) ? WALLET_CURRENCY : currencyOf(body.currency);
  if (currency === null) errors.currency = ['payment.currency_invalid'];
  const courseId = positiveId(body.course_id);
  if (type === 'course_purchase' && courseId === null)
    errors.course_id = ['payment.course_required'];
  return {
    errors,
    type,
    amountCents: amountSent ? (amountCents ?? 0) : null,
    currency: currency ?? WALLET_CURRENCY,
    courseId,
  };
}

/** A top-up: AMD, within the limits (sent with the refusal so the app never hard-codes them). */
function checkTopUp(amountCents: number, currency: string): void {
  if (currency !== WALLET_CURRENCY) throw invalid({ currency: ['payment.currency_invalid'] });
  const key =
    amountCents < ADD_FUNDS_LIMITS.minCents
      ? 'payment.amount_min'
      : amountCents > ADD_FUNDS_LIMITS.maxCents
        ? 'payment.amount_max'
        : null;
  if (key) throw reply(422, { message_key: key, errors: { amount: [key] }, limits: limits() });
}

/**
 * A course purchase: the course exists, is not the learner's yet, and what was shown is its own
 * price in that currency (decision 20). Answers the course and the price to charge.
 */
function checkPurchase(
  ctx: Ctx,
  user: UserRecord,
  courseId: number,
  /** What was shown; null when nothing was sent: the course's own price is charged. */
  amountCents: number | null,
  currency: string,
  /** The wallet pays only in its own currency: anything else shown is a changed price. */
  onlyCurrency?: string,
): { course: CourseRecord; priceCents: number } {
  const course = approvedCourse(ctx.db, courseId);
  if (!course) throw notFound();
  if (ownsCourse(ctx.db, user.id, course.id))
    throw reply(409, { message_key: 'payment.already_purchased' });
  const price =
    onlyCurrency && currency !== onlyCurrency ? null : coursePriceCents(course, currency);
  if (onlyCurrency && price === null) {
    throw reply(409, {
      message_key: 'payment.price_changed',
      price: formatCents(coursePriceCents(course, onlyCurrency) ?? 0),
      currency: onlyCurrency,
    });
  }
  if (price !== null && amountCents === null) return { course, priceCents: price };
  if (price === null || price !== amountCents) {
    // No price in that currency: the English one, which every course has.
    const [current, currentCurrency] =
      price === null ? [coursePriceCents(course, 'USD') ?? 0, 'USD'] : [price, currency];
    throw reply(409, {
      message_key: 'payment.price_changed',
      price: formatCents(current),
      currency: currentCurrency,
    });
  }
  return { course, priceCents: price };
}

/** The app's origin, where the bank sends the browser back (the mock server is another origin). */
const appOrigin = (ctx: Ctx): string => returnOrigin(ctx.request, ctx.url.origin);

async function initiate(ctx: Ctx): Promise<Reply> {
  const user = requireUser(ctx, 'learner');
  const body = await jsonBody(ctx);
  return once(ctx.db, user, ctx.operationId, idempotencyKey(ctx), body, () => {
    const { errors, type, amountCents, currency, courseId } = readMoneyFields(body, true);
    if (typeof body.save_card !== 'boolean') errors.save_card = ['payment.save_card_required'];
    if (Object.keys(errors).length) throw invalid(errors);
    checkBody(ctx, body);
    let course: CourseRecord | null = null;
    let charge = amountCents!;
    if (type === 'add_funds') checkTopUp(charge, currency);
    else {
      const checked = checkPurchase(ctx, user, courseId!, amountCents, currency);
      course = checked.course;
      charge = checked.priceCents;
    }
    const payment = createPayment(ctx.db, {
      user,
      method: 'bank',
      type,
      amountCents: charge,
      currency,
      course,
      saveCard: body.save_card === true,
      returnOrigin: appOrigin(ctx),
    });
    return reply(200, {
      success: true,
      redirectUrl: `${ctx.url.origin}/mock-bank/pay/${payment.order_number}`,
      paymentId: payment.id,
    });
  });
}

async function payWithBalance(ctx: Ctx): Promise<Reply> {
  const user = requireUser(ctx, 'learner');
  const body = await jsonBody(ctx);
  return once(ctx.db, user, ctx.operationId, idempotencyKey(ctx), body, () => {
    const { errors, amountCents, currency, courseId } = readMoneyFields(body, false, {
      amountOptional: true,
    });
    if (Object.keys(errors).length) throw invalid(errors);
    checkBody(ctx, body);
    const course = approvedCourse(ctx.db, courseId!);
    if (!course) throw notFound();
    // The wallet pays in AMD: a course without an Armenian price cannot be paid from it.
    if (coursePriceCents(course, WALLET_CURRENCY) === null)
      throw invalid({ currency: ['payment.currency_invalid'] });
    const { priceCents } = checkPurchase(
      ctx,
      user,
      course.id,
      amountCents,
      currency,
      WALLET_CURRENCY,
    );
    const balance = balanceCentsOf(ctx.db, user.id);
    if (balance < priceCents) {
      throw reply(402, {
        message_key: 'payment.insufficient_balance',
        balance: formatCents(balance),
        currency: WALLET_CURRENCY,
      });
    }
    ctx.db.state.balances[String(user.id)] = balance - priceCents;
    const payment = createPayment(ctx.db, {
      user,
      method: 'balance',
      type: 'course_purchase',
      amountCents: priceCents,
      currency: WALLET_CURRENCY,
      course,
    });
    completePayment(ctx.db, payment);
    return reply(200, {
      success: true,
      message_key: 'payment.completed',
      payment: presentPayment(ctx.db, payment),
    });
  });
}

async function payWithSavedCard(ctx: Ctx): Promise<Reply> {
  const user = requireUser(ctx, 'learner');
  const body = await jsonBody(ctx);
  return once(ctx.db, user, ctx.operationId, idempotencyKey(ctx), body, () => {
    const { errors, type, amountCents, currency, courseId } = readMoneyFields(body, true);
    const cardId = positiveId(body.card_id);
    if (cardId === null) errors.card_id = ['payment.card_required'];
    if (Object.keys(errors).length) throw invalid(errors);
    checkBody(ctx, body);
    const card = cardsOf(ctx.db, user.id).find((entry) => entry.id === cardId);
    if (!card) throw notFound();
    let course: CourseRecord | null = null;
    let charge = amountCents!;
    if (type === 'add_funds') checkTopUp(charge, currency);
    else {
      const checked = checkPurchase(ctx, user, courseId!, amountCents, currency);
      course = checked.course;
      charge = checked.priceCents;
    }
    const payment = createPayment(ctx.db, {
      user,
      method: 'saved_card',
      type,
      amountCents: charge,
      currency,
      course,
      cardId: card.id,
      cardPan: card.card_pan,
    });
    const declines = card.behaviour === 'declines_later';
    // The developer panel lost the bank's next answer: the charge stays pending (and the card in
    // use) until the panel delivers it.
    if (ctx.db.state.nextCallback === 'lost') {
      ctx.db.state.nextCallback = 'normal';
      recordBankDecision(ctx.db, payment, {
        outcome: declines ? 'declined' : 'approved',
        response_code: declines ? BANK_CODES.insufficientFunds : BANK_CODES.approved,
        reason_key: declines ? 'payment.reason.insufficient_funds' : null,
        card_pan: card.card_pan,
        card_brand: card.card_type,
        card_behaviour: card.behaviour,
      });
      return reply(200, { success: false, payment: presentPayment(ctx.db, payment) });
    }
    // A card saved from the "declines later" test card: the bank refuses charges on it.
    if (declines) {
      failPayment(
        ctx.db,
        payment,
        'declined',
        'payment.reason.insufficient_funds',
        BANK_CODES.insufficientFunds,
      );
      return reply(402, {
        message_key: 'payment.reason.insufficient_funds',
        response_code: BANK_CODES.insufficientFunds,
        payment_id: payment.id,
      });
    }
    payment.response_code = BANK_CODES.approved;
    completePayment(ctx.db, payment);
    return reply(200, {
      success: true,
      message_key: 'payment.completed',
      payment: presentPayment(ctx.db, payment),
    });
  });
}

/** Whether the caller wants the JSON extension rather than the browser's redirect. */
/** The JSON answer of the callback is an extension; turned off, every request gets the redirect. */
const wantsJson = (ctx: Ctx): boolean =>
  offers('bank-callback-json') &&
  (ctx.request.headers.get('accept') ?? '').includes('application/json');

async function callback(ctx: Ctx): Promise<Reply> {
  const orderId = ctx.url.searchParams.get('orderID') ?? '';
  const bankId = ctx.url.searchParams.get('paymentID') ?? '';
  const payment = ctx.db.state.payments.find(
    (entry) => entry.order_number === orderId && entry.bank_payment_id === bankId,
  );
  if (!payment) {
    if (wantsJson(ctx)) throw reply(404, { message_key: 'payment.callback_invalid' });
    const query = new URLSearchParams({ status: 'failed', message: 'payment.callback_invalid' });
    return redirectTo(`${appOrigin(ctx)}/payment/result?${query.toString()}`);
  }
  // The developer panel's wish applies to this one callback only.
  const mode = ctx.db.state.nextCallback;
  ctx.db.state.nextCallback = 'normal';
  if (mode === 'slow') await delay(SLOW_CALLBACK_MS);
  // Lost: it never reached the server, so the payment stays pending.
  if (mode !== 'lost') settleFromBank(ctx.db, payment);
  // Duplicated: the bank delivers it again; settling is idempotent, so nothing changes.
  if (mode === 'duplicated') settleFromBank(ctx.db, payment);
  const result = callbackResult(payment);
  if (wantsJson(ctx)) return reply(200, result);
  const query = new URLSearchParams({
    status: result.status,
    orderId: result.orderId,
    paymentId: String(result.paymentId),
    ...('message_key' in result && result.message_key ? { message: result.message_key } : {}),
  });
  return redirectTo(`${payment.return_origin}/payment/result?${query.toString()}`);
}

async function cancel(ctx: Ctx): Promise<Reply> {
  const user = requireUser(ctx, 'learner');
  const body = await jsonBody(ctx);
  const paymentId = positiveId(body.paymentId);
  if (paymentId === null) throw invalid({ paymentId: ['payment.payment_id_required'] });
  checkBody(ctx, body);
  const payment = paymentOf(ctx.db, user.id, paymentId);
  if (!payment) throw notFound();
  if (payment.status !== 'pending') throw reply(409, { message_key: 'payment.not_cancelable' });
  failPayment(ctx.db, payment, 'canceled', 'payment.reason.canceled_by_user', null);
  return reply(200, {
    success: true,
    message_key: 'payment.canceled',
    payment: presentPayment(ctx.db, payment),
  });
}

/** Confirm and refund are administrators' calls; the app has no administrators. */
function administratorsOnly(ctx: Ctx): Reply {
  requireUser(ctx);
  return forbidden();
}

export const paymentHandlers = [
  route('get', '/api/purchased-courses', 'listPurchasedCourses', (ctx) => {
    const user = requireUser(ctx, 'learner');
    const courses = ctx.db.state.purchases
      .filter((entry) => entry.user_id === user.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .flatMap((entry) => {
        const course = ctx.db.state.courses.find((item) => item.id === entry.course_id);
        return course
          ? [
              {
                id: course.id,
                title_en: course.title.en,
                title_ru: course.title.ru,
                title_arm: course.title.arm,
                thumbnail: course.thumbnail,
                progress: presentProgress(ctx.db, user.id, course.id),
              },
            ]
          : [];
      });
    return reply(200, { courses });
  }),
  route('post', '/api/payments/initiate', 'initiatePayment', initiate),
  route('post', '/api/payments/balance', 'payWithBalance', payWithBalance),
  route('post', '/api/payments/pay-saved', 'payWithSavedCard', payWithSavedCard),
  // The bank's callback settles the payment (and saves the card): a GET that writes.
  route('get', '/api/payments/callback', 'handlePaymentCallback', callback, { writes: true }),
  route('get', '/api/payments/history', 'listPaymentHistory', (ctx) => {
    const user = requireUser(ctx, 'learner');
    const page = paginate(ctx, paymentsOf(ctx.db, user.id), HISTORY_PER_PAGE);
    return reply(200, {
      success: true,
      payments: { ...page, data: page.data.map((payment) => presentPayment(ctx.db, payment)) },
      total_spent: totalSpent(ctx.db, user.id),
    });
  }),
  route('get', '/api/payments/details/:paymentId', 'getPaymentDetails', (ctx) => {
    const user = requireUser(ctx, 'learner');
    const payment = paymentOf(ctx.db, user.id, idParam(ctx, 'paymentId'));
    if (!payment) throw notFound();
    return reply(200, { success: true, payment: presentPayment(ctx.db, payment) });
  }),
  // The extension that shows the limits before a refusal (the same as the 422's `limits`).
  route('get', '/api/payments/add-funds-limits', 'getAddFundsLimits', (ctx) => {
    requireUser(ctx, 'learner');
    return reply(200, { success: true, limits: limits() });
  }),
  route('get', '/api/payments/cards', 'listSavedCards', (ctx) => {
    const user = requireUser(ctx, 'learner');
    return reply(200, { success: true, cards: cardsOf(ctx.db, user.id).map(presentCard) });
  }),
  route('delete', '/api/payments/cards/:cardId', 'deleteSavedCard', (ctx) => {
    const user = requireUser(ctx, 'learner');
    const cardId = idParam(ctx, 'cardId');
    const card = cardsOf(ctx.db, user.id).find((entry) => entry.id === cardId);
    if (!card) throw notFound();
    const inUse = paymentsOf(ctx.db, user.id).some(
      (payment) => payment.status === 'pending' && payment.card_id === card.id,
    );
    if (inUse) throw reply(409, { message_key: 'payment.card_in_use' });
    ctx.db.state.savedCards = ctx.db.state.savedCards.filter((entry) => entry.id !== card.id);
    return reply(200, { success: true });
  }),
  route('post', '/api/payments/confirm', 'confirmPayment', administratorsOnly),
  route('post', '/api/payments/cancel', 'cancelPayment', cancel),
  route('post', '/api/payments/refund', 'refundPayment', administratorsOnly),
];
