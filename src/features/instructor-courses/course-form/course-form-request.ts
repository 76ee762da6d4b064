// Between the course form's typed values and the API: the multipart bodies of the add and change
// calls, the stored course turned back into values, and a refused call turned into an outcome.
import {
  createCourse,
  updateCourse,
} from '@/generated/client/instructor-courses/instructor-courses';
import type {
  CourseCreateForm,
  CourseDetailCatalogueItem,
  CourseDetailSelectionInput,
  CourseUpdateForm,
  InstructorCourse,
} from '@/generated/model';
import { FALLBACK_KEY, failureOutcome, type FailureOptions } from '@/entities/forms/form-outcome';
import { COURSE_FORM_KEY_PREFIX, uploadOptions } from '@/lib/http';
import type { UploadCall } from '@/machines/course-form/course-form.machine';
import {
  emptyCourseValues,
  emptyFaq,
  emptyHighlight,
  isDetailChosen,
  toServerTime,
  type CourseFormMode,
  type CourseFormValues,
  type DetailChoice,
  type TranslationLanguage,
} from '@/machines/course-form/course-form-values';
import { newKey } from '@/machines/course-form/quiz-values';

const CURRENCY = { ru: 'RUB', arm: 'AMD' } as const;
const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** One checklist entry per catalogue item, nothing chosen yet (a preset time is offered). */
export function detailChoicesFrom(catalogue: CourseDetailCatalogueItem[]): DetailChoice[] {
  return catalogue.map((item) => ({
    id: item.id,
    editable: item.editable === 1,
    selected: false,
    time: item.editable === 1 && item.time ? item.time.slice(0, 5) : '',
  }));
}

/** The stored course as the form holds it (everything pre-filled). */
export function valuesFromCourse(
  course: InstructorCourse,
  catalogue: CourseDetailCatalogueItem[],
): CourseFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const chosen = new Map(
    course.details_by_instructor.map((row) => [row.course_details_data_id, row]),
  );
  const hasLanguage = (language: TranslationLanguage) =>
    !blank(course[`title_${language}`]) || !blank(course[`description_${language}`]);
  return {
    ...emptyCourseValues([]),
    category_id: course.category_id ? String(course.category_id) : '',
    title_en: course.title_en,
    title_ru: text(course.title_ru),
    title_arm: text(course.title_arm),
    price_en: course.price_en,
    price_ru: text(course.price_ru),
    price_arm: text(course.price_arm),
    description_en: course.description_en,
    description_ru: text(course.description_ru),
    description_arm: text(course.description_arm),
    translations: { ru: hasLanguage('ru'), arm: hasLanguage('arm') },
    faqs:
      course.faqs.length > 0
        ? course.faqs.map((faq) => ({
            question_en: faq.question_en,
            answer_en: faq.answer_en,
            question_ru: text(faq.question_ru),
            answer_ru: text(faq.answer_ru),
            question_arm: text(faq.question_arm),
            answer_arm: text(faq.answer_arm),
          }))
        : [emptyFaq()],
    highlights:
      course.highlights.length > 0
        ? course.highlights.map((highlight) => ({
            name_en: highlight.name_en,
            name_ru: text(highlight.name_ru),
            name_arm: text(highlight.name_arm),
          }))
        : [emptyHighlight()],
    // The quiz with its marks (the original app's edit page never loaded it back).
    questions: (course.questions ?? []).map((question) => ({
      key: newKey(),
      question_text: question.question_text,
      type: question.type,
      options: question.options.map((option) => ({
        key: newKey(),
        option_text: option.option_text,
        is_correct: option.is_correct,
      })),
    })),
    practice: (course.practice_assignments ?? []).map((assignment) => ({
      key: newKey(),
      assignment_text: assignment.assignment_text,
      correct_answer: assignment.correct_answer,
    })),
    details: detailChoicesFrom(catalogue).map((choice) => {
      const row = chosen.get(choice.id);
      if (!row) return choice;
      const selected = row.selected === true || row.selected === 1;
      return choice.editable
        ? { ...choice, time: row.time ? row.time.slice(0, 5) : choice.time }
        : { ...choice, selected };
    }),
  };
}

/** The chosen details: ticked checkboxes, and editable items with a time (HH:MM sent as HH:MM:00). */
function detailsOf(values: CourseFormValues): CourseDetailSelectionInput[] {
  return values.details
    .filter(isDetailChosen)
    .map((detail) =>
      detail.editable
        ? { course_details_data_id: detail.id, time: toServerTime(detail.time) }
        : { course_details_data_id: detail.id },
    );
}

/**
 * The fields every course call sends. A language that is not ticked is sent blank. Its currency
 * goes only with a price; on add, only when that language also has a title or a description, as
 * the original client sends it.
 */
