// The one reader of the backend's error bodies: it takes whatever a generated call rejected with
// and returns the contract's error body, typed, so nothing else pokes at axios internals. The
// bodies are the contract's (`ValidationError`, `FlatValidationError`, `ErrorResponse`,
// `PaymentConflictError`, `PaymentDeclinedError`, `QuizCooldownError`; the failure mapper checks
// this reading against them, since the HTTP layer sits below the generated models): a 422's
// `{message_key, errors}` (with the payment calls' `limits`), registration's and the settings
// calls' flat `{field: [key]}`, a failure's `{message_key, error?}`, a 409's new `price`, a 402's
// reason and a quiz's 429 `cooldown_until` and `server_time`. Each optional part is there only
// when the answer carried it in its documented shape.
import { isAxiosError, isCancel } from 'axios';

/** Field name to message keys; the first key is the one shown under the field. */
export type FieldErrors = Record<string, string[]>;

/** What a refused amount may be: the server's limits (`AmountLimits`). */
export interface ErrorAmountLimits {
  min_amount: string;
  max_amount: string;
  currency: string;
}

/** The optional parts of the contract's error bodies beside the key and the field errors. */
export interface ErrorBodyParts {
  /** A 422 on a payment's `amount`: what the server accepts. */
  limits?: ErrorAmountLimits;
  /** A 409 `payment.price_changed`: the price charged now, in `currency`. */
  price?: string;
  /** The currency of `price` (a 409) or of `balance` (a 402). */
  currency?: string;
  /** A 402: the bank's own code. */
  response_code?: string;
  /** A 402: the declined payment, when one was recorded. */
  payment_id?: number;
  /** A 402 `payment.insufficient_balance`: what the wallet holds, in `currency`. */
  balance?: string;
  /** A quiz's 429: when the next attempt opens … */
  cooldown_until?: string;
  /** … by the server's clock at the answer (sent together, or neither is read). */
  server_time?: string;
}

export interface ApiError extends ErrorBodyParts {
  /** HTTP status, or null when no answer came (network failure, cancellation, not an HTTP error). */
  status: number | null;
  /** The answer's `message_key`, or null when it had none (registration's 422 has none). */
  message_key: string | null;
  /** Field errors: `errors` of a 422, or registration's flat `{field: [key]}` map; else `{}`. */
  errors: FieldErrors;
  /** The answer's optional `error` key (a failure's own message), or null. */
  error: string | null;
  /** True when the request never got an answer (offline, DNS, CORS, timeout). */
  isNetworkError: boolean;
  /** True when the request was cancelled (AbortController / signal). */
  isCancelled: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `{field: [key, ...]}` with at least one field and only string lists. */
const asFieldErrors = (value: unknown): FieldErrors | null => {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([, keys]) => isKeyList(keys))) return null;
  return Object.fromEntries(entries) as FieldErrors;
};

const keyOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** An ISO 4217 letter code. */
const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

const isLimits = (value: unknown): value is ErrorAmountLimits =>
  isRecord(value) &&
  isText(value.min_amount) &&
  isText(value.max_amount) &&
  isCurrency(value.currency);

/** The parts of `body` beside the key and the errors, each only in its documented shape. */
function partsOf(body: Record<string, unknown>): ErrorBodyParts {
  const { limits, price, currency, response_code, payment_id, balance } = body;
  const { cooldown_until: cooldownUntil, server_time: serverTime } = body;
  return {
    ...(isLimits(limits) ? { limits } : {}),
    ...(isText(price) ? { price } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
    ...(isText(response_code) ? { response_code } : {}),
    ...(Number.isInteger(payment_id) ? { payment_id: payment_id as number } : {}),
    ...(isText(balance) ? { balance } : {}),
    ...(isText(cooldownUntil) && isText(serverTime)
      ? { cooldown_until: cooldownUntil, server_time: serverTime }
      : {}),
  };
}

const noAnswer = { status: null, message_key: null, errors: {}, error: null } as const;

/** Reads the error body of a rejected call (any thrown value is accepted). */
export function readApiError(error: unknown): ApiError {
  if (isCancel(error)) {
    return { ...noAnswer, isNetworkError: false, isCancelled: true };
  }
  if (!isAxiosError(error)) {
    return { ...noAnswer, isNetworkError: false, isCancelled: false };
  }
  const response = error.response;
  if (!response) {
    return {
      ...noAnswer,
      isNetworkError: error.code !== 'ERR_CANCELED',
      isCancelled: error.code === 'ERR_CANCELED',
    };
  }
  const body: unknown = response.data;
  let messageKey: string | null = null;
  let failureKey: string | null = null;
  let errors: FieldErrors = {};
  let parts: ErrorBodyParts = {};
  if (isRecord(body)) {
    messageKey = keyOf(body.message_key);
    failureKey = keyOf(body.error);
    const nested = asFieldErrors(body.errors);
    if (nested) errors = nested;
    else if (!('message_key' in body) && !('errors' in body)) errors = asFieldErrors(body) ?? {};
    parts = partsOf(body);
  }
  return {
    status: response.status,
    message_key: messageKey,
    errors,
    error: failureKey,
    ...parts,
    isNetworkError: false,
    isCancelled: false,
  };
}

/** The statuses that say a thing does not exist or is not the user's: asking again cannot help. */
export const NOT_FOUND_STATUSES: readonly number[] = [403, 404, 410];

/** True when the read answered that the thing does not exist or is not the user's. */
export const isNotFound = (error: unknown): boolean => {
  const { status } = readApiError(error);
  return status !== null && NOT_FOUND_STATUSES.includes(status);
};

/**
 * When a refused call (429) may be tried again: its `Retry-After` (delay-seconds or an HTTP
 * date) as a time in ms since the epoch, or null without a readable one (a server on another
 * origin that does not expose the header).
 */
export function retryAfterTime(error: unknown, now: number = Date.now()): number | null {
  if (!isAxiosError(error) || !error.response) return null;
  const raw: unknown = error.response.headers?.['retry-after'];
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return now + Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(date, now);
}
