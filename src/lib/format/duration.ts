import { htmlLang, type Language } from '../i18n/languages';
import { cachedFormatter } from './intl-cache';

const unit = (language: Language, name: 'hour' | 'minute') =>
  cachedFormatter(
    `duration:${language}:${name}`,
    () =>
      new Intl.NumberFormat(htmlLang[language], {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
      }),
  );

/**
 * A length of time in the language's own units, e.g. "8 hr 30 min" / "8 ч 30 мин": a course's
 * length is a duration, not a time of day. Whole hours leave the minutes out; under an hour
 * shows minutes only.
 */
export function formatDuration(totalMinutes: number, language: Language): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0 || minutes === 0) parts.push(unit(language, 'hour').format(hours));
  if (minutes > 0) parts.push(unit(language, 'minute').format(minutes));
  return parts.join(' ');
}

/** Minutes of a contract time (`HH:mm:ss`, or the form's `H:MM`); null when it is not one. */
export function minutesOfTime(time: string | null | undefined): number | null {
  const match = /^(\d{1,3}):(\d{2})(?::\d{2})?$/.exec(time?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
