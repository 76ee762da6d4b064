// The server-side rules of the course form (part 2, section 5), with Laravel's dotted field
// names and the keys of server-message-keys.md.
import type { FormNode, FormTree } from '../lib/laravel-form';
import type { Db } from '../db/db';
import { extensionOf, isUploadedFile } from '../lib/files';
import { BIDI_CONTROLS, Errors, isBlank, NO_MARKUP, TIME_PATTERN } from '../lib/rules';
import { courseFormErrorKey } from '../../src/lib/http/error-keys';
import { invalid, type Reply } from '../lib/route';
import { checkQuiz } from '../quizzes/quiz-rules';

export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/webm'];
const LANGS = ['en', 'ru', 'arm'] as const;
const CURRENCY = { en: 'USD', ru: 'RUB', arm: 'AMD' } as const;
// Field errors are relative to `auth.add_course.` as the real backend sends them (the real client
// shows `t('auth.add_course.' + value)`); keys that start with `auth.` are full (decision 14).
const V = 'validation';

/** 422 of the course form: relative field keys, a full `message_key` (the first error's). */
export function courseFormInvalid(errors: Errors): Reply {
  const first = Object.values(errors.fields)[0]?.[0];
  return invalid(errors.fields, first ? courseFormErrorKey(first) : undefined);
}

const isFile = isUploadedFile;

const rows = (value: FormNode | undefined): FormTree[] | null =>
  Array.isArray(value)
    ? value.map((row) =>
        typeof row === 'object' && row !== null && !Array.isArray(row) && !isFile(row)
          ? (row as FormTree)
          : {},
      )
    : null;

export interface CourseRuleOptions {
  mode: 'create' | 'update';
}

