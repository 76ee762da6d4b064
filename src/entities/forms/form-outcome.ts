// How a refused or failed call becomes a form outcome, for every form of the app (account,
// public, settings, course): the one place that reads field errors and failure keys.
import { firstFieldErrors, readApiError } from '@/lib/http';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';

/** The general failure the spec names when nothing better is known (part 1, §8). */
export const FALLBACK_KEY = 'auth.something_went_wrong';

export interface FailureKeys {
  /** Shown when the answer names no key of its own; the general failure by default. */
  fallbackKey?: string;
  /**
   * Always shown for a failure, whatever the body says: the public forms' spec'd failure keys
   * (`messages.contact_creation_failed`, …).
   */
  failureKey?: string;
}

/**
 * A 422 (or registration's and settings' flat map) puts each field's first key under its field;
 * anything else (another status, no network) is one message for the form: the form's own
 * failure key, else the answer's `message_key`, else the fallback.
 */
export function failureOutcome(
  error: unknown,
  { fallbackKey = FALLBACK_KEY, failureKey }: FailureKeys = {},
): SubmitOutcome {
  const answer = readApiError(error);
  const fieldErrors = firstFieldErrors(answer);
  if (Object.keys(fieldErrors).length > 0) {
    const messageKey = failureKey ?? answer.message_key;
    return { kind: 'fieldErrors', fieldErrors, ...(messageKey ? { messageKey } : {}) };
  }
  // A refusal (4xx) is an answer; anything else is worth a line in the console (part 1, §8).
  if (answer.status === null || answer.status >= 500) console.error('A form call failed', error);
  return { kind: 'failure', messageKey: failureKey ?? answer.message_key ?? fallbackKey };
}
