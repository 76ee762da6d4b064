// The client-side field rules of the spec, as plain predicates and a tiny rule runner, so
// every form states its rules as data: field → [check, message key] in the order to report.

export const isBlank = (value: string): boolean => value.trim() === '';

/** Letters of any script (Armenian, Cyrillic, Latin...) and spaces. */
export const isLettersAndSpaces = (value: string): boolean => /^[\p{L}\s]+$/u.test(value.trim());

/** Holds a markup character (`<` or `>`), the only characters free text refuses (decision 10). */
export const hasMarkup = (value: string): boolean => /[<>]/.test(value);

/** The shape `{name}@{domain}.{tld}` with no spaces. */
export const isEmailShaped = (value: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Optional `+`, then 7 to 20 digits, spaces or hyphens. */
export const isPhoneShaped = (value: string): boolean => /^\+?[0-9 -]{7,20}$/.test(value.trim());

export const longerThan = (limit: number) => (value: string) => value.trim().length > limit;
export const shorterThan = (limit: number) => (value: string) => value.length < limit;

/** A broken rule: when `breaks(value, values)` holds, `messageKey` shows under the field. */
export type FieldRule = readonly [
  breaks: (value: string, values: Record<string, string>) => boolean,
  messageKey: string,
];

export type FormRules = Record<string, readonly FieldRule[]>;

/** The first broken rule of each field, as field → message key; empty when all pass. */
export function checkRules(
  rules: FormRules,
  values: Record<string, string>,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = values[field] ?? '';
    const broken = fieldRules.find(([breaks]) => breaks(value, values));
    if (broken) errors[field] = broken[1];
  }
  return errors;
}

/** Required, then shaped like an e-mail, then at most 255 characters, with the given keys. */
export const emailRules = (prefix: 'auth' | 'messages'): FieldRule[] => [
  [isBlank, `${prefix}.email_required`],
  [(value) => !isEmailShaped(value), `${prefix}.email_invalid`],
  [longerThan(255), `${prefix}.email_max`],
];