/** All field errors of a course form body; empty when it is valid. */
export function checkCourseForm(db: Db, body: FormTree, { mode }: CourseRuleOptions): Errors {
  const errors = new Errors();
  const updating = mode === 'update';

  // Video: required on create, optional on update.
  const video = body.video;
  if (video === undefined || video === '') {
    if (!updating) errors.add('video', `${V}.video.required`);
  } else if (!isFile(video)) {
    errors.add('video', `${V}.video.file`);
  } else {
    const extension = extensionOf(video);
    if (
      !VIDEO_EXTENSIONS.includes(extension) ||
      (video.type !== '' && !VIDEO_TYPES.includes(video.type))
    ) {
      errors.add('video', `${V}.video.mimes`);
    } else if (video.size > VIDEO_MAX_BYTES) {
      errors.add('video', `${V}.video.max`);
    }
  }

  for (const lang of LANGS) {
    const required = lang === 'en';
    const title = body[`title_${lang}`];
    if (isBlank(title)) {
      if (required)
        errors.add(
          `title_${lang}`,
          updating ? 'auth.courses.title_required' : `${V}.title_en.required`,
        );
    } else if (typeof title !== 'string') errors.add(`title_${lang}`, `${V}.title_${lang}.string`);
    else if (title.length > 255) errors.add(`title_${lang}`, `${V}.title_${lang}.max`);
    else if (!NO_MARKUP.test(title)) errors.add(`title_${lang}`, `${V}.title_${lang}.regex`);
    else if (BIDI_CONTROLS.test(title))
      errors.add(`title_${lang}`, `${V}.title_${lang}.bidi_control`);

    const price = body[`price_${lang}`];
    if (isBlank(price)) {
      if (required)
        errors.add(
          `price_${lang}`,
          updating ? 'auth.courses.price_required' : `${V}.price_en.required`,
        );
    } else if (typeof price !== 'string' || !/^-?[0-9]+([.][0-9]{1,2})?$/.test(price.trim())) {
      errors.add(`price_${lang}`, `${V}.price_${lang}.numeric`);
    } else if (Number(price) < 0) errors.add(`price_${lang}`, `${V}.price_${lang}.min`);
    else if (Number(price) > 999999.99) errors.add(`price_${lang}`, `${V}.price_${lang}.max`);

    const currency = body[`currency_${lang}`];
    const priced = !isBlank(price);
    if (isBlank(currency)) {
      if (required)
        errors.add(
          `currency_${lang}`,
          updating ? 'auth.courses.currency_required' : `${V}.currency_en.required`,
        );
      else if (priced) errors.add(`currency_${lang}`, `${V}.currency_${lang}.required`);
    } else if (currency !== CURRENCY[lang])
      errors.add(`currency_${lang}`, `${V}.currency_${lang}.invalid`);

    const description = body[`description_${lang}`];
    if (isBlank(description)) {
      if (required)
        errors.add(
          `description_${lang}`,
          updating ? 'auth.courses.description_required' : `${V}.description_en.required`,
        );
    } else if (typeof description !== 'string')
      errors.add(`description_${lang}`, `${V}.description_${lang}.string`);
    else if (!NO_MARKUP.test(description))
      errors.add(`description_${lang}`, `${V}.description_${lang}.regex`);
  }

  checkList(errors, body, 'faqs', ['question', 'answer'], updating);
  checkList(errors, body, 'highlights', ['name'], updating);

  const details = rows(body.details_by_instructor);
  if (!details || details.length === 0) {
    errors.add('details_by_instructor', `${V}.details_by_instructor.required`);
  } else {
    details.forEach((row, index) => {
      const field = `details_by_instructor.${index}`;
      const id = row.course_details_data_id;
      if (isBlank(id))
        errors.add(
          `${field}.course_details_data_id`,
          `${V}.details_by_instructor.course_details_data_id.required`,
        );
      else if (!db.state.courseDetailsData.some((item) => String(item.id) === String(id))) {
        errors.add(
          `${field}.course_details_data_id`,
          `${V}.details_by_instructor.course_details_data_id.exists`,
        );
      }
      if (!isBlank(row.time) && (typeof row.time !== 'string' || !TIME_PATTERN.test(row.time))) {
        errors.add(`${field}.time`, `${V}.details_by_instructor.time.date_format`);
      }
    });
  }
  // The later backend requires a category (part 3 §5); the client shows its own fixed text.
  const category = body.category_id;
  if (
    typeof category !== 'string' ||
    !db.state.categories.some((item) => String(item.id) === category.trim())
  )
    errors.add('category_id', 'category_required');
  checkQuiz(errors, body);
  return errors;
}

/** FAQs or highlights: English required per row, no markup, the same count in every language. */
function checkList(
  errors: Errors,
  body: FormTree,
  list: 'faqs' | 'highlights',
  parts: string[],
  updating: boolean,
): void {
  const value = body[list];
  if (value === undefined && updating) return; // the app does not send them on update
  const items = rows(value);
  const requiredKey = updating
    ? list === 'faqs'
      ? 'auth.courses.faq_required'
      : 'auth.courses.highlight_required'
    : `${V}.${list}.required`;
  if (!items || items.length === 0) return errors.add(list, requiredKey);
  items.forEach((row, index) => {
    for (const part of parts) {
      for (const lang of LANGS) {
        const key = `${part}_${lang}`;
        const text = row[key];
        if (isBlank(text)) {
          if (lang === 'en')
            errors.add(
              `${list}.${index}.${key}`,
              updating ? requiredKey : `${V}.${list}.${part}_en.required`,
            );
        } else if (typeof text !== 'string')
          errors.add(`${list}.${index}.${key}`, `${V}.${list}.${key}.string`);
        else if (!NO_MARKUP.test(text))
          errors.add(`${list}.${index}.${key}`, `${V}.${list}.${key}.regex`);
      }
    }
  });
  for (const lang of ['ru', 'arm'] as const) {
    const filled = items.filter((row) =>
      parts.some((part) => !isBlank(row[`${part}_${lang}`])),
    ).length;
    const key = `${V}.${list}.inconsistent_language_count`;
    if (filled > 0 && filled !== items.length && !errors.fields[list]?.includes(key))
      errors.add(list, key);
  }
}
