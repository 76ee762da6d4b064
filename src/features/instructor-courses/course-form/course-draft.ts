// A draft of the course form's text fields, kept in session storage per course so an accidental
// reload loses nothing typed. The video is never in it (a File cannot be stored).
import type { CourseFormValues } from '@/machines/course-form/course-form-values';

export type CourseDraft = Omit<CourseFormValues, 'video'>;

/** A kept draft and when it was last typed in (the offer names the time). */
export interface StoredDraft {
  savedAt: Date;
  values: CourseDraft;
}

const PREFIX = 'academy.course-draft.';

/** `new` for Add course, the course id for Change course. */
export const draftKey = (courseId: number | null) =>
  `${PREFIX}${courseId === null ? 'new' : `course-${courseId}`}`;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

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

export function readDraft(key: string): StoredDraft | null {
  try {
    const text = storage()?.getItem(key);
    const stored: unknown = text ? JSON.parse(text) : null;
    if (!isRecord(stored) || typeof stored.savedAt !== 'number') return null;
    const values = asDraft(stored.values);
    return values ? { savedAt: new Date(stored.savedAt), values } : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: CourseFormValues, savedAt: Date = new Date()): void {
  const { video: _video, ...draft } = values;
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: savedAt.getTime(), values: draft }));
  } catch (error) {
    // A full or disabled storage only costs the draft.
    console.warn('The course draft could not be kept', error);
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

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
