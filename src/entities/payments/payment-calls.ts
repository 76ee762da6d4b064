import type { QueryClient } from '@tanstack/react-query';
import {
  cancelPayment,
  getAddFundsLimits,
  getPaymentDetails,
  initiatePayment,
  listPaymentHistory,
  listSavedCards,
  payWithBalance,
  payWithSavedCard,
} from '@/generated/client/payments/payments';
import { listPurchasedCourses } from '@/generated/client/purchases/purchases';
import { getProfile } from '@/generated/client/user/user';
import type {
  CurrencyCode,
  Payment,
  PaymentHistoryItem,
  PaymentResponse,
  PaymentType,
  SingleCourse,
} from '@/generated/model';
import type {
  AttemptCheck,
  AttemptCheckRequest,
  CheckoutData,
  PayAnswer,
  PayRequest,
} from '@/machines/checkout/checkout.machine';
import type {
  AmountLimits,
  Money,
  PaymentDetails,
  PaymentPurpose,
} from '@/machines/checkout/payment-types';
import { coursePrices } from '@/lib/format/price';
import { localizedField } from '@/lib/format/localized-field';
import {
  addFundsLimitsOr,
  bankPaymentIdOf,
  conflictPriceOf,
  currencyOr,
  namesCourse,
  paymentIn,
  purchasedCoursesOr,
  savedCardsOr,
  walletBalanceOf,
  WALLET_CURRENCY,
} from '@/lib/capabilities/discovery';
import { hasStatus, readApiError } from '@/lib/http';
import type { Language } from '@/lib/i18n/languages';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { bankPaymentOf } from './pending-bank-payment';

/** The wallet's currency: the bank and the balance are in drams. */
export { WALLET_CURRENCY };

/** A course that cannot be bought: not in the catalogue, or without any price. */
export class CheckoutUnavailable extends Error {
  constructor(readonly reason: 'not_found' | 'no_price') {
    super(`checkout unavailable: ${reason}`);
  }
}

/**
 * A pay call answered `success: false` without the payment (part 3's `{ success, message }`):
 * refused, nothing charged; `reason` is the answer's message key, if any.
 */
export class PaymentRefused extends Error {
  constructor(readonly reason: string | null) {
    super(`payment refused: ${reason ?? 'no reason'}`);
  }
}

/**
 * 409 `payment.price_changed` from a server that does not send the new price (an extension):
 * the course's price as reloaded from the catalogue.
 */
export class PriceChangedTo extends Error {
  constructor(readonly price: Money) {
    super(`price changed to ${price.amount} ${price.currency}`);
  }
}

/**
 * A payment as the machines read it: from details, a pay answer, or a history item (whose
 * currency, course and reason come with `money-details`: AMD, none and none without it).
 */
export function toPaymentDetails(payment: Payment | PaymentHistoryItem): PaymentDetails {
  return {
    paymentId: String(payment.id),
    status: payment.status,
    purpose: payment.type,
    courseId: payment.course_id ?? null,
    amount: payment.amount,
    currency: currencyOr(payment.currency),
    orderNumber: payment.order_number,
    reason: payment.reason_key ?? null,
  };
}

/**
 * What a course costs at checkout (lib/format/price.ts coursePrices): its own price in drams,
 * which the wallet and the bank charge, when it has one; otherwise the price listed in this
 * language, which the server also accepts.
 */
export function checkoutPrice(course: SingleCourse, language: Language): Money | null {
  const prices = coursePrices(course, language);
  return prices ? { amount: prices.charged.amount, currency: prices.charged.currency } : null;
}

/** The listed price, when checkout charges in another currency (the page says why). */
function listedPriceApart(course: SingleCourse, language: Language): Money | null {
  const prices = coursePrices(course, language);
  return prices?.differs
    ? { amount: prices.listed.amount, currency: prices.listed.currency }
    : null;
}

/**
 * A payment of this checkout the server still holds open (`pending`: a bank page left unfinished
 * in this tab, another tab or an earlier session), newest first, from the history's first page:
 * the server knows it whichever tab or sign-in started it. Else the payment this tab handed to
 * the bank, if any, so that its outcome (cancelled, declined) is told on coming back; that is
 * also all there is when the history does not say which course a purchase was for (`course_id`
 * is an extension) or there is no history.
 */
