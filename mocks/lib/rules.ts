// Laravel-style rule helpers: each check adds the message key of the first failing rule.
import type { FieldErrors } from './route';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters of any script and spaces (names, full names). */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
export const PHONE_PATTERN = /^[+]?[0-9 -]{7,20}$/;
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;
/** Course texts may not carry markup (the `.regex` rules of the course form). */
export const NO_MARKUP = /^[^<>]*$/;
/**
 * The invisible characters that change the direction of text (Unicode Bidi_Control): a title
 * may not carry them (a right-to-left override shows "exe.png" as "gnp.exe").
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** `text` without those characters (where no display could honour them: the certificate PDF). */
export const withoutBidiControls = (text: string): string =>
  text.replace(new RegExp(BIDI_CONTROLS.source, 'gu'), '');

export class Errors {
  readonly fields: FieldErrors = {};

  add(field: string, key: string): void {
    (this.fields[field] ??= []).push(key);
  }

  has(field?: string): boolean {
    return field ? field in this.fields : Object.keys(this.fields).length > 0;
  }
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required e-mail, valid, at most 255 characters, with keys under `prefix` (auth. or messages.). */
export function checkEmail(errors: Errors, value: unknown, prefix: string, field = 'email'): void {
  if (isBlank(value)) return errors.add(field, `${prefix}.email_required`);
  const text = String(value);
  if (!EMAIL_PATTERN.test(text)) return errors.add(field, `${prefix}.email_invalid`);
  if (text.length > 255) errors.add(field, `${prefix}.email_max`);
}

/** Required name of letters and spaces with a max length. */
export function checkName(
  errors: Errors,
  value: unknown,
  field: string,
  keys: { required: string; max: string; string: string },
  max = 100,
): void {
  if (isBlank(value)) return errors.add(field, keys.required);
  if (typeof value !== 'string' || !LETTERS_AND_SPACES.test(value))
    return errors.add(field, keys.string);
  if (value.length > max) errors.add(field, keys.max);
}
