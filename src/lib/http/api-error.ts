// Reads the backend's error bodies out of whatever a generated call rejected with, so machines
// never poke at axios internals.
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

/** Reads `{status, message_key, errors}` from a rejected call (any thrown value is accepted). */
export function readApiError(error: unknown): ApiError {
  if (isCancel(error)) {
    return {
      status: null,
      message_key: null,
      errors: {},
      isNetworkError: false,
      isCancelled: true,
    };
  }
  if (!isAxiosError(error)) {
    return {
      status: null,
      message_key: null,
      errors: {},
      isNetworkError: false,
      isCancelled: false,
    };
  }
  const response = error.response;
  if (!response) {
    return {
      status: null,
      message_key: null,
      errors: {},
      isNetworkError: error.code !== 'ERR_CANCELED',
      isCancelled: error.code === 'ERR_CANCELED',
    };
  }
  const body: unknown = response.data;
  let messageKey: string | null = null;
  let errors: FieldErrors = {};
  if (isRecord(body)) {
    if (typeof body.message_key === 'string' && body.message_key !== '')
      messageKey = body.message_key;
    const nested = asFieldErrors(body.errors);
    if (nested) errors = nested;
    else if (!('message_key' in body) && !('errors' in body)) errors = asFieldErrors(body) ?? {};
  }
  return {
    status: response.status,
    message_key: messageKey,
    errors,
    isNetworkError: false,
    isCancelled: false,
  };
}

/** The first message key for `field`, the one the form shows under it. */
export function firstFieldError(error: ApiError, field: string): string | undefined {
  return error.errors[field]?.[0];
}

/** The first message key of every field, as the forms show them. */
export function firstFieldErrors(error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, keys]) => keys.length > 0)
      .map(([field, keys]) => [field, keys[0]!]),
  );
}

/** True when the rejected call answered with `status`. */
export function hasStatus(error: unknown, status: number): boolean {
  return readApiError(error).status === status;
}
