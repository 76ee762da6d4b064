// The message keys a failed call carries beyond `{message_key, errors}`, read the way the real
// backend writes them (spec decisions 11, 12 and 14): the flat 422 map of registration and the
// phone, password and photo settings; the optional `error` key of other failures; and the course
// form's field errors, which are keys relative to `auth.add_course.`.
import { isAxiosError } from 'axios';

/** Whether the app can translate a key (the caller passes i18n's `exists` on `server`). */
export type KnownKey = (key: string) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON body of a call that was answered with an error status, else undefined. */
function answeredBody(error: unknown): unknown {
  return isAxiosError(error) ? error.response?.data : undefined;
}

/**
 * The first key of each field of a flat 422 map `{field: [key, …]}`. Only lists of strings count:
 * a `{message_key, errors}` body yields nothing (never the first letter of its `message_key`).
 */
export function readFlatFieldErrors(error: unknown): Record<string, string> {
  const body = answeredBody(error);
  if (!isAxiosError(error) || error.response?.status !== 422 || !isRecord(body)) return {};
  const fields: Record<string, string> = {};
  for (const [field, keys] of Object.entries(body)) {
    if (!Array.isArray(keys)) continue;
    const first: unknown = keys[0];
    if (typeof first === 'string' && first !== '') fields[field] = first;
  }
  return fields;
}

/**
 * The key to show for a failed call: the body's `error` when the app knows that key, else the
 * call's documented default (`auth.something_went_wrong`, `auth.phone_number_update_failed`, …).
 */
export function failureMessageKey(error: unknown, fallback: string, isKnown: KnownKey): string {
  const body = answeredBody(error);
  const key = isRecord(body) ? body.error : undefined;
  return typeof key === 'string' && key !== '' && isKnown(key) ? key : fallback;
}

export const COURSE_FORM_KEY_PREFIX = 'auth.add_course.';

/**
 * The full translation key of a course-form field error: the backend sends it relative to
 * `auth.add_course.` (`validation.title_en.required`); a value that already starts with `auth.`
 * (`auth.courses.title_required`) is a full key.
 */
export function courseFormErrorKey(value: string): string {
  return value.startsWith('auth.') ? value : `${COURSE_FORM_KEY_PREFIX}${value}`;
}

/** The course form's field errors as full keys, the first per field. */
export function courseFormFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, keys]) => typeof keys[0] === 'string' && keys[0] !== '')
      .map(([field, keys]) => [field, courseFormErrorKey(keys[0]!)]),
  );
}
