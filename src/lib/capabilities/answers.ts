// What the app takes from answer fields that a server may leave out (./registry.ts names them
// per capability), and what stands in for each. No HTTP here: machines read these too.
import type {
  CurrencyCode,
  InitiatePaymentResponse,
  InstructorCourse,
  LoginResponse,
  Money,
  Payment,
  PaymentCallbackResult,
  PaymentHistoryResponse,
  PaymentResponse,
  PurchasedCourse,
  QuizResult,
  User,
  Withdrawal,
  WithdrawResponse,
} from '../../generated/model';
import { WALLET_CURRENCY } from '../format/price';
import type { ErrorBodyParts } from '../http/api-error';

/** `login-profile`: the sign-in answer is the whole profile only when it carries `role`. */
export const loginCarriesProfile = (answer: LoginResponse): boolean =>
  answer.role !== undefined && Boolean(answer.user);

/** The wallet's currency when an amount names none (`money-details`): drams. */
export { WALLET_CURRENCY };

/** The currency of an amount, or the wallet's without `money-details`. */
export function currencyOr(currency: CurrencyCode | null | undefined): CurrencyCode;
export function currencyOr(currency: string | null | undefined): string;
export function currencyOr(currency: string | null | undefined): string {
  return currency ?? WALLET_CURRENCY;
}

/** The wallet's currency: the profile's, or AMD without `money-details`. */
export const walletCurrencyOf = (user: User | null | undefined): CurrencyCode =>
  currencyOr(user?.balance_currency);

/** `wallet-balance`: the learner's balance, or null when the profile reports none. */
export const walletBalanceOf = (user: User | null | undefined): Money | null =>
  typeof user?.balance === 'string'
    ? { amount: user.balance, currency: currencyOr(user.balance_currency) }
    : null;

/** `money-details`: the history's own total spent, or null (the app adds up every page). */
export const totalSpentOf = (history: PaymentHistoryResponse): Money[] | null =>
  history.total_spent ?? null;

/**
 * `money-details`: whether a ledger row names its course (`course_id`, null for a top-up);
 * without it a purchase is known by its description only.
 */
export const namesCourse = (row: { course_id?: number | null }): boolean =>
  row.course_id !== undefined;

/** `payment-records`: the payment a pay or cancel answer carries, or null (`success` decides). */
export const paymentIn = (answer: PaymentResponse): Payment | null => answer.payment ?? null;

/** `payment-records`: the bank payment's id, or null (the payment is not remembered). */
export const bankPaymentIdOf = (answer: InitiatePaymentResponse): string | null =>
  answer.paymentId === undefined ? null : String(answer.paymentId);

/** `payment-records`: the request a withdrawal answer carries, or null (the list is read again). */
export const withdrawalIn = (answer: WithdrawResponse): Withdrawal | null =>
  answer.withdrawal ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `payment-records`: the price a 409 `payment.price_changed` names, or null (the app reads the
 * course again). `answer` is the refusal as the HTTP layer's reader returns it.
 */
export const conflictPriceOf = (
  answer: Pick<ErrorBodyParts, 'price' | 'currency'>,
): { amount: string; currency: string } | null =>
  answer.price !== undefined && answer.currency !== undefined
    ? { amount: answer.price, currency: answer.currency }
    : null;

/** `amount-limits`: the limits a refused amount names, or null (the form says it without them). */
export const amountLimitsOf = (
  answer: Pick<ErrorBodyParts, 'limits'>,
): {
  min: { amount: string; currency: string };
  max: { amount: string; currency: string };
} | null =>
  answer.limits
    ? {
        min: { amount: answer.limits.min_amount, currency: answer.limits.currency },
        max: { amount: answer.limits.max_amount, currency: answer.limits.currency },
      }
    : null;

/**
 * `quiz-result-details`: when the next attempt opens by the server's clock, or null (the app
 * counts the cooldown from the answer).
 */
export const nextAttemptOf = (result: QuizResult): { until: string; serverTime: string } | null =>
  result.next_attempt_at && result.server_time
    ? { until: result.next_attempt_at, serverTime: result.server_time }
    : null;

/** `quiz-result-details`: a pass's certificate code, or null (the PDF still downloads). */
export const certificateCodeOf = (result: QuizResult): string | null =>
  result.certificate_code ?? null;

/** `course-progress`: whether the server keeps progress (its purchased courses carry it). */
export const progressKeptByServer = (courses: readonly PurchasedCourse[]): boolean =>
  courses.length === 0 || courses.some((course) => course.progress !== undefined);

/**
 * `bank-callback-json`: the callback's JSON answer, or null when the server answered with its
 * redirect (a page), which the app then follows.
 */
export const callbackAnswerOf = (answer: unknown): PaymentCallbackResult | null =>
  isRecord(answer) && typeof answer.paymentId === 'number' && typeof answer.orderId === 'string'
    ? (answer as unknown as PaymentCallbackResult)
    : null;

/**
 * `published-version`: whether visitors and buyers see a published version of the instructor's
 * course; from a server without the field, an approved course is taken for published.
 */
export const hasPublishedVersion = (course: Pick<InstructorCourse, 'status' | 'published'>) =>
  course.published ?? course.status === 'approved';
