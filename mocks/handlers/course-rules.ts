// The server-side rules of the course form, with Laravel's dotted field
// names and the keys of server-message-keys.md.
import type { FormNode, FormTree } from '../lib/laravel-form';
import type { Db } from '../db/db';
import { extensionOf, isUploadedFile } from '../lib/files';
import { BIDI_CONTROLS, Errors, isBlank, NO_MARKUP, TIME_PATTERN } from '../lib/rules';
import { courseFormErrorKey } from '../../src/lib/http/error-keys';
import { invalid, type Reply } from '../lib/route';
import { checkQuiz } from '../quizzes/quiz-rules';
import { offers } from '../lib/capabilities';

export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/webm'];
const LANGS = ['en', 'ru', 'arm'] as const;
const CURRENCY = { en: 'USD', ru: 'RUB', arm: 'AMD' } as const;
type Lang = (typeof LANGS)[number];
/** A whole number of hours, the later client's editable detail time (`"10"`, decision 37). */
const WHOLE_HOURS = /^([01]?[0-9]|2[0-3])$/;
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

/** Whether the form offers a language: any of its title, price or description is filled. */
const offersLanguage = (body: FormTree, lang: Lang): boolean =>
  ['title', 'price', 'description'].some((field) => !isBlank(body[`${field}_${lang}`]));

/**
 * The language the form must have complete. The earlier version needs English; the later one
 * (decision 37) English or Armenian: Armenian when the form offers it and not English, as the
 * later client's Armenian-first form does.
 */
function completeLanguage(body: FormTree): Lang {
  if (!offers('later-course-form')) return 'en';
  return offersLanguage(body, 'arm') && !offersLanguage(body, 'en') ? 'arm' : 'en';
}

/** The key of a missing field of the complete language (`title`, `price`, …). */
function requiredKey(field: string, lang: Lang, updating: boolean): string {
  if (updating) return `auth.courses.${field}_required`;
  return field === 'currency' ? `${V}.currency_${lang}.required` : `${V}.${field}_${lang}.required`;
}

/**
 * The body as the handlers store it: in the later version a whole-hours time becomes `HH:00:00`
 * (decision 37); an empty category is no category (the earlier client sends `''` on update).
 */
export function normaliseCourseForm(body: FormTree): FormTree {
  const copy: FormTree = { ...body };
  if (isBlank(copy.category_id)) delete copy.category_id;
  if (offers('later-course-form') && Array.isArray(body.details_by_instructor)) {
    copy.details_by_instructor = body.details_by_instructor.map((row) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row) || isFile(row)) return row;
      const entry = row as FormTree;
      const time = typeof entry.time === 'string' ? entry.time.trim() : entry.time;
      return typeof time === 'string' && WHOLE_HOURS.test(time)
        ? { ...entry, time: `${time.padStart(2, '0')}:00:00` }
        : entry;
    });
  }
  return copy;
}

