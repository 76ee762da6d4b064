// The one failure mapper: how a refused or failed call becomes what a machine or a screen shows,
// for every call (forms, commands, reads, the session, payments, payouts, the quiz, the player).
// It reads the answer with the HTTP layer's one reader (`readApiError`), and nothing else decides
// what a failure means: a call passes data, never a mapper of its own — which messages it shows
// (`FailureOptions`) and which kinds of failure its machine tells apart (`FailureKinds`).
import i18next from 'i18next';
import { useMemo } from 'react';
import type {
  ErrorResponse,
  FlatValidationError,
  PaymentConflictError,
  PaymentDeclinedError,
  QuizCooldownError,
  ValidationError,
} from '@/generated/model';
// The body readers alone, not the capability registry: the session's profile call maps its
// failures here, and the registry stays out of the first load.
import { amountLimitsOf, conflictPriceOf } from '@/lib/capabilities/answers';
import { fullErrorKey, readApiError, type ApiError, type ErrorBodyParts } from '@/lib/http';
import type { CallFailure, CallFailureOf, FieldErrors } from '@/machines/call-failure';

export type { CallFailure };

/** The general failure the spec names when nothing better is known. */
export const FALLBACK_KEY = 'auth.something_went_wrong';

/** A failure as a form shows it: messages under fields, or one message for the form. */
export type FailureOutcome =
  | (CallFailureOf<'fieldErrors'> & { fieldErrors: FieldErrors })
  | (CallFailureOf<'failure'> & { messageKey: string });

/**
 * When a failure is one of a call's own kinds. Every condition given must hold; a rule with
 * none applies to any failure.
 */
export interface FailureKindRule<Kind extends string> {
  kind: Kind;
  /** No answer came: offline, DNS, a timeout. */
  noAnswer?: boolean;
  /**
   * The call was cancelled. Only a machine that stops and asks again itself hears of it (the
   * session): an actor stopped with its screen or state settles its cancelled calls into nothing.
   */
  cancelled?: boolean;
  /** The server's own failure: a 5xx, or an answer the app could not read. */
  serverFailure?: boolean;
  /** The answer's status is this one, or one of these. */
  status?: number | readonly number[];
  /** The answer's `message_key` is this one. */
  messageKey?: string;
  /** The answer carries this part of its body (a quiz's 429 without its times is no cooldown). */
  carries?: 'price' | 'limits' | 'cooldown';
  /**
   * The server does not have a capability: `notOfferedBy(id)` of src/lib/capabilities/discovery,
   * which reads its 404 with the registry.
   */
  notOffered?: (error: unknown) => boolean;
  /** The answer put messages under the form's fields (a 422, or a key filed under fields). */
  fields?: boolean;
}

/** The kinds of failure a call's machine tells apart, as data. */
export interface FailureKinds<Kind extends string> {
  /** Checked in order: the first rule that holds names the failure. */
  kinds: readonly FailureKindRule<Kind>[];
  /** The kind when no rule holds. */
  otherwise: Kind;
}

/** A form's two kinds: messages under its fields, or one message for the whole form. */
export const FORM_KINDS: FailureKinds<'fieldErrors' | 'failure'> = {
  kinds: [{ kind: 'fieldErrors', fields: true }],
  otherwise: 'failure',
};