function commonFields(values: CourseFormValues, mode: CourseFormMode) {
  const on = (language: TranslationLanguage, value: string) =>
    values.translations[language] ? value.trim() : '';
  const currency = (language: TranslationLanguage) => {
    const priced = !blank(on(language, values[`price_${language}`]));
    const described =
      !blank(on(language, values[`title_${language}`])) ||
      !blank(on(language, values[`description_${language}`]));
    return priced && (mode === 'change' || described) ? CURRENCY[language] : '';
  };
  return {
    // None chosen: left out, and the server's 422 names the field.
    ...(values.category_id ? { category_id: Number(values.category_id) } : {}),
    title_en: values.title_en.trim(),
    title_ru: on('ru', values.title_ru),
    title_arm: on('arm', values.title_arm),
    price_en: values.price_en.trim(),
    price_ru: on('ru', values.price_ru),
    price_arm: on('arm', values.price_arm),
    currency_en: 'USD' as const,
    currency_ru: currency('ru') as CourseCreateForm['currency_ru'],
    currency_arm: currency('arm') as CourseCreateForm['currency_arm'],
    description_en: values.description_en.trim(),
    description_ru: on('ru', values.description_ru),
    description_arm: on('arm', values.description_arm),
    faqs: values.faqs.map((faq) => ({
      question_en: faq.question_en.trim(),
      answer_en: faq.answer_en.trim(),
      question_ru: on('ru', faq.question_ru),
      answer_ru: on('ru', faq.answer_ru),
      question_arm: on('arm', faq.question_arm),
      answer_arm: on('arm', faq.answer_arm),
    })),
    highlights: values.highlights.map((highlight) => ({
      name_en: highlight.name_en.trim(),
      name_ru: on('ru', highlight.name_ru),
      name_arm: on('arm', highlight.name_arm),
    })),
    details_by_instructor: detailsOf(values),
    ...quizFields(values),
  };
}

/**
 * The quiz's bracketed fields (`questions[0][options][1][is_correct]` = '1'/'0'). A course
 * without questions sends none, so the server keeps whatever quiz it has (none for a new one).
 */
function quizFields(
  values: CourseFormValues,
): Pick<CourseCreateForm, 'questions' | 'practice_assignments'> {
  if (values.questions.length === 0 && values.practice.length === 0) return {};
  return {
    questions: values.questions.map((question) => ({
      question_text: question.question_text.trim(),
      type: question.type,
      options: question.options.map((option) => ({
        option_text: option.option_text.trim(),
        is_correct: option.is_correct ? '1' : '0',
      })),
    })),
    ...(values.practice.length > 0
      ? {
          practice_assignments: values.practice.map((assignment) => ({
            assignment_text: assignment.assignment_text.trim(),
            correct_answer: assignment.correct_answer.trim(),
          })),
        }
      : {}),
  };
}

export function toCreateForm(values: CourseFormValues): CourseCreateForm {
  // The machine's client rules refuse an add without a video before any call is made.
  if (!values.video) throw new Error('A course is added with a video');
  return { ...commonFields(values, 'add'), video: values.video };
}

/** Change: the video only when a new one was chosen; FAQs and highlights as the form holds them. */
export function toUpdateForm(values: CourseFormValues): CourseUpdateForm {
  return { ...commonFields(values, 'change'), ...(values.video ? { video: values.video } : {}) };
}

/**
 * How a refused or failed add or change is shown, as the one failure mapper's options: a 422
 * puts each field's first message under the field (nested ones too); the details' row errors
 * (`details_by_instructor.0.time`) show under the checklist. Anything else is one message: on
 * change the answer's own key when the app knows it, else a general one. The fields
 * carry the messages: the course form shows no form message beside them.
 */
export const COURSE_FORM_FAILURES: Readonly<Record<CourseFormMode, FailureOptions>> = {
  add: {
    fieldPrefix: COURSE_FORM_KEY_PREFIX,
    fieldLists: ['details_by_instructor'],
    showMessageKey: false,
    fallbackKey: FALLBACK_KEY,
    networkKey: 'course-form:failure.network',
    // A cancelled upload is the instructor's choice: the machine has already moved on.
    cancelledKey: 'course-form:upload.cancelled',
  },
  change: {
    fieldPrefix: COURSE_FORM_KEY_PREFIX,
    fieldLists: ['details_by_instructor'],
    fallbackKey: 'course-form:failure.unknown',
    networkKey: 'course-form:failure.network',
    cancelledKey: 'course-form:upload.cancelled',
  },
};

/** The upload effect the machine runs: the multipart call with progress and the abort signal. */
export function courseUploadCall(
  target: { mode: 'add' } | { mode: 'change'; id: number },
): UploadCall {
  return async ({ values, onProgress, signal }) => {
    const options = uploadOptions((percent) => onProgress(percent ?? 0), signal);
    try {
      const answer =
        target.mode === 'add'
          ? await createCourse(toCreateForm(values), options)
          : await updateCourse(target.id, toUpdateForm(values), options);
      return { kind: 'success', messageKey: answer.message_key };
    } catch (error) {
      return failureOutcome(error, COURSE_FORM_FAILURES[target.mode]);
    }
  };
}
