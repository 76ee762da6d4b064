// The course form's values as typed data (strings, lists of rows, a file) and the pure rules the
// course-form machine applies to them. No React, no HTTP: the binding turns them into a request.
import { validateQuiz, type PracticeValue, type QuizQuestionValue } from './quiz-values';

export const COURSE_LANGUAGES = ['en', 'ru', 'arm'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
/** The optional translations, each revealed by its "Add …" checkbox. */
export type TranslationLanguage = Exclude<CourseLanguage, 'en'>;

export type CourseTextField =
  | `${'title' | 'price' | 'description'}_${CourseLanguage}`
  /** The category select's value: edited like the text fields. */
  | 'category_id';

export interface FaqRow {
  question_en: string;
  answer_en: string;
  question_ru: string;
  answer_ru: string;
  question_arm: string;
  answer_arm: string;
}
export interface HighlightRow {
  name_en: string;
  name_ru: string;
  name_arm: string;
}
export type RowList = 'faqs' | 'highlights';
export type RowField<List extends RowList> = keyof (List extends 'faqs' ? FaqRow : HighlightRow);

/** One entry of the instructor-details checklist (one per catalogue item). */
export interface DetailChoice {
  /** The catalogue item's id (`course_details_data_id`). */
  id: number;
  /** Editable items take a time; the others are a checkbox. */
  editable: boolean;
  /** The checkbox of a non-editable item. */
  selected: boolean;
  /** `HH:MM` (or `HH:MM:SS`) of an editable item; '' when none. */
  time: string;
}

export interface CourseFormValues {
  /** The chosen category's id; '' until one is chosen. The server requires it. */
  category_id: string;
  title_en: string;
  title_ru: string;
  title_arm: string;
  price_en: string;
  price_ru: string;
  price_arm: string;
  description_en: string;
  description_ru: string;
  description_arm: string;
  translations: Record<TranslationLanguage, boolean>;
  faqs: FaqRow[];
  highlights: HighlightRow[];
  details: DetailChoice[];
  /** The chosen video; null until one is chosen (on change: keep the stored one). */
  video: File | null;
  /** The quiz: none on a course without one; 1–30 questions once it has any. */
  questions: QuizQuestionValue[];
  practice: PracticeValue[];
}

/** Field name → the full message key shown under it (`faqs.1.answer_ru`, `faqs`, `video`, …). */
export type CourseFieldErrors = Partial<Record<string, string>>;

export const emptyFaq = (): FaqRow => ({
  question_en: '',
  answer_en: '',
  question_ru: '',
  answer_ru: '',
  question_arm: '',
  answer_arm: '',
});
export const emptyHighlight = (): HighlightRow => ({ name_en: '', name_ru: '', name_arm: '' });

export function emptyCourseValues(details: DetailChoice[]): CourseFormValues {
  return {
    category_id: '',
    title_en: '',
    title_ru: '',
    title_arm: '',
    price_en: '',
    price_ru: '',
    price_arm: '',
    description_en: '',
    description_ru: '',
    description_arm: '',
    translations: { ru: false, arm: false },
    faqs: [emptyFaq()],
    highlights: [emptyHighlight()],
    details,
    video: null,
    questions: [],
    practice: [],
  };
}

/** A detail is sent when its checkbox is ticked or, for an editable one, a time is entered. */
export const isDetailChosen = (detail: DetailChoice): boolean =>
  detail.editable ? detail.time.trim() !== '' : detail.selected;

const V = 'auth.add_course.validation';
export const DETAILS_REQUIRED_KEY = 'auth.add_course.course_details_time_required';
/** The server's key for a length it cannot take: whole hours 0–23 and minutes 0–59. */
export const DURATION_INVALID_KEY = `${V}.details_by_instructor.time.date_format`;
/** Empty (not chosen) or `HH:MM` within the contract's `HH:mm:ss` (hours 0–23, minutes 0–59). */
const isDuration = (time: string): boolean =>
  time.trim() === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(time.trim());
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'];

/** The server's limits on the video (mp4/mov/avi/webm, 50 MB), checked before any upload. */
export function videoProblem(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const looksLikeVideo = file.type === '' || file.type.startsWith('video/');
  if (!looksLikeVideo || !VIDEO_EXTENSIONS.includes(extension)) return `${V}.video.mimes`;
  if (file.size > VIDEO_MAX_BYTES) return `${V}.video.max`;
  return null;
}

export type CourseFormMode = 'add' | 'change';

/**
 * The client's rules: at least one instructor detail, and a video of an accepted
 * kind and size (required when adding); the quiz's rules (decision 27, `validateQuiz`).
 * Everything else is the server's to judge.
 */
export function validateCourseForm(
  values: CourseFormValues,
  mode: CourseFormMode,
): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  if (values.video) {
    const problem = videoProblem(values.video);
    if (problem) errors.video = problem;
  } else if (mode === 'add') errors.video = `${V}.video.required`;
  if (!values.details.some(isDetailChosen)) errors.details_by_instructor = DETAILS_REQUIRED_KEY;
  else if (values.details.some((detail) => detail.editable && !isDuration(detail.time)))
    errors.details_by_instructor = DURATION_INVALID_KEY;
  return { ...errors, ...validateQuiz({ questions: values.questions, practice: values.practice }) };
}

/** `HH:MM` gets `:00` appended; anything else is sent as typed. */
export const toServerTime = (time: string): string =>
  /^\d{2}:\d{2}$/.test(time.trim()) ? `${time.trim()}:00` : time.trim();

/** Errors of a list's rows after row `removed` is gone: its own go, later rows move up. */
export function shiftRowErrors(
  errors: CourseFieldErrors,
  list: RowList,
  removed: number,
): CourseFieldErrors {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`);
  const shifted: CourseFieldErrors = {};
  for (const [field, key] of Object.entries(errors)) {
    const match = pattern.exec(field);
    if (field === list) continue; // the list-level message answered by the change
    if (!match) {
      shifted[field] = key;
      continue;
    }
    const index = Number(match[1]);
    if (index === removed) continue;
    shifted[index > removed ? `${list}.${index - 1}.${match[2]}` : field] = key;
  }
  return shifted;
}

/** The errors left once `field` (and, for a list or the details, its nested ones) is edited. */
export function withoutError(errors: CourseFieldErrors, field: string): CourseFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
  );
}
