import type { InstructorCourse } from '@/generated/model';
import type { Language } from '@/lib/i18n/languages';

/** The form's places for a reviewer's message, by the rejected field's `field_name` (decision 16). */
const PLACES = new Set([
  'video',
  'title',
  'price',
  'description',
  'faqs',
  'highlights',
  'details_by_instructor',
]);

export interface ReviewNotes {
  /** Messages by form place (`title` shows at the English title, `faqs` under the FAQ list). */
  byField: Partial<Record<string, string[]>>;
  /** Remarks about no field in particular (`field_name` null or unknown). */
  general: string[];
}

/** A declined course's rejected fields, in the UI language (English when not translated). */
export function reviewNotesOf(course: InstructorCourse, language: Language): ReviewNotes {
  const notes: ReviewNotes = { byField: {}, general: [] };
  if (course.status !== 'declined') return notes;
  for (const field of course.rejected_fields) {
    const message =
      (language === 'en' ? null : field[`error_message_${language}`]) || field.error_message_en;
    const place = field.field_name;
    if (place && PLACES.has(place)) (notes.byField[place] ??= []).push(message);
    else notes.general.push(message);
  }
  return notes;
}
