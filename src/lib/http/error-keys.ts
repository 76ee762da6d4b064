// Course-form field errors are message keys relative to `auth.add_course.` (spec decision 14);
// the failure mapper (`entities/forms/form-outcome.ts`) and the mock backend resolve them here.

export const COURSE_FORM_KEY_PREFIX = 'auth.add_course.';

/**
 * The full translation key of a field error sent relative to `prefix`
 * (`validation.title_en.required` under `auth.add_course.`); a value that already starts with
 * the prefix's first segment (`auth.courses.title_required`) is a full key.
 */
export function fullErrorKey(value: string, prefix: string): string {
  const namespace = `${prefix.split('.')[0]}.`;
  return value.startsWith(namespace) ? value : `${prefix}${value}`;
}

/** A course-form field error as a full key. */
export const courseFormErrorKey = (value: string): string =>
  fullErrorKey(value, COURSE_FORM_KEY_PREFIX);
