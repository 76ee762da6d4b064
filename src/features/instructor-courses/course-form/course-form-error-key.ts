// The backend sends course-form field errors relative to `auth.add_course.` (decision 14); a value
// that already starts with `auth.` (`auth.courses.title_required`) is a full key.
export const courseFormErrorKey = (value: string): string =>
  value.startsWith('auth.') ? value : `auth.add_course.${value}`;
