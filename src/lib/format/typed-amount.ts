/**
 * An amount of money as a person types it, read the way the interface language writes numbers:
 * `1,000.50` in English, `1 000,50` in Russian and Armenian (where `1000.50` is read too, as a
 * point cannot be their grouping mark). Spaces group digits in every language. Read into integer
 * minor units, never through a binary float.
 */
import { cachedFormatter } from './intl-cache';
import { htmlLang, type Language } from '../i18n/languages';

export type AmountReading =
  /** A positive amount: integer minor units and the decimal string the API speaks. */
  | { kind: 'amount'; minor: number; decimal: string }
  | { kind: 'empty' }
  /** Letters, a misplaced grouping mark, two decimal marks… */
  | { kind: 'unreadable' }
  /** Zero or below. */
  | { kind: 'not_positive' }
  /** More digits after the decimal mark than the currency has. */
  | { kind: 'too_precise' };

const SPACES = /[\s\u00a0\u202f]/g;

/** The language's grouping and decimal marks, as Intl writes them. */
function marksOf(language: Language): { group: string; decimal: string } {
  const parts = cachedFormatter(
    `number:${language}`,
    () => new Intl.NumberFormat(htmlLang[language]),
  ).formatToParts(1234567.5);
  const mark = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { group: mark('group'), decimal: mark('decimal') };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What `text` says in `language`, with `fractionDigits` decimals at most (2 for AMD). */
export function readTypedAmount(
  text: string,
  language: Language,
  fractionDigits = 2,
): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const { group, decimal } = marksOf(language);
  // Every space is a grouping mark; so is the language's own mark when it is not a space.
  const spaced = trimmed.replace(SPACES, ' ');
  const groupMark = group.replace(SPACES, '') === '' ? ' ' : group;
  const decimalMarks = decimal === ',' && groupMark !== '.' ? [',', '.'] : [decimal];
  const match = new RegExp(
    `^([+-]?)([0-9 ${escape(groupMark)}]+?)(?:[${decimalMarks.map(escape).join('')}]([0-9]*))?$`,
  ).exec(spaced);
  if (!match) return { kind: 'unreadable' };
  const [, sign = '', whole = '', fraction = ''] = match;
  // Grouped digits come in threes after the first group; ungrouped digits are any number.
  const grouping = new RegExp(`^[0-9]{1,3}(?:[ ${escape(groupMark)}][0-9]{3})*$|^[0-9]+$`);
  if (!grouping.test(whole)) return { kind: 'unreadable' };
  const digits = whole.replace(/[^0-9]/g, '');
  if (/[1-9]/.test(fraction.slice(fractionDigits))) return { kind: 'too_precise' };
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const minor = Number(`${digits}${kept}`);
  if (!Number.isSafeInteger(minor)) return { kind: 'unreadable' };
  if (sign === '-' || minor === 0) return { kind: 'not_positive' };
  const unit = 10 ** fractionDigits;
  const apiDecimal =
    fractionDigits === 0
      ? String(minor)
      : `${Math.floor(minor / unit)}.${String(minor % unit).padStart(fractionDigits, '0')}`;
  return { kind: 'amount', minor, decimal: apiDecimal };
}

/** How a whole and a fractional amount are typed in `language`: `1,000` and `1,000.50`. */
export function typingExamples(language: Language): { whole: string; fraction: string } {
  const format = (digits: number) =>
    cachedFormatter(
      `typing:${language}:${digits}`,
      () =>
        new Intl.NumberFormat(htmlLang[language], {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
  return { whole: format(0).format(1000), fraction: format(2).format(1000.5) };
}