/** All field errors of a course form body (normalised); empty when it is valid. */
export function checkCourseForm(db: Db, body: FormTree, { mode }: CourseRuleOptions): Errors {
  const errors = new Errors();
  const updating = mode === 'update';
  const complete = completeLanguage(body);

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
    const required = lang === complete;
    // Decision 37: in the later version a language the form does not offer carries no price to
    // check, whatever its currency field says (the later client sends `AMD` for every one).
    const unchecked = offers('later-course-form') && !required && !offersLanguage(body, lang);
    const title = body[`title_${lang}`];
    if (isBlank(title)) {
      if (required) errors.add(`title_${lang}`, requiredKey('title', lang, updating));
    } else if (typeof title !== 'string') errors.add(`title_${lang}`, `${V}.title_${lang}.string`);
    else if (title.length > 255) errors.add(`title_${lang}`, `${V}.title_${lang}.max`);
    else if (!NO_MARKUP.test(title)) errors.add(`title_${lang}`, `${V}.title_${lang}.regex`);
    else if (BIDI_CONTROLS.test(title))
      errors.add(`title_${lang}`, `${V}.title_${lang}.bidi_control`);

    const price = body[`price_${lang}`];
    if (isBlank(price)) {
      if (required) errors.add(`price_${lang}`, requiredKey('price', lang, updating));
    } else if (typeof price !== 'string' || !/^-?[0-9]+([.][0-9]{1,2})?$/.test(price.trim())) {
      errors.add(`price_${lang}`, `${V}.price_${lang}.numeric`);
    } else if (Number(price) < 0) errors.add(`price_${lang}`, `${V}.price_${lang}.min`);
    else if (Number(price) > 999999.99) errors.add(`price_${lang}`, `${V}.price_${lang}.max`);

    const currency = body[`currency_${lang}`];
    const priced = !isBlank(price);
    if (unchecked) {
      // Not offered: nothing to check.
    } else if (isBlank(currency)) {
      if (required) errors.add(`currency_${lang}`, requiredKey('currency', lang, updating));
      else if (priced) errors.add(`currency_${lang}`, `${V}.currency_${lang}.required`);
    } else if (currency !== CURRENCY[lang])
      errors.add(`currency_${lang}`, `${V}.currency_${lang}.invalid`);

    const description = body[`description_${lang}`];
    if (isBlank(description)) {
      if (required) errors.add(`description_${lang}`, requiredKey('description', lang, updating));
    } else if (typeof description !== 'string')
      errors.add(`description_${lang}`, `${V}.description_${lang}.string`);
    else if (!NO_MARKUP.test(description))
      errors.add(`description_${lang}`, `${V}.description_${lang}.regex`);
  }

  checkList(errors, body, 'faqs', ['question', 'answer'], updating, complete);
  checkList(errors, body, 'highlights', ['name'], updating, complete);

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
        // (A later form's whole hours arrive here as `HH:00:00`: normaliseCourseForm.)
        errors.add(`${field}.time`, `${V}.details_by_instructor.time.date_format`);
      }
    });
  }
  // The later backend requires a category; the client shows its own fixed text. The
  // earlier one has none to require (decision 37), but one that is sent must exist.
  const category = body.category_id;
  const known =
    typeof category === 'string' &&
    db.state.categories.some((item) => String(item.id) === category.trim());
  if (offers('later-course-form') ? !known : category !== undefined && !known)
    errors.add('category_id', 'category_required');
  checkQuiz(errors, body);
  return errors;
}

/**
 * FAQs or highlights: the complete language required per row, no markup, the same count in every
 * other language that has any.
 */
function checkList(
  errors: Errors,
  body: FormTree,
  list: 'faqs' | 'highlights',
  parts: string[],
  updating: boolean,
  complete: Lang,
): void {
  const value = body[list];
  if (value === undefined && updating) return; // the app does not send them on update
  const items = rows(value);
  const listRequiredKey = updating
    ? list === 'faqs'
      ? 'auth.courses.faq_required'
      : 'auth.courses.highlight_required'
    : `${V}.${list}.required`;
  if (!items || items.length === 0) return errors.add(list, listRequiredKey);
  items.forEach((row, index) => {
    for (const part of parts) {
      for (const lang of LANGS) {
        const key = `${part}_${lang}`;
        const text = row[key];
        if (isBlank(text)) {
          if (lang === complete)
            errors.add(
              `${list}.${index}.${key}`,
              updating ? listRequiredKey : `${V}.${list}.${part}_${lang}.required`,
            );
        } else if (typeof text !== 'string')
          errors.add(`${list}.${index}.${key}`, `${V}.${list}.${key}.string`);
        else if (!NO_MARKUP.test(text))
          errors.add(`${list}.${index}.${key}`, `${V}.${list}.${key}.regex`);
      }
    }
  });
  for (const lang of LANGS.filter((other) => other !== complete)) {
    const filled = items.filter((row) =>
      parts.some((part) => !isBlank(row[`${part}_${lang}`])),
    ).length;
    const key = `${V}.${list}.inconsistent_language_count`;
    if (filled > 0 && filled !== items.length && !errors.fields[list]?.includes(key))
      errors.add(list, key);
  }
}
