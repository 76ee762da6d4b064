import { htmlLang, type Language } from '../i18n/languages';
import { ARMENIAN_MONTHS } from './armenian-months';
import { cachedFormatter } from './intl-cache';

/** Whether this runtime writes Armenian month names for `hy` (asked once). */
export function intlHasArmenian(): boolean {
  return cachedFormatter('hy-data', () =>
    /[\u0531-\u0587]/.test(
      new Intl.DateTimeFormat('hy', { month: 'long' }).format(new Date(Date.UTC(2026, 9, 15))),
    ),
  );
}

interface DateParts {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar parts of `date` in `timeZone` (the device's when omitted), without any language. */
function partsOf(date: Date, timeZone: string | undefined): DateParts {
  const parts = cachedFormatter(
    `parts:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Armenian without the runtime's help, in Unicode's Armenian patterns. */
const armenian = {
  date: ({ day, month, year }: DateParts) =>
    `${day} ${ARMENIAN_MONTHS.genitive[month]}, ${year} թ.`,
  dayAndTime: ({ day, month, hour, minute }: DateParts) =>
    `${day} ${ARMENIAN_MONTHS.genitive[month]}, ${hour}:${String(minute).padStart(2, '0')}`,
  time: ({ hour, minute }: DateParts) => `${hour}:${String(minute).padStart(2, '0')}`,
  monthAndYear: ({ month, year }: DateParts) => `${year} թ. ${ARMENIAN_MONTHS.short[month]}`,
};

/** Armenian by the app's own names when the runtime has none, else null. */
function ownArmenian(
  language: Language,
  date: Date,
  style: keyof typeof armenian,
  timeZone?: string,
): string | null {
  if (language !== 'arm' || intlHasArmenian()) return null;
  return armenian[style](partsOf(date, timeZone));
}

const parse = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A calendar date in the language's own words, e.g. "November 22, 2026" / "22 ноября 2026 г." /
 * "22 նոյեմբերի, 2026 թ.", on the device's calendar or in `timeZone` (the certificate's UTC).
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: Language,
  { timeZone }: { timeZone?: string } = {},
): string {
  const date = value ? parse(value) : null;
  if (!date) return '';
  return (
    ownArmenian(language, date, 'date', timeZone) ??
    cachedFormatter(
      `date:${language}:${timeZone ?? ''}`,
      () =>
        new Intl.DateTimeFormat(htmlLang[language], {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          ...(timeZone ? { timeZone } : {}),
        }),
    ).format(date)
  );
}

/** "Mar 2026" / "2026 թ. մրտ": a month of a chart or a table, in the interface language. */
export function formatMonth(date: Date, language: Language): string {
  return (
    ownArmenian(language, date, 'monthAndYear') ??
    cachedFormatter(
      `month-year:${language}`,
      () => new Intl.DateTimeFormat(htmlLang[language], { month: 'short', year: 'numeric' }),
    ).format(date)
  );
}

/**
 * When something happened, as short as is clear: the time of day ("14:02") when it was today,
 * the date and time otherwise.
 */
export function formatMoment(value: Date, language: Language, now: Date = new Date()): string {
  const today = value.toDateString() === now.toDateString();
  const own = ownArmenian(language, value, today ? 'time' : 'dayAndTime');
  if (own !== null) return own;
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
