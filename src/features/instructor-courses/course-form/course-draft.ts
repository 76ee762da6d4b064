// A draft of the course form's text fields, kept in session storage per course so an accidental
// reload loses nothing typed. The video is never in it (a File cannot be stored).
import type { CourseFormValues } from '@/machines/course-form/course-form-values';
import {
  readStored,
  removeStored,
  storedValues,
  writeStored,
  type StoredCourseDraft,
  type StoredValue,
} from '@/lib/storage';

export type CourseDraft = Omit<CourseFormValues, 'video'>;

/** A kept draft and when it was last typed in (the offer names the time). */
export interface StoredDraft {
  savedAt: Date;
  values: CourseDraft;
}

/** Where a course's draft is kept: `null` for Add course, the course id for Change course. */
export const draftKey = (courseId: number | null) => storedValues.courseDraft(courseId);

export type DraftKey = StoredValue<StoredCourseDraft>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringsOnly = (value: unknown, keys: string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/** A stored draft that still has the form's shape; anything else is dropped. */
function asDraft(value: unknown): CourseDraft | null {
  const textKeys = ['title', 'price', 'description'].flatMap((field) =>
    ['en', 'ru', 'arm'].map((language) => `${field}_${language}`),
  );
  if (!stringsOnly(value, textKeys) || !isRecord(value)) return null;
  const { translations, faqs, highlights, details } = value;
  const faqKeys = ['question', 'answer'].flatMap((part) =>
    ['en', 'ru', 'arm'].map((language) => `${part}_${language}`),
  );
  const valid =
    isRecord(translations) &&
    typeof translations.ru === 'boolean' &&
    typeof translations.arm === 'boolean' &&
    Array.isArray(faqs) &&
    faqs.length > 0 &&
    faqs.every((row) => stringsOnly(row, faqKeys)) &&
    Array.isArray(highlights) &&
    highlights.length > 0 &&
    highlights.every((row) => stringsOnly(row, ['name_en', 'name_ru', 'name_arm'])) &&
    Array.isArray(details) &&
    details.every(
      (row) =>
        isRecord(row) &&
        typeof row.id === 'number' &&
        typeof row.editable === 'boolean' &&
        typeof row.selected === 'boolean' &&
        typeof row.time === 'string',
    );
  if (!valid) return null;
  // Drafts kept before the quiz existed have none; a quiz of another shape is dropped.
  const questions =
    Array.isArray(value.questions) && value.questions.every(isQuestion) ? value.questions : [];
  const practice =
    Array.isArray(value.practice) &&
    value.practice.every((row) => stringsOnly(row, ['key', 'assignment_text', 'correct_answer']))
      ? value.practice
      : [];
  // Drafts kept before categories existed have none.
  const category_id = typeof value.category_id === 'string' ? value.category_id : '';
  return { ...(value as unknown as CourseDraft), category_id, questions, practice } as CourseDraft;
}

function isQuestion(value: unknown): boolean {
  return (
    stringsOnly(value, ['key', 'question_text']) &&
    isRecord(value) &&
    (value.type === 'radio' || value.type === 'checkbox') &&
    (value.setAsideMarks === undefined ||
      (Array.isArray(value.setAsideMarks) &&
        value.setAsideMarks.every((key) => typeof key === 'string'))) &&
    Array.isArray(value.options) &&
    value.options.every(
      (option) =>
        stringsOnly(option, ['key', 'option_text']) &&
        isRecord(option) &&
        typeof option.is_correct === 'boolean',
    )
  );
}

/** The kept draft, unless it lost the form's shape (then it is as good as none). */
export function readDraft(key: DraftKey): StoredDraft | null {
  const stored = readStored(key);
  const values = stored && asDraft(stored.values);
  return stored && values ? { savedAt: new Date(stored.savedAt), values } : null;
}

export function saveDraft(
  key: DraftKey,
  values: CourseFormValues,
  savedAt: Date = new Date(),
): void {
  const { video: _video, ...draft } = values;
  // A full or disabled storage only costs the draft.
  if (!writeStored(key, { savedAt: savedAt.getTime(), values: draft }))
    console.warn('The course draft could not be kept');
}

export const clearDraft = (key: DraftKey): void => removeStored(key);

/**
 * The draft's checklist applied to the catalogue as it is now: items no longer offered are
 * dropped, new ones start unchosen.
 */
export function draftOnCatalogue(draft: CourseDraft, current: CourseDraft['details']): CourseDraft {
  const kept = new Map(draft.details.map((detail) => [detail.id, detail]));
  return {
    ...draft,
    details: current.map((detail) => {
      const saved = kept.get(detail.id);
      return saved ? { ...detail, selected: saved.selected, time: saved.time } : detail;
    }),
  };
}