export function openPaymentOf(
  history: readonly PaymentHistoryItem[] | null,
  purpose: PaymentPurpose,
  courseId: number | null,
): string | null {
  const open = history?.find(
    (payment) =>
      payment.type === purpose &&
      payment.status === 'pending' &&
      (purpose === 'add_funds' || (namesCourse(payment) && payment.course_id === courseId)),
  );
  return open ? String(open.id) : bankPaymentOf(purpose, courseId);
}

const purposeType = (purpose: PaymentPurpose): PaymentType => purpose;

/**
 * What add funds accepts, from the server's extension before anything is typed. Unknown (null)
 * when the server does not have it or does not answer it: the form then learns the limits from
 * its first refusal, as before.
 */
async function addFundsLimits(): Promise<AmountLimits | null> {
  try {
    const answer = await addFundsLimitsOr(getAddFundsLimits());
    if (!answer) return null;
    const { limits } = answer;
    return {
      min: { amount: limits.min_amount, currency: limits.currency },
      max: { amount: limits.max_amount, currency: limits.currency },
    };
  } catch {
    // A failed read costs only the hint: the server checks the amount when it is sent.
    return null;
  }
}

// A lost answer is looked for among payments made since shortly before the attempt started
// (the server's clock may differ a little from the browser's).
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The checkout machine's server calls over the generated client (checkout and add funds). One
 * instance per page: it remembers when each attempt started, so a lost answer can be found.
 */