export interface FailureOptions {
  /** The call's documented default, shown when the answer names no key to show. */
  fallbackKey?: string;
  /** Always the form's message, whatever the body says (the public forms' spec'd keys). */
  failureKey?: string;
  /**
   * Whether the answer's `message_key` may be the message. Its `error` always may; the settings
   * calls and adding a course show their documented default instead. A list of statuses allows
   * it on those alone (a saved card's 409 gives the server's reason).
   */
  showMessageKey?: boolean | readonly number[];
  /** The general key in an answer gives way to the call's own default (the quiz). */
  skipGeneralKey?: boolean;
  /** A message of its own for a status, whatever the body says (a saved card already gone, 404). */
  statusKeys?: Readonly<Record<number, string>>;
  /** Which keys the app can show: the `server` namespace by default. Unknown keys never show. */
  isKnown?: (key: string) => boolean;
  /** Field errors are keys relative to this prefix (the course form). */
  fieldPrefix?: string;
  /**
   * The server names the form's fields inside this object (`payment_details.bankName` is the
   * payout form's `bankName`).
   */
  fieldScope?: string;
  /**
   * Lists whose rows' errors show under the list (`details_by_instructor.0.time` under
   * `details_by_instructor`, the checklist).
   */
  fieldLists?: readonly string[];
  /**
   * Fields the user cannot fix on this form (a reset link's token, a review's course): their
   * key becomes the form's message instead of a field's.
   */
  formFields?: readonly string[];
  /** Answers with only a message key that belongs under fields (sign-in's 401 and 404). */
  keyFields?: Readonly<Record<string, readonly string[]>>;
  /** Shown when no answer came (offline, DNS, timeout); the fallback by default. */
  networkKey?: string;
  /**
   * Shown for a cancelled call (the user's own choice); the fallback by default. A call cancelled
   * because its screen or state went away is heard by nobody: the machine binding stops the
   * actor first, and a stopped actor's answers settle into nothing.
   */
  cancelledKey?: string;
  /**
   * Whether a failure that is not a refusal (no answer, a 5xx) goes to the console. The
   * machines' calls, whose screens show every failure, and a read's block, drawn again and
   * again, say no.
   */
  logged?: boolean;
}

/** The options of a call whose machine tells its own kinds of failure apart. */
export interface CallFailureOptions<Kind extends string>
  extends Omit<FailureOptions, 'fallbackKey'>, FailureKinds<Kind> {
  /**
   * As for a form; null when the call has no general message of its own and its screen words
   * the failure by its kind (payments).
   */
  fallbackKey?: string | null;
}

/** A failed call's answer as the contract's error bodies; `readApiError` must fit it. */
interface Answer extends ApiError {
  message_key: ValidationError['message_key'] | null;
  /** A 422's `errors`, or the flat map of registration and settings. */
  errors: ValidationError['errors'] | FlatValidationError;
  /** A failure's optional `error` key. */
  error: NonNullable<ErrorResponse['error']> | null;
}

/** The optional parts of the contract's error bodies, as the generated models name them. */
type ContractParts = Pick<ValidationError, 'limits'> &
  Partial<Pick<PaymentConflictError, 'price' | 'currency'>> &
  Partial<Pick<PaymentDeclinedError, 'response_code' | 'payment_id' | 'balance'>> &
  Partial<Pick<QuizCooldownError, 'cooldown_until' | 'server_time'>>;
type Holds<Contract, Reader> = keyof Contract extends keyof Reader
  ? Required<Contract> extends Required<Pick<Reader, keyof Contract & keyof Reader>>
    ? true
    : false
  : false;
// The HTTP layer sits below the generated models, so its reader is checked against them here:
// this fails to compile when the contract has a part the reader does not return as it is.
type _ReaderHoldsTheContract = Expect<Holds<ContractParts, ErrorBodyParts>>;
type Expect<T extends true> = T;

const knownOnServer = (key: string) => i18next.exists(key, { ns: 'server' });

/** The form's name for a field the server named. */
function formField(
  field: string,
  { fieldScope, fieldLists = [] }: Pick<FailureOptions, 'fieldScope' | 'fieldLists'>,
): string {
  const scoped = fieldScope && field.startsWith(`${fieldScope}.`);
  const name = scoped ? field.slice(fieldScope.length + 1) : field;
  const list = fieldLists.find((candidate) => name.startsWith(`${candidate}.`));
  return list ?? name;
}

/** The parts of the body a failure carries, in the app's words. */
function partsOf(answer: Answer): Pick<CallFailureOf<string>, 'price' | 'limits' | 'cooldown'> {
  const price = conflictPriceOf(answer);
  const limits = amountLimitsOf(answer);
  return {
    ...(price ? { price } : {}),
    ...(limits ? { limits } : {}),
    ...(answer.cooldown_until && answer.server_time
      ? { cooldown: { until: answer.cooldown_until, serverTime: answer.server_time } }
      : {}),
  };
}

