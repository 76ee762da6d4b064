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
  CancelAnswer,
  CheckoutLoad,
  PayAnswer,
  PayRequest,
} from '@/machines/checkout/checkout.machine';
import type {
  AmountLimits,
  Money,
  PaymentCallFailed,
  PaymentDetails,
  PaymentFailure,
  PaymentPurpose,
} from '@/machines/checkout/payment-types';
import type { PaymentAnswer } from '@/machines/checkout/payment-verification.machine';
import { coursePrices } from '@/lib/format/price';
import { localizedField } from '@/lib/format/localized-field';
import {
  addFundsLimitsOr,
  bankPaymentIdOf,
  currencyOr,
  namesCourse,
  paymentIn,
  purchasedCoursesOr,
  savedCardsOr,
  walletBalanceOf,
  WALLET_CURRENCY,
} from '@/lib/capabilities/discovery';
import type { Language } from '@/lib/i18n/languages';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { PAYMENT_FAILURES } from './payment-failure';
import { bankPaymentOf } from './pending-bank-payment';

/** The wallet's currency: the bank and the balance are in drams. */
export { WALLET_CURRENCY };

/** A payment call's failure, as the machines hear it. */
const failed = (failure: PaymentFailure): PaymentCallFailed => ({ outcome: 'failed', failure });

/** A failed call, named by the one failure mapper from the payment table. */
const failedWith = (error: unknown): PaymentCallFailed =>
  failed(failureOutcome(error, PAYMENT_FAILURES));

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

  const loadCheckout = async (request: {
    purpose: PaymentPurpose;
    courseId: number | null;
  }): Promise<CheckoutLoad> => {
    try {
      return await load(request);
    } catch (error) {
      return failedWith(error);
    }
  };

  const load = async ({
    purpose,
    courseId,
  }: {
    purpose: PaymentPurpose;
    courseId: number | null;
  }): Promise<CheckoutLoad> => {
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
    // No course to sell (not in the catalogue, or without a price): the page says so, no retry.
    if (purpose === 'course_purchase' && !course) return failed({ kind: 'not_found' });
    const price = course ? checkoutPrice(course, language) : null;
    if (course && !price) return failed({ kind: 'not_found' });
    const data = {
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
    return { outcome: 'loaded', data };
  };

  /**
   * A refused or failed pay call. A 409 `payment.price_changed` without the price (it is an
   * extension): the course is reloaded and its current price offered instead; if that fails
   * too, nothing is known of the price and it stands as the server's failure (checked, retried).
   */
  const payFailed = async (error: unknown, courseId: number | null): Promise<PayAnswer> => {
    const { failure } = failedWith(error);
    if (failure.kind !== 'price_changed' || failure.price) return failed(failure);
    const price =
      courseId === null
        ? null
        : await queryClient
            .fetchQuery({ ...catalogueQueries.course(courseId), staleTime: 0 })
            .then((course) => (course ? checkoutPrice(course, language) : null))
            .catch(() => null);
    return failed(price ? { ...failure, price } : { ...failure, kind: 'server' });
  };

  /**
   * A balance or saved-card answer. The payment in it is an extension: without it `success`
   * decides: paid, order number unknown, or refused with the answer's message.
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
    // Refused without the payment (`{ success: false }`): nothing charged; the key is the reason.
    return failed({
      kind: 'declined',
      ...(answer.message_key ? { messageKey: answer.message_key } : {}),
    });
  };

  const pay = async (request: PayRequest): Promise<PayAnswer> => {
    const courseId = request.purpose === 'course_purchase' ? request.courseId : null;
    try {
      return await send(request, courseId);
    } catch (error) {
      return payFailed(error, courseId);
    }
  };

  const send = async (request: PayRequest, courseId: number | null): Promise<PayAnswer> => {
    if (!attemptStarted.has(request.idempotencyKey))
      attemptStarted.set(request.idempotencyKey, Date.now());
    const headers = { 'Idempotency-Key': request.idempotencyKey };
    const { method, amount } = request;
    const currency = request.currency as CurrencyCode;
    switch (method.kind) {
      case 'balance': {
        const answer = await payWithBalance(
          { course_id: courseId ?? 0, amount, currency },
          headers,
        );
        return paidOrRefused(answer);
      }
      case 'saved_card': {
        const answer = await payWithSavedCard(
          {
            card_id: Number(method.cardId),
            amount,
            currency,
            type: purposeType(request.purpose),
            course_id: courseId,
          },
          headers,
        );
        return paidOrRefused(answer);
      }
      case 'new_card': {
        const answer = await initiatePayment(
          {
            amount,
            currency,
            type: purposeType(request.purpose),
            course_id: courseId,
            save_card: method.saveCard,
          },
          headers,
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

  /** One payment as the server has it now, or how asking failed (404: it does not know it). */
  const fetchPayment = async ({ paymentId }: { paymentId: string }): Promise<PaymentAnswer> => {
    try {
      const { payment } = await getPaymentDetails(Number(paymentId));
      return { outcome: 'payment', payment: toPaymentDetails(payment) };
    } catch (error) {
      return failedWith(error);
    }
  };

  /** Did the server take the attempt whose answer was lost? Its payment, none, or unknown. */
  const checkAttempt = async (request: AttemptCheckRequest): Promise<AttemptCheck> => {
    if (request.paymentId) {
      const answer = await fetchPayment({ paymentId: request.paymentId });
      if (answer.outcome === 'payment') return { found: true, payment: answer.payment };
      // The payment it named is not the server's: the attempt was not taken.
      return answer.failure.kind === 'not_found'
        ? { found: false }
        : { found: null, failure: answer.failure };
    }
    try {
      return await findAttempt(request);
    } catch (error) {
      return { found: null, failure: failedWith(error).failure };
    }
  };

  const findAttempt = async (request: AttemptCheckRequest): Promise<AttemptCheck> => {
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
   * answers without the payment (the original app's `{ success }`) still cancelled it.
   */
  const cancelPendingPayment = async ({
    paymentId,
  }: {
    paymentId: string;
  }): Promise<CancelAnswer> => {
    try {
      const payment = paymentIn(await cancelPayment({ paymentId: Number(paymentId) }));
      return { outcome: 'cancelled', payment: payment ? toPaymentDetails(payment) : null };
    } catch (error) {
      return failedWith(error);
    }
  };

  return { loadCheckout, pay, fetchPayment, checkAttempt, cancelPendingPayment };
}
