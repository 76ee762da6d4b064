import type { CourseDetailSelection } from '@/generated/model';

/** The details the instructor ticked or gave a time: what "This course includes" lists. */
export function includedDetails(details: readonly CourseDetailSelection[]) {
  return details.filter(
    (entry) => entry.selected === true || entry.selected === 1 || Boolean(entry.time),
  );
}

const minutesOf = (time: string | null | undefined): number => {
  const match = /^(\d{1,3}):(\d{2})(?::\d{2})?$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
};

/** "H:MM" of a detail's time, or null when it has none. */
export function shortTime(time: string | null | undefined): string | null {
  if (!time || !/^\d{1,3}:\d{2}/.test(time)) return null;
  const minutes = minutesOf(time);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The sum of the details' times as "H:MM"; 0:00 when none has a time (part 2 §9). */
export function totalHours(details: readonly CourseDetailSelection[]): string {
  const minutes = details.reduce((sum, entry) => sum + minutesOf(entry.time), 0);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