export function createPaymentCalls({
  queryClient,
  language,
}: {
  queryClient: QueryClient;
  language: Language;
}) {
  const attemptStarted = new Map<string, number>();

  const loadCheckout = async ({
    purpose,
    courseId,
  }: {
    purpose: PaymentPurpose;
    courseId: number | null;
  }): Promise<CheckoutData> => {
    const [course, profile, cards, purchased, limits, history] = await Promise.all([
      purpose === 'course_purchase' && courseId !== null
        ? queryClient.fetchQuery({ ...catalogueQueries.course(courseId), staleTime: 0 })
        : Promise.resolve(null),
      getProfile(),
      // What the server lacks is no failure: no saved cards, nothing owned (capabilities).
      savedCardsOr(listSavedCards()),
      purpose === 'course_purchase'
        ? purchasedCoursesOr(listPurchasedCourses())
        : Promise.resolve({ courses: [] }),
      purpose === 'add_funds' ? addFundsLimits() : Promise.resolve(null),
      // An unreadable history leaves the tab's own record of a payment at the bank (openPaymentOf).
      listPaymentHistory({ page: 1 }).catch(() => null),
    ]);
    if (purpose === 'course_purchase' && !course) {
      // The machine's loadFailed names a missing course apart from a failed load.
      throw new CheckoutUnavailable('not_found');
    }
    const price = course ? checkoutPrice(course, language) : null;
    if (course && !price) throw new CheckoutUnavailable('no_price');
    return {
      course:
        course && price
          ? {
              id: course.id,
              title: localizedField(course, 'title', language),
              price,
              listedPrice: listedPriceApart(course, language),
            }
          : null,
      balance: walletBalanceOf(profile.user),
      walletCurrency: WALLET_CURRENCY,
      savedCards: (cards?.cards ?? []).map((card) => ({
        id: String(card.id),
        pan: card.card_pan,
        brand: card.card_type ?? null,
      })),
      owned: purchased.courses.some((owned) => owned.id === courseId),
      pendingPaymentId: openPaymentOf(history?.payments.data ?? null, purpose, courseId),
      limits,
    };
  };

  /**
   * A 409 `payment.price_changed` without the price (it is an extension): the course is reloaded
   * and its current price offered instead. If that fails, the original refusal stands.
   */
  const withPriceOnConflict = async <T>(call: Promise<T>, courseId: number | null): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      const answer = readApiError(error);
      if (
        courseId === null ||
        answer.status !== 409 ||
        answer.message_key !== 'payment.price_changed' ||
        conflictPriceOf(answer) !== null
      )
        throw error;
      const price = await queryClient
        .fetchQuery({ ...catalogueQueries.course(courseId), staleTime: 0 })
        .then((course) => (course ? checkoutPrice(course, language) : null))
        .catch(() => null);
      throw price ? new PriceChangedTo(price) : error;
    }
  };

  /**
   * A balance or saved-card answer. The payment in it is an extension: without it `success`
   * decides (part 3 §1.1) — paid, order number unknown, or refused with the answer's message.
   */
  const paidOrRefused = (answer: PaymentResponse): PayAnswer => {
    const paid = paymentIn(answer);
    if (paid) {
      const payment = toPaymentDetails(paid);
      return payment.status === 'pending'
        ? { outcome: 'pending', paymentId: payment.paymentId }
        : { outcome: 'paid', payment };
    }
    if (answer.success) return { outcome: 'paid', payment: null };
    throw new PaymentRefused(answer.message_key ?? null);
  };

  const pay = async (request: PayRequest): Promise<PayAnswer> => {
    if (!attemptStarted.has(request.idempotencyKey))
      attemptStarted.set(request.idempotencyKey, Date.now());
    const headers = { 'Idempotency-Key': request.idempotencyKey };
    const { method, amount } = request;
    const currency = request.currency as CurrencyCode;
    const courseId = request.purpose === 'course_purchase' ? request.courseId : null;
    switch (method.kind) {
      case 'balance': {
        const answer = await withPriceOnConflict(
          payWithBalance({ course_id: courseId ?? 0, amount, currency }, headers),
          courseId,
        );
        return paidOrRefused(answer);
      }
      case 'saved_card': {
        const answer = await withPriceOnConflict(
          payWithSavedCard(
            {
              card_id: Number(method.cardId),
              amount,
              currency,
              type: purposeType(request.purpose),
              course_id: courseId,
            },
            headers,
          ),
          courseId,
        );
        return paidOrRefused(answer);
      }
      case 'new_card': {
        const answer = await withPriceOnConflict(
          initiatePayment(
            {
              amount,
              currency,
              type: purposeType(request.purpose),
              course_id: courseId,
              save_card: method.saveCard,
            },
            headers,
          ),
          courseId,
        );
        // `paymentId` is an extension: without it the bank page still opens, and the payment it
        // holds is not remembered (checkout then offers a plain new attempt on return).
        return {
          outcome: 'redirect',
          redirectUrl: answer.redirectUrl,
          paymentId: bankPaymentIdOf(answer),
        };
      }
    }
  };

  const fetchPayment = async ({ paymentId }: { paymentId: string }): Promise<PaymentDetails> =>
    toPaymentDetails((await getPaymentDetails(Number(paymentId))).payment);

  /** Did the server take the attempt whose answer was lost? Its payment, or none. */
  const checkAttempt = async (request: AttemptCheckRequest): Promise<AttemptCheck> => {
    if (request.paymentId) {
      try {
        return { found: true, payment: await fetchPayment({ paymentId: request.paymentId }) };
      } catch (error) {
        if (hasStatus(error, 404)) return { found: false };
        throw error;
      }
    }
    const since = (attemptStarted.get(request.idempotencyKey) ?? Date.now()) - CLOCK_SKEW_MS;
    const history = await listPaymentHistory({ page: 1 });
    const taken = history.payments.data.find(
      (payment) =>
        payment.type === request.purpose &&
        // A history that names no course (`money-details`): a purchase made since is this one.
        (request.purpose === 'add_funds' ||
          !namesCourse(payment) ||
          payment.course_id === request.courseId) &&
        Date.parse(payment.created_at) >= since,
    );
    return taken ? { found: true, payment: toPaymentDetails(taken) } : { found: false };
  };

  /**
   * Gives up a payment an abandoned bank page left pending (nothing was charged). A server that
   * answers without the payment (part 3's `{ success }`) still cancelled it.
   */
  const cancelPendingPayment = async ({
    paymentId,
  }: {
    paymentId: string;
  }): Promise<PaymentDetails | null> => {
    const payment = paymentIn(await cancelPayment({ paymentId: Number(paymentId) }));
    return payment ? toPaymentDetails(payment) : null;
  };

  return { loadCheckout, pay, fetchPayment, checkAttempt, cancelPendingPayment };
}