function holds<Kind extends string>(
  rule: FailureKindRule<Kind>,
  error: unknown,
  answer: Answer,
  failure: CallFailureOf<string>,
): boolean {
  const { status } = answer;
  const statuses = typeof rule.status === 'number' ? [rule.status] : rule.status;
  const serverFailure =
    status === null ? !answer.isNetworkError && !answer.isCancelled : status >= 500;
  return (
    (rule.noAnswer === undefined || rule.noAnswer === answer.isNetworkError) &&
    (rule.cancelled === undefined || rule.cancelled === answer.isCancelled) &&
    (rule.serverFailure === undefined || rule.serverFailure === serverFailure) &&
    (statuses === undefined || (status !== null && statuses.includes(status))) &&
    (rule.messageKey === undefined || rule.messageKey === answer.message_key) &&
    (rule.carries === undefined || failure[rule.carries] !== undefined) &&
    (rule.notOffered === undefined || rule.notOffered(error)) &&
    (rule.fields === undefined || rule.fields === (failure.fieldErrors !== undefined))
  );
}

/**
 * A 422 (either body shape: `{message_key, errors}` or the flat `{field: [key]}` of
 * registration and settings) puts each field's first key under its field. Anything else is one
 * message: the form's own failure key, else the answer's `error`, else its `message_key` (each
 * only when the app knows it), else the network or fallback key. The call's kinds (a form's two
 * by default) name what happened; the body's price, limits and cooldown come along when it has
 * them.
 */
export function failureOutcome(error: unknown, options?: FailureOptions): FailureOutcome;
export function failureOutcome<Kind extends string>(
  error: unknown,
  options: CallFailureOptions<Kind>,
): CallFailure<Kind>;
export function failureOutcome(
  error: unknown,
  options: Omit<CallFailureOptions<string>, keyof FailureKinds<string>> &
    Partial<FailureKinds<string>> = {},
): CallFailure<string> {
  const {
    fallbackKey = FALLBACK_KEY,
    failureKey,
    showMessageKey = true,
    skipGeneralKey = false,
    statusKeys = {},
    isKnown = knownOnServer,
    fieldPrefix,
    formFields = [],
    keyFields = {},
    networkKey = fallbackKey,
    cancelledKey = fallbackKey,
    logged = true,
    kinds = FORM_KINDS.kinds,
    otherwise = FORM_KINDS.otherwise,
  } = options;
  const answer: Answer = readApiError(error);
  const known = (key: string | null) =>
    key && isKnown(key) && !(skipGeneralKey && key === FALLBACK_KEY) ? key : undefined;
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
      else fieldErrors[formField(field, options)] ??= key;
    }
  }
  let messageKey = formKey ?? answerKey;
  const keyedFields = answer.message_key ? keyFields[answer.message_key] : undefined;
  if (keyedFields && !keyedFields.some((field) => fieldErrors[field])) {
    for (const field of keyedFields) fieldErrors[field] = answer.message_key!;
    // Filed under its fields, the key is not the form's message as well.
    messageKey = formKey ?? failureKey;
  }

  let failure: CallFailureOf<string>;
  if (Object.keys(fieldErrors).length > 0) {
    failure = { kind: otherwise, fieldErrors, ...(messageKey ? { messageKey } : {}) };
  } else {
    // A refusal (4xx) is an answer; anything else is worth a line in the console.
    if (logged && !answer.isCancelled && (answer.status === null || answer.status >= 500))
      console.error('A call failed', error);
    const shown = answer.isCancelled
      ? cancelledKey
      : answer.status === null
        ? (failureKey ?? networkKey)
        : (messageKey ?? fallbackKey);
    failure = { kind: otherwise, ...(shown ? { messageKey: shown } : {}) };
  }
  Object.assign(failure, partsOf(answer));
  const rule = kinds.find((candidate) => holds(candidate, error, answer, failure));
  return { ...failure, kind: rule?.kind ?? otherwise } as CallFailure<string>;
}

/**
 * One message for a failure, where there is no field to put it under (a switch, the code
 * boxes): the first of `fields` in error, else the form's message, else any field's.
 */
export function failureMessage(
  outcome: CallFailureOf<string>,
  fields: readonly string[] = [],
): string {
  const errors = outcome.fieldErrors ?? {};
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
