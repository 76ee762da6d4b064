// Reads the backend's error bodies out of whatever a generated call rejected with, so machines
// never poke at axios internals. The bodies are the contract's (`ValidationError`,
// `FlatValidationError`, `ErrorResponse`; the failure mapper checks this reading against them):
// a 422's `{message_key, errors}`, registration's and the settings calls' flat `{field: [key]}`
// (decisions 8 and 11) and a failure's `{message_key, error?}` (decision 12).
import { isAxiosError, isCancel } from 'axios';

/** Field name to message keys; the first key is the one shown under the field. */
export type FieldErrors = Record<string, string[]>;

export interface ApiError {
  /** HTTP status, or null when no answer came (network failure, cancellation, not an HTTP error). */
  status: number | null;
  /** The answer's `message_key`, or null when it had none (registration's 422 has none). */
  message_key: string | null;
  /** Field errors: `errors` of a 422, or registration's flat `{field: [key]}` map; else `{}`. */
  errors: FieldErrors;
  /** The answer's optional `error` key (decision 12), or null. */
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

const noAnswer = { status: null, message_key: null, errors: {}, error: null } as const;

/** Reads `{status, message_key, errors, error}` from a rejected call (any thrown value is accepted). */
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
  if (isRecord(body)) {
    messageKey = keyOf(body.message_key);
    failureKey = keyOf(body.error);
    const nested = asFieldErrors(body.errors);
    if (nested) errors = nested;
    else if (!('message_key' in body) && !('errors' in body)) errors = asFieldErrors(body) ?? {};
  }
  return {
    status: response.status,
    message_key: messageKey,
    errors,
    error: failureKey,
    isNetworkError: false,
    isCancelled: false,
  };
}

/** True when the rejected call answered with `status`. */
export function hasStatus(error: unknown, status: number): boolean {
  return readApiError(error).status === status;
}

/**
 * Why a read failed, as the screen words it: a page that does not exist or is not the user's
 * (404, 403, 410: asking again cannot help), no answer at all (offline), the server's own
 * failure (5xx, or an answer the app could not read), or another refusal (a 4xx: no retry either).
 */
export type ReadFailure = 'not-found' | 'offline' | 'server' | 'refused';

const NOT_FOUND_STATUSES: readonly number[] = [403, 404, 410];

export function readFailure(error: unknown): ReadFailure {
  const { status, isNetworkError } = readApiError(error);
  if (status === null) return isNetworkError ? 'offline' : 'server';
  if (NOT_FOUND_STATUSES.includes(status)) return 'not-found';
  return status >= 500 ? 'server' : 'refused';
}

/** True when asking again may help: no answer, or the server's own failure. */
export const isRetryableRead = (failure: ReadFailure): boolean =>
  failure === 'offline' || failure === 'server';

/** True when the read answered that the thing does not exist or is not the user's. */
export const isNotFound = (error: unknown): boolean => readFailure(error) === 'not-found';

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
