// The course form's quiz (decision 27) as typed data, and the pure edits the
// course-form machine applies to it: questions (single or multiple choice, 2–8 options with
// correct marks) and practice assignments. No React, no HTTP.

/** Field name → full message key, as the course form keeps them (CourseFieldErrors). */
type CourseFieldErrors = Partial<Record<string, string>>;

export type QuestionType = 'radio' | 'checkbox';

export interface QuizOptionValue {
  /** Stable across reorders, for React keys and focus; never sent. */
  key: string;
  option_text: string;
  is_correct: boolean;
}

export interface QuizQuestionValue {
  key: string;
  question_text: string;
  type: QuestionType;
  options: QuizOptionValue[];
  /**
   * The options whose correct marks a switch to single choice set aside (by key): a switch back
   * to multiple choice before saving brings them back. Never sent.
   */
  setAsideMarks?: string[];
}

export interface PracticeValue {
  key: string;
  assignment_text: string;
  correct_answer: string;
}

export const QUIZ_LIMITS = { questions: 30, optionsMin: 2, optionsMax: 8, assignments: 10 };

let keySeq = 0;
/** A key unique within this page's life (drafts bring theirs back; a suffix avoids clashes). */
export const newKey = (): string => `k${(keySeq += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export const emptyOption = (): QuizOptionValue => ({
  key: newKey(),
  option_text: '',
  is_correct: false,
});
export const emptyQuestion = (): QuizQuestionValue => ({
  key: newKey(),
  question_text: '',
  type: 'radio',
  options: [emptyOption(), emptyOption()],
});
export const emptyPractice = (): PracticeValue => ({
  key: newKey(),
  assignment_text: '',
  correct_answer: '',
});

/** Why the marks changed when a question's type did (shown beside the question). */
export type TypeChangeNotice = 'keptFirstCorrect' | 'marksKept' | 'marksRestored';

/** One edit of the quiz section. */
export type QuizEdit =
  | { kind: 'question.add' }
  | { kind: 'question.remove'; index: number }
  | { kind: 'question.move'; index: number; to: number }
  | { kind: 'question.text'; index: number; value: string }
  | { kind: 'question.type'; index: number; type: QuestionType }
  | { kind: 'option.add'; index: number }
  | { kind: 'option.remove'; index: number; option: number }
  | { kind: 'option.text'; index: number; option: number; value: string }
  | { kind: 'option.correct'; index: number; option: number; correct: boolean }
  | { kind: 'practice.add' }
  | { kind: 'practice.remove'; index: number }
  | { kind: 'practice.move'; index: number; to: number }
  | {
      kind: 'practice.change';
      index: number;
      field: 'assignment_text' | 'correct_answer';
      value: string;
    };

export interface QuizState {
  questions: QuizQuestionValue[];
  practice: PracticeValue[];
}

const V = 'auth.add_course.validation';

/** The client's quiz rules, at the server's field names and with its keys (decision 14). */
export function validateQuiz(quiz: QuizState): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  if (quiz.questions.length > QUIZ_LIMITS.questions) errors.questions = `${V}.questions.max`;
  quiz.questions.forEach((question, q) => {
    const field = `questions.${q}`;
    if (question.question_text.trim() === '')
      errors[`${field}.question_text`] = `${V}.questions.question_text.required`;
    question.options.forEach((option, o) => {
      if (option.option_text.trim() === '')
        errors[`${field}.options.${o}.option_text`] = `${V}.questions.options.option_text.required`;
    });
    const correct = question.options.filter((option) => option.is_correct).length;
    if (question.options.length < QUIZ_LIMITS.optionsMin)
      errors[`${field}.options`] = `${V}.questions.options.min`;
    else if (question.options.length > QUIZ_LIMITS.optionsMax)
      errors[`${field}.options`] = `${V}.questions.options.max`;
    else if (question.type === 'radio' && correct !== 1)
      errors[`${field}.options`] = `${V}.questions.options.one_correct`;
    else if (question.type === 'checkbox' && correct < 1)
      errors[`${field}.options`] = `${V}.questions.options.some_correct`;
  });
  if (quiz.practice.length > QUIZ_LIMITS.assignments)
    errors.practice_assignments = `${V}.practice_assignments.max`;
  quiz.practice.forEach((assignment, p) => {
    const field = `practice_assignments.${p}`;
    if (assignment.assignment_text.trim() === '')
      errors[`${field}.assignment_text`] = `${V}.practice_assignments.assignment_text.required`;
    if (assignment.correct_answer.trim() === '')
      errors[`${field}.correct_answer`] = `${V}.practice_assignments.correct_answer.required`;
  });
  return errors;
}

/**
 * Errors of an indexed list after its rows moved: `mapping(old)` is a row's new index, or null
 * when it is gone (its errors go with it). Errors of other fields stay.
 */
export function remapErrors(
  errors: CourseFieldErrors,
  list: string,
  mapping: (index: number) => number | null,
): CourseFieldErrors {
  const pattern = new RegExp(`^${list.replace('.', '\\.')}\\.(\\d+)(\\..+)?$`);
  const next: CourseFieldErrors = {};
  for (const [field, key] of Object.entries(errors)) {
    const match = pattern.exec(field);
    if (!match) {
      next[field] = key;
      continue;
    }
    const moved = mapping(Number(match[1]));
    if (moved !== null) next[`${list}.${moved}${match[2] ?? ''}`] = key;
  }
  return next;
}

const without = (errors: CourseFieldErrors, ...fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !fields.includes(name)));

/** Moving row `from` to `to`: where every old index lands. */
const moveMapping = (from: number, to: number) => (index: number) => {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (from > to && index >= to && index < from) return index + 1;
  return index;
};
const removeMapping = (removed: number) => (index: number) =>
  index === removed ? null : index > removed ? index - 1 : index;

function move<T>(rows: T[], from: number, to: number): T[] {
  if (to < 0 || to >= rows.length || from === to) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}

export interface QuizEditResult extends QuizState {
  errors: CourseFieldErrors;
  /** Set when a type change altered or kept the marks: which question, and why. */
  notice: { key: string; notice: TypeChangeNotice } | null;
}

/** Applies one edit; the errors it answers go, and indexed errors follow their rows. */
export function applyQuizEdit(
  quiz: QuizState,
  errors: CourseFieldErrors,
  edit: QuizEdit,
): QuizEditResult {
  const questions = quiz.questions;
  const practice = quiz.practice;
  const same = { questions, practice, errors, notice: null };
  const updateQuestion = (index: number, change: (q: QuizQuestionValue) => QuizQuestionValue) =>
    questions.map((question, q) => (q === index ? change(question) : question));
  switch (edit.kind) {
    case 'question.add':
      if (questions.length >= QUIZ_LIMITS.questions) return same;
      return {
        ...same,
        questions: [...questions, emptyQuestion()],
        errors: without(errors, 'questions'),
      };
    case 'question.remove':
      return {
        ...same,
        questions: questions.filter((_, q) => q !== edit.index),
        errors: remapErrors(without(errors, 'questions'), 'questions', removeMapping(edit.index)),
      };
    case 'question.move':
      if (edit.to < 0 || edit.to >= questions.length) return same;
      return {
        ...same,
        questions: move(questions, edit.index, edit.to),
        errors: remapErrors(errors, 'questions', moveMapping(edit.index, edit.to)),
      };
    case 'question.text':
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) => ({ ...q, question_text: edit.value })),
        errors: without(errors, `questions.${edit.index}.question_text`),
      };
    case 'question.type': {
      const question = questions[edit.index];
      if (!question || question.type === edit.type) return same;
      const marked = question.options.filter((option) => option.is_correct).length;
      const errorsAfter = without(errors, `questions.${edit.index}.options`);
      const noticeOf = (notice: TypeChangeNotice) => ({ key: question.key, notice });
      if (edit.type === 'radio') {
        // Single choice keeps one mark, the first; the others are set aside, not lost.
        const firstCorrect = question.options.findIndex((option) => option.is_correct);
        const setAside = question.options
          .filter((option, o) => option.is_correct && o !== firstCorrect)
          .map((option) => option.key);
        return {
          ...same,
          questions: updateQuestion(edit.index, (q) => ({
            ...q,
            type: 'radio',
            options: q.options.map((option, o) => ({ ...option, is_correct: o === firstCorrect })),
            setAsideMarks: setAside,
          })),
          errors: errorsAfter,
          notice:
            marked > 1 ? noticeOf('keptFirstCorrect') : marked > 0 ? noticeOf('marksKept') : null,
        };
      }
      // Multiple choice keeps the mark there is and brings back those set aside (options since
      // removed are gone with them).
      const setAside = new Set(question.setAsideMarks ?? []);
      const restored = question.options.some(
        (option) => setAside.has(option.key) && !option.is_correct,
      );
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) => {
          const { setAsideMarks: _done, ...rest } = q;
          return {
            ...rest,
            type: 'checkbox',
            options: q.options.map((option) =>
              setAside.has(option.key) ? { ...option, is_correct: true } : option,
            ),
          };
        }),
        errors: errorsAfter,
        notice: restored ? noticeOf('marksRestored') : marked > 0 ? noticeOf('marksKept') : null,
      };
    }
    case 'option.add':
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) =>
          q.options.length >= QUIZ_LIMITS.optionsMax
            ? q
            : { ...q, options: [...q.options, emptyOption()] },
        ),
        errors: without(errors, `questions.${edit.index}.options`),
      };
    case 'option.remove': {
      const list = `questions.${edit.index}.options`;
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) =>
          q.options.length <= QUIZ_LIMITS.optionsMin
            ? q
            : { ...q, options: q.options.filter((_, o) => o !== edit.option) },
        ),
        errors: remapErrors(without(errors, list), list, removeMapping(edit.option)),
      };
    }
    case 'option.text':
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) => ({
          ...q,
          options: q.options.map((option, o) =>
            o === edit.option ? { ...option, option_text: edit.value } : option,
          ),
        })),
        errors: without(errors, `questions.${edit.index}.options.${edit.option}.option_text`),
      };
    case 'option.correct':
      return {
        ...same,
        questions: updateQuestion(edit.index, (q) => ({
          ...q,
          options: q.options.map((option, o) =>
            q.type === 'radio'
              ? { ...option, is_correct: o === edit.option }
              : o === edit.option
                ? { ...option, is_correct: edit.correct }
                : option,
          ),
        })),
        errors: without(errors, `questions.${edit.index}.options`),
      };
    case 'practice.add':
      if (practice.length >= QUIZ_LIMITS.assignments) return same;
      return { ...same, practice: [...practice, emptyPractice()] };
    case 'practice.remove':
      return {
        ...same,
        practice: practice.filter((_, p) => p !== edit.index),
        errors: remapErrors(
          without(errors, 'practice_assignments'),
          'practice_assignments',
          removeMapping(edit.index),
        ),
      };
    case 'practice.move':
      if (edit.to < 0 || edit.to >= practice.length) return same;
      return {
        ...same,
        practice: move(practice, edit.index, edit.to),
        errors: remapErrors(errors, 'practice_assignments', moveMapping(edit.index, edit.to)),
      };
    case 'practice.change':
      return {
        ...same,
        practice: practice.map((assignment, p) =>
          p === edit.index ? { ...assignment, [edit.field]: edit.value } : assignment,
        ),
        errors: without(errors, `practice_assignments.${edit.index}.${edit.field}`),
      };
  }
}
