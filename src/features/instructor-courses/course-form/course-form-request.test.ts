import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emptyCourseValues,
  type CourseFormValues,
} from '@/machines/course-form/course-form-values';
import { setupI18n } from '../../../../tests/support/render-app';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { COURSE_FORM_FAILURES, toCreateForm, toUpdateForm } from './course-form-request';

const uploadFailure = (error: unknown, mode: 'add' | 'change') =>
  failureOutcome(error, COURSE_FORM_FAILURES[mode]);

beforeAll(() => setupI18n('en'));

const video = new File(['v'], 'lesson.mp4', { type: 'video/mp4' });
const values = (patch: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...emptyCourseValues([
    { id: 1, editable: true, selected: false, time: '02:05' },
    { id: 3, editable: false, selected: true, time: '' },
    { id: 4, editable: false, selected: false, time: '' },
  ]),
  title_en: ' SQL ',
  price_en: '10',
  description_en: 'About SQL',
  video,
  ...patch,
});

const answered = (status: number, data: unknown) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
};

describe('course request bodies', () => {
  it('sends the chosen details, with HH:MM as HH:MM:00, and trims the texts', () => {
    const body = toCreateForm(values());
    expect(body.details_by_instructor).toEqual([
      { course_details_data_id: 1, time: '02:05:00' },
      { course_details_data_id: 3 },
    ]);
    expect(body.title_en).toBe('SQL');
    expect(body.currency_en).toBe('USD');
  });

  it('sends a language that is not ticked as blank, whatever it holds', () => {
    const body = toCreateForm(
      values({ title_ru: 'Скрыто', price_ru: '900', translations: { ru: false, arm: false } }),
    );
    expect(body).toMatchObject({ title_ru: '', price_ru: '', currency_ru: '' });
    expect(body.faqs[0]).toMatchObject({ question_ru: '', answer_ru: '' });
  });

  it('on add, sends a translation currency only with a price and a title or description', () => {
    const priceOnly = values({ price_arm: '3900', translations: { ru: false, arm: true } });
    expect(toCreateForm(priceOnly).currency_arm).toBe('');
    const titled = { ...priceOnly, title_arm: 'SQL հայերեն' };
    expect(toCreateForm(titled).currency_arm).toBe('AMD');
    expect(toCreateForm({ ...titled, price_arm: '' }).currency_arm).toBe('');
  });

  it('on change, sends a currency with any price and the video only when a new one is chosen', () => {
    const body = toUpdateForm(
      values({ price_ru: '950', translations: { ru: true, arm: false }, video: null }),
    );
    expect(body.currency_ru).toBe('RUB');
    expect('video' in body).toBe(false);
    expect(toUpdateForm(values()).video).toBe(video);
  });
});

describe('course call failures', () => {
  it('resolves relative keys and shows the details rows under the checklist', () => {
    const outcome = uploadFailure(
      answered(422, {
        message_key: 'auth.validation_failed',
        errors: {
          title_en: ['validation.title_en.required'],
          'faqs.1.answer_ru': ['validation.faqs.answer_ru.regex'],
          'details_by_instructor.0.time': ['validation.details_by_instructor.time.date_format'],
          description_en: ['auth.courses.description_required'],
        },
      }),
      'add',
    );
    expect(outcome).toEqual({
      kind: 'fieldErrors',
      fieldErrors: {
        title_en: 'auth.add_course.validation.title_en.required',
        'faqs.1.answer_ru': 'auth.add_course.validation.faqs.answer_ru.regex',
        details_by_instructor: 'auth.add_course.validation.details_by_instructor.time.date_format',
        description_en: 'auth.courses.description_required',
      },
    });
  });

  it('on change, shows a known message key, else "Unknown error"', () => {
    expect(
      uploadFailure(answered(403, { message_key: 'auth.something_went_wrong' }), 'change'),
    ).toEqual({
      kind: 'failure',
      messageKey: 'auth.something_went_wrong',
    });
    expect(uploadFailure(answered(409, { message_key: 'no.such.key' }), 'change')).toEqual({
      kind: 'failure',
      messageKey: 'course-form:failure.unknown',
    });
  });

  it('says the server cannot be reached when no answer came, and is quiet about a cancel', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(uploadFailure(offline, 'add')).toEqual({
      kind: 'failure',
      messageKey: 'course-form:failure.network',
    });
    expect(logged).toHaveBeenCalledTimes(1);
    uploadFailure(new CanceledError(), 'add');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe('the quiz in the course request', () => {
  const quiz: Partial<CourseFormValues> = {
    questions: [
      {
        key: 'q1',
        question_text: ' Which? ',
        type: 'checkbox',
        options: [
          { key: 'o1', option_text: 'a', is_correct: true },
          { key: 'o2', option_text: ' b ', is_correct: false },
        ],
      },
    ],
    practice: [{ key: 'p1', assignment_text: 'Say done', correct_answer: ' done ' }],
  };

  it('sends part 3’s fields, marks as 1/0, and nothing when the course has no quiz', () => {
    expect(toCreateForm(values(quiz))).toMatchObject({
      questions: [
        {
          question_text: 'Which?',
          type: 'checkbox',
          options: [
            { option_text: 'a', is_correct: '1' },
            { option_text: 'b', is_correct: '0' },
          ],
        },
      ],
      practice_assignments: [{ assignment_text: 'Say done', correct_answer: 'done' }],
    });
    const none = toUpdateForm(values());
    expect(none).not.toHaveProperty('questions');
    expect(none).not.toHaveProperty('practice_assignments');
  });

  it('puts the server’s quiz refusals at the option and assignment they name', () => {
    const outcome = uploadFailure(
      answered(422, {
        message_key: 'auth.add_course.validation.questions.options.some_correct',
        errors: {
          'questions.0.options': ['validation.questions.options.some_correct'],
          'questions.0.options.1.option_text': [
            'validation.questions.options.option_text.required',
          ],
          'practice_assignments.0.correct_answer': [
            'validation.practice_assignments.correct_answer.required',
          ],
        },
      }),
      'add',
    );
    expect(outcome).toEqual({
      kind: 'fieldErrors',
      fieldErrors: {
        'questions.0.options': 'auth.add_course.validation.questions.options.some_correct',
        'questions.0.options.1.option_text':
          'auth.add_course.validation.questions.options.option_text.required',
        'practice_assignments.0.correct_answer':
          'auth.add_course.validation.practice_assignments.correct_answer.required',
      },
    });
  });
});
