import type { CourseDetailSelection } from '@/generated/model';
import { formatDuration, minutesOfTime } from '@/lib/format/duration';
import type { Language } from '@/lib/i18n/languages';

/** The details the instructor ticked or gave a time: what "This course includes" lists. */
export function includedDetails(details: readonly CourseDetailSelection[]) {
  return details.filter(
    (entry) => entry.selected === true || entry.selected === 1 || Boolean(entry.time),
  );
}

const minutesOf = (time: string | null | undefined): number => minutesOfTime(time) ?? 0;

/** A detail's time as a duration ("1 hr 30 min"), or null when it has none. */
export function shortTime(time: string | null | undefined, language: Language): string | null {
  const minutes = minutesOfTime(time);
  return minutes === null ? null : formatDuration(minutes, language);
}

/** The sum of the details' times as a duration; "0 hr" when none has a time. */
export function totalHours(details: readonly CourseDetailSelection[], language: Language): string {
  return formatDuration(
    details.reduce((sum, entry) => sum + minutesOf(entry.time), 0),
    language,
  );
}
