// The one failure mapper: how a refused or failed call becomes what a form or a command shows,
// for every screen (account, public, settings, reviews, the course form, saved cards, payments).
// Nothing else reads
// field errors or failure keys out of an answer; a new form passes options, not a new mapper.
import i18next from 'i18next';
import { useMemo } from 'react';
import type { ErrorResponse, FlatValidationError, ValidationError } from '@/generated/model';
import { fullErrorKey, readApiError } from '@/lib/http';
import type { FieldErrors } from '@/machines/form-submission/form-submission.machine';

/** The general failure the spec names when nothing better is known (part 1, §8). */
export const FALLBACK_KEY = 'auth.something_went_wrong';

/** A failure as a form shows it: messages under fields, or one message for the form. */
export type FailureOutcome =
  | { kind: 'fieldErrors'; fieldErrors: FieldErrors; messageKey?: string }
  | { kind: 'failure'; messageKey: string };

export interface FailureOptions {
  /** The call's documented default, shown when the answer names no key to show. */
  fallbackKey?: string;
  /** Always the form's message, whatever the body says (the public forms' spec'd keys). */
  failureKey?: string;
  /**
   * Whether the answer's `message_key` may be the message. Its `error` always may (decision
   * 12); the settings calls and adding a course show their documented default instead. A list
   * of statuses allows it on those alone (a saved card's 409 gives the server's reason).
   */
  showMessageKey?: boolean | readonly number[];
  /** A message of its own for a status, whatever the body says (a saved card already gone, 404). */
  statusKeys?: Readonly<Record<number, string>>;
  /** Which keys the app can show: the `server` namespace by default. Unknown keys never show. */
  isKnown?: (key: string) => boolean;
  /** Field errors are keys relative to this prefix (the course form, decision 14). */
  fieldPrefix?: string;
  /** Where a server field's error shows (`details_by_instructor.0.time` under the checklist). */
  fieldOf?: (field: string) => string;
  /**
   * Fields the user cannot fix on this form (a reset link's token, a review's course): their
   * key becomes the form's message instead of a field's.
   */
  formFields?: readonly string[];
  /** Answers with only a message key that belongs under fields (sign-in's 401 and 404). */
  keyFields?: Readonly<Record<string, readonly string[]>>;
  /** Shown when no answer came (offline, DNS, timeout); the fallback by default. */
  networkKey?: string;
  /** Shown for a cancelled call (the user's own choice); the fallback by default. */
  cancelledKey?: string;
}

/** A failed call's answer as the contract's error bodies; `readApiError` must fit it. */
interface Answer {
  status: number | null;
  message_key: ValidationError['message_key'] | null;
  /** A 422's `errors`, or the flat map of registration and settings (decisions 8, 11). */
  errors: ValidationError['errors'] | FlatValidationError;
  /** A failure's optional `error` key (decision 12). */
  error: NonNullable<ErrorResponse['error']> | null;
  isCancelled: boolean;
}

const knownOnServer = (key: string) => i18next.exists(key, { ns: 'server' });

/**
 * A 422 (either body shape: `{message_key, errors}` or the flat `{field: [key]}` of
 * registration and settings) puts each field's first key under its field. Anything else is one
 * message: the form's own failure key, else the answer's `error`, else its `message_key` (each
 * only when the app knows it), else the network or fallback key.
 */
export function failureOutcome(error: unknown, options: FailureOptions = {}): FailureOutcome {
  const {
    fallbackKey = FALLBACK_KEY,
    failureKey,
    showMessageKey = true,
    statusKeys = {},
    isKnown = knownOnServer,
    fieldPrefix,
    fieldOf = (field: string) => field,
    formFields = [],
    keyFields = {},
    networkKey = fallbackKey,
    cancelledKey = fallbackKey,
  } = options;
  const answer: Answer = readApiError(error);
  const known = (key: string | null) => (key && isKnown(key) ? key : undefined);
  const messageKeyShown =
    typeof showMessageKey === 'boolean'
      ? showMessageKey
      : answer.status !== null && showMessageKey.includes(answer.status);
  const answerKey =
    failureKey ??
    (answer.status !== null ? statusKeys[answer.status] : undefined) ??
    known(answer.error) ??
    (messageKeyShown ? known(answer.message_key) : undefined);

  const fieldErrors: FieldErrors = {};
  let formKey: string | undefined;
  if (answer.status === 422) {
    for (const [field, keys] of Object.entries(answer.errors)) {
      const first = keys[0];
      if (!first) continue;
      const key = fieldPrefix ? fullErrorKey(first, fieldPrefix) : first;
      if (formFields.includes(field)) formKey ??= key;
      else fieldErrors[fieldOf(field)] ??= key;
    }
  }
  let messageKey = formKey ?? answerKey;
  const keyedFields = answer.message_key ? keyFields[answer.message_key] : undefined;
  if (keyedFields && !keyedFields.some((field) => fieldErrors[field])) {
    for (const field of keyedFields) fieldErrors[field] = answer.message_key!;
    // Filed under its fields, the key is not the form's message as well.
    messageKey = formKey ?? failureKey;
  }
  if (Object.keys(fieldErrors).length > 0)
    return { kind: 'fieldErrors', fieldErrors, ...(messageKey ? { messageKey } : {}) };
  if (answer.isCancelled) return { kind: 'failure', messageKey: cancelledKey };
  // A refusal (4xx) is an answer; anything else is worth a line in the console (part 1, §8).
  if (answer.status === null || answer.status >= 500) console.error('A call failed', error);
  if (answer.status === null) return { kind: 'failure', messageKey: failureKey ?? networkKey };
  return { kind: 'failure', messageKey: messageKey ?? fallbackKey };
}

/**
 * One message for a failure, where there is no field to put it under (a switch, the code
 * boxes): the first of `fields` in error, else the form's message, else any field's.
 */
export function failureMessage(outcome: FailureOutcome, fields: readonly string[] = []): string {
  if (outcome.kind === 'failure') return outcome.messageKey;
  const errors = outcome.fieldErrors;
  const named = fields.map((field) => errors[field]).find(Boolean);
  return named ?? outcome.messageKey ?? Object.values(errors).find(Boolean) ?? FALLBACK_KEY;
}

/**
 * A command's failure (a TanStack `useMutation`'s `error`), mapped once per failure: what the
 * screen shows is derived from the mutation, never kept in a state of its own. `options` must
 * be a constant (module level).
 */
export function useFailureOutcome(error: unknown, options: FailureOptions): FailureOutcome | null {
  return useMemo(() => (error ? failureOutcome(error, options) : null), [error, options]);
}
