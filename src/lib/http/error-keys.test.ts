import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/server.json';
import {
  courseFormErrorKey,
  courseFormFieldErrors,
  failureMessageKey,
  readFlatFieldErrors,
} from './error-keys';

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};

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

describe('readFlatFieldErrors (registration and settings 422, decision 11)', () => {
  it('takes the first key of each field of the flat map', () => {
    expect(
      readFlatFieldErrors(
        answered(422, {
          phone_number: ['auth.phone_number_invalid', 'auth.phone_number_max'],
          old_password: ['auth.old_password_incorrect'],
        }),
      ),
    ).toEqual({
      phone_number: 'auth.phone_number_invalid',
      old_password: 'auth.old_password_incorrect',
    });
  });

  it('never reads a letter of a string as a key (the "a" under the phone field)', () => {
    // The old body shape: a client reading body[field][0] showed "a" from `auth.…`.
    expect(
      readFlatFieldErrors(
        answered(422, {
          message_key: 'auth.phone_number_invalid',
          errors: { phone_number: ['auth.phone_number_invalid'] },
        }),
      ),
    ).toEqual({});
  });

  it('reads nothing from other statuses, empty lists or non-HTTP failures', () => {
    expect(readFlatFieldErrors(answered(500, { phone_number: ['auth.x'] }))).toEqual({});
    expect(readFlatFieldErrors(answered(422, { image: [] }))).toEqual({});
    expect(readFlatFieldErrors(new Error('offline'))).toEqual({});
  });
});

describe('failureMessageKey (optional `error`, decision 12)', () => {
  const fallback = 'auth.phone_number_update_failed';

  it('shows the body’s error key when the app knows it', () => {
    const error = answered(500, {
      message_key: 'auth.something_went_wrong',
      error: 'auth.notification_state_update_failed',
    });
    expect(failureMessageKey(error, fallback, known)).toBe('auth.notification_state_update_failed');
  });

  it('falls back to the call’s default for an unknown, missing or malformed error', () => {
    expect(failureMessageKey(answered(500, { error: 'auth.no_such_key' }), fallback, known)).toBe(
      fallback,
    );
    expect(failureMessageKey(answered(500, { error: 'Server exploded' }), fallback, known)).toBe(
      fallback,
    );
    expect(
      failureMessageKey(
        answered(500, { message_key: 'auth.something_went_wrong' }),
        fallback,
        known,
      ),
    ).toBe(fallback);
    expect(failureMessageKey(answered(500, { error: 42 }), fallback, known)).toBe(fallback);
    expect(failureMessageKey(new Error('offline'), fallback, known)).toBe(fallback);
  });
});

describe('course-form field errors (relative keys, decision 14)', () => {
  it('prefixes a relative key with auth.add_course. and keeps a full auth. key', () => {
    expect(courseFormErrorKey('validation.title_en.required')).toBe(
      'auth.add_course.validation.title_en.required',
    );
    expect(courseFormErrorKey('auth.courses.title_required')).toBe('auth.courses.title_required');
    expect(courseFormErrorKey('auth.add_course.validation.video.mimes')).toBe(
      'auth.add_course.validation.video.mimes',
    );
  });

  it('resolves to keys the app translates, first per field', () => {
    const fields = courseFormFieldErrors({
      video: ['validation.video.mimes', 'validation.video.max'],
      title_en: ['auth.courses.title_required'],
      'faqs.0.answer_en': ['validation.faqs.answer_en.required'],
    });
    expect(fields).toEqual({
      video: 'auth.add_course.validation.video.mimes',
      title_en: 'auth.courses.title_required',
      'faqs.0.answer_en': 'auth.add_course.validation.faqs.answer_en.required',
    });
    for (const key of Object.values(fields)) expect(known(key), key).toBe(true);
  });
});
