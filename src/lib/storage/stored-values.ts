// Every value the app keeps in the browser's storage, listed once: its area, its key and the
// parser of its value (a value that does not parse reads as absent). Read and write them with
// readStored / writeStored / removeStored (browser-storage.ts).
//
// The key strings and the stored text are what browsers already hold: changing one signs people
// out or forgets their drafts. Some are also read outside the app's modules, by name:
// - `lang`, `token` and `blogCurrentPage` by the inline script of index.html (whether the
//   prerendered first screen fits), `lang` by the early language menu
//   (src/app/first-screen/early-language-menu.ts, inlined before the app) and by the mock bank's
//   page; browser journeys set and read `lang` and `token` directly.
// - The mock backend and its developer panel keep their own `academy.mock-*` keys (mocks/),
//   which never ship in a production build.
// stored-values.test.ts pins every key and checks those readers against this list.
import type { CourseProgress } from '@/generated/model';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { parsePageParam } from '@/lib/routes';
import type { StorageArea, StoredValue } from './browser-storage';

/** How a value's text is read (null: not a value of this kind) and written. */
interface Codec<T> {
  parse: (text: string) => T | null;
  format: (value: T) => string;
}

/** A family of values under one prefix, one key per argument list (per user, per course). */
export interface StoredFamily<Args extends unknown[], T> {
  (...args: Args): StoredValue<T>;
  readonly area: StorageArea;
  readonly prefix: string;
}

const one = <T>(area: StorageArea, key: string, codec: Codec<T>) =>
  ({ area, key, ...codec }) as StoredValue<T>;

function family<Args extends unknown[], T>(
  area: StorageArea,
  prefix: string,
  rest: (...args: Args) => string,
  codec: Codec<T>,
): StoredFamily<Args, T> {
  // One object per key, so a value named during a render can sit in a hook's dependencies.
  const made = new Map<string, StoredValue<T>>();
  const valueOf = (...args: Args) => {
    const key = `${prefix}${rest(...args)}`;
    const known = made.get(key);
    if (known) return known;
    const value = one(area, key, codec);
    made.set(key, value);
    return value;
  };
  return Object.assign(valueOf, { area, prefix });
}

// --- codecs ---------------------------------------------------------------------------------

/** Any text but the empty one (an empty token or id is none). */
const text: Codec<string> = { parse: (value) => value || null, format: (value) => value };

const guarded = <T extends string>(is: (value: unknown) => value is T): Codec<T> => ({
  parse: (value) => (is(value) ? value : null),
  format: (value) => value,
});

/** A whole number from 1, written in digits (a page). */
const countingNumber: Codec<number> = { parse: parsePageParam, format: String };

/** JSON whose shape `validate` checks (and may repair); anything else reads as absent. */
function json<T>(validate: (value: unknown) => T | null): Codec<T> {
  return {
    parse: (value) => {
      try {
        return validate(JSON.parse(value));
      } catch {
        return null;
      }
    },
    format: (value) => JSON.stringify(value),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of `record` that pass `keep`; the others are dropped. */
const entriesWhere = <T>(record: Record<string, unknown>, keep: (value: unknown) => value is T) =>
  Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, T] => keep(entry[1])),
  );

// --- the values' shapes ---------------------------------------------------------------------

/** A quiz's answers in progress: chosen option ids per question, text per practice item. */
export interface QuizAnswersInProgress {
  answers: Record<string, number[]>;
  practice: Record<string, string>;
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');
const isString = (value: unknown): value is string => typeof value === 'string';

/** Answers of a question or item that lost their shape are dropped; the rest are kept. */
function asQuizAnswers(value: unknown): QuizAnswersInProgress | null {
  if (!isRecord(value) || !isRecord(value.answers) || !isRecord(value.practice)) return null;
  return {
    answers: entriesWhere(value.answers, isNumberList),
    practice: entriesWhere(value.practice, isString),
  };
}

/**
 * A course's progress as this browser last knew it. `pending` marks a report the server has not
 * confirmed (the tab closed while it travelled): it is the newer place and is sent again.
 */
export interface StoredProgress extends CourseProgress {
  pending?: boolean;
}

const isStoredProgress = (value: unknown): value is StoredProgress =>
  isRecord(value) &&
  typeof value.position_seconds === 'number' &&
  typeof value.duration_seconds === 'number' &&
  typeof value.completed === 'boolean' &&
  typeof value.updated_at === 'string' &&
  (value.pending === undefined || typeof value.pending === 'boolean');

/** One learner's progress per course id; a course whose entry lost its shape is dropped. */
const asProgressByCourse = (value: unknown): Record<string, StoredProgress> | null =>
  isRecord(value) ? entriesWhere(value, isStoredProgress) : null;

/**
 * A course form's draft: when it was last typed in (ms since the epoch) and the form's text
 * values, whose shape the course form checks (src/features/instructor-courses/course-form/).
 */
export interface StoredCourseDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

const asCourseDraft = (value: unknown): StoredCourseDraft | null =>
  isRecord(value) && typeof value.savedAt === 'number' && isRecord(value.values)
    ? { savedAt: value.savedAt, values: value.values }
    : null;

// --- the registry ---------------------------------------------------------------------------

export const storedValues = {
  /** The session's bearer token (kept across visits; removed on sign-out or a 401). */
  token: one('local', 'token', text),
  /** The interface language the user chose (`arm`, `en`, `ru`). */
  language: one<Language>('local', 'lang', guarded(isLanguage)),
  /** The help assistant's launcher, dismissed for good. */
  helpAssistantDismissed: one<'dismissed'>(
    'local',
    'academy.help-assistant',
    guarded((value): value is 'dismissed' => value === 'dismissed'),
  ),
  /** A quiz's answers in progress, per user and course, so a reload loses none. */
  quizAnswers: family(
    'local',
    'academy.quiz.',
    (userId: number, courseId: number) => `${userId}.${courseId}`,
    json(asQuizAnswers),
  ),
  /** One learner's progress in the videos of their courses, as this browser last knew it. */
  progress: family(
    'local',
    'academy.progress.',
    (userId: number) => String(userId),
    json(asProgressByCourse),
  ),
  /** The blog list's page, so coming back to /blog in this tab opens the page left. */
  blogPage: one('session', 'blogCurrentPage', countingNumber),
  /** The course form's text, per course (`new` for Add course), so a reload loses nothing typed. */
  courseDraft: family(
    'session',
    'academy.course-draft.',
    (courseId: number | null) => (courseId === null ? 'new' : `course-${courseId}`),
    json(asCourseDraft),
  ),
  /**
   * The id of a payment handed to the bank's page, per purpose and course (`wallet` for adding
   * funds): back at checkout the app asks the server what became of it instead of guessing.
   */
  bankPayment: family(
    'session',
    'academy.bankPayment.',
    (purpose: string, courseId: number | null) => `${purpose}.${courseId ?? 'wallet'}`,
    text,
  ),
} as const;
