// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/server.json';
import { courseFormErrorKey, fullErrorKey } from './error-keys';

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { server: en } },
  ns: ['server'],
  defaultNS: 'server',
  fallbackLng: false,
  lng: 'en',
});
const known = (key: string) => i18n.exists(key, { ns: 'server' });

describe('course-form field errors (relative keys, decision 14)', () => {
  it('prefixes a relative key with auth.add_course. and keeps a full auth. key', () => {
    expect(courseFormErrorKey('validation.title_en.required')).toBe(
      'auth.add_course.validation.title_en.required',
    );
    expect(courseFormErrorKey('auth.courses.title_required')).toBe('auth.courses.title_required');
    expect(courseFormErrorKey('auth.add_course.validation.video.mimes')).toBe(
      'auth.add_course.validation.video.mimes',
    );
    expect(fullErrorKey('x.required', 'quiz.validation.')).toBe('quiz.validation.x.required');
  });

  it('resolves to keys the app translates', () => {
    for (const key of [
      'validation.video.mimes',
      'auth.courses.title_required',
      'validation.faqs.answer_en.required',
    ])
      expect(known(courseFormErrorKey(key)), key).toBe(true);
  });
});
