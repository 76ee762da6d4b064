import { htmlLang, type Language } from '../i18n/languages';
import { cachedFormatter } from './intl-cache';

const parse = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A calendar date in the language's own words, e.g. "22 November 2026" / "22 ноября 2026 г.". */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  const date = value ? parse(value) : null;
  if (!date) return '';
  return cachedFormatter(
    `date:${language}`,
    () =>
      new Intl.DateTimeFormat(htmlLang[language], {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
  ).format(date);
}

/**
 * When something happened, as short as is clear: the time of day ("14:02") when it was today,
 * the date and time otherwise.
 */
export function formatMoment(value: Date, language: Language, now: Date = new Date()): string {
  const today = value.toDateString() === now.toDateString();
  return cachedFormatter(
    `moment:${language}:${today ? 'time' : 'date-time'}`,
    () =>
      new Intl.DateTimeFormat(htmlLang[language], {
        ...(today ? {} : { day: 'numeric', month: 'long' }),
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(value);
}

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "2 дня назад": the age of a notification relative to `now`. */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  language: Language,
  now: Date = new Date(),
): string {
  const date = value ? parse(value) : null;
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = cachedFormatter(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(htmlLang[language], { numeric: 'auto' }),
  );
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return '';
}
