// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listCourseComments } from '../../src/generated/client/comments/comments';
import {
  createCourse,
  getInstructorCourse,
  listCourseDetailsCatalogue,
  listInstructorCourses,
  updateCourse,
} from '../../src/generated/client/instructor-courses/instructor-courses';
import type { CourseCreateForm } from '../../src/generated/model';
import { authorizeBroadcastChannel } from '../../src/generated/client/realtime/realtime';
import { streamCourseVideo } from '../../src/generated/client/video/video';
import { fakeFile, failure, signIn } from '../testing/api-helpers';
import { SEEDED_LEARNING } from '../db/seed-learning';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';
import { courseFormErrorKey } from '../../src/lib/http/error-keys';
import en from '../../src/locales/en/server.json';
import { VIDEO_MAX_BYTES } from './course-rules';
import { PUSHER_APP_KEY, signChannel } from './realtime';

const mock = setupMockBackend();

/** Whether `auth.add_course.validation.video.mimes` (a dotted key) is in en/server.json. */
const serverKeyExists = (key: string): boolean =>
  typeof key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ===
  'string';
// The course form's field errors are relative to `auth.add_course.` (decision 14).
const V = 'validation';

const form = (change: Partial<Record<keyof CourseCreateForm, unknown>> = {}): CourseCreateForm =>
  ({
    category_id: 4,
    title_en: 'Rust for Beginners',
    title_ru: 'Rust для начинающих',
    title_arm: '',
    price_en: '49.99',
    price_ru: '4500',
    price_arm: '',
    currency_en: 'USD',
    currency_ru: 'RUB',
    currency_arm: '',
    description_en: 'Learn Rust step by step.',
    description_ru: 'Изучите Rust шаг за шагом.',
    description_arm: '',
    video: fakeFile('intro.mp4', 'video/mp4', 1024),
    faqs: [
      { question_en: 'Is it hard?', answer_en: 'No.', question_ru: 'Сложно?', answer_ru: 'Нет.' },
      {
        question_en: 'How long?',
        answer_en: 'Six weeks.',
        question_ru: 'Как долго?',
        answer_ru: 'Шесть недель.',
      },
    ],
    highlights: [{ name_en: 'Projects', name_ru: 'Проекты' }],
    details_by_instructor: [
      { course_details_data_id: 1, time: '02:30:00' },
      { course_details_data_id: 3 },
    ],
    ...change,
  }) as CourseCreateForm;

async function errorsOf(call: Promise<unknown>) {
  const answer = await failure(call);
  expect(answer.status).toBe(422);
  const body = answer.body as { message_key: string; errors: Record<string, string[]> };
  // The summary key is always full: the first field error, resolved.
  expect(body.message_key).toBe(courseFormErrorKey(Object.values(body.errors)[0]![0]!));
  return body.errors;
}

describe('instructor courses', () => {
  it('creates a course from multipart: in_review, own list, nested lists parsed', async () => {
    const token = withToken(await signIn('instructor'));
    const saved = await createCourse(form(), token);
    expect(saved.message_key).toBe('auth.add_course.success_msg.course_added');
    expect(saved.course).toMatchObject({
      status: 'in_review',
      category_id: 4,
      title_en: 'Rust for Beginners',
      price_ru: '4500',
      currency_ru: 'RUB',
      currency_arm: null,
    });
    expect(saved.course.faqs.map((faq) => faq.question_ru)).toEqual(['Сложно?', 'Как долго?']);
    expect(saved.course.details_by_instructor).toMatchObject([
      { course_details_data_id: 1, time: '02:30:00', selected: true },
      { course_details_data_id: 3, time: null },
    ]);
    const list = await listInstructorCourses(undefined, token);
    expect(list.data[0]).toMatchObject({ id: saved.course.id, status: 'in_review' });
    expect(list.per_page).toBe(9);
    const mine = mock.db().state.courses.filter((course) => course.user_id === 2).length;
    expect(list.total).toBe(mine);
    // Not public while in review.
    expect((await failure(streamCourseVideo(99999, undefined, token))).status).toBe(404);
  });

  it('shows an instructor only their own courses', async () => {
    const token = withToken(await signIn('instructor'));
    const someoneElses = mock.db().state.courses.find((course) => course.user_id !== 2)!;
    const list = await listInstructorCourses({ page: 1 }, token);
    expect(
      list.data.every(
        (course) => mock.db().state.courses.find((entry) => entry.id === course.id)?.user_id === 2,
      ),
    ).toBe(true);
    expect(await failure(getInstructorCourse(someoneElses.id, token))).toEqual({
      status: 404,
      body: { message_key: 'auth.something_went_wrong' },
    });
    expect((await failure(updateCourse(someoneElses.id, form(), token))).status).toBe(404);
    expect((await failure(streamCourseVideo(someoneElses.id, undefined, token))).status).toBe(403);
  });

  it('is for instructors only', async () => {
    const learner = withToken(await signIn('learner'));
    expect(await failure(listInstructorCourses(undefined, learner))).toEqual({
      status: 403,
      body: { message_key: 'auth.something_went_wrong' },
    });
    expect((await failure(createCourse(form(), learner))).status).toBe(403);
    expect((await failure(listCourseDetailsCatalogue(learner))).status).toBe(403);
    expect((await failure(listInstructorCourses())).status).toBe(401);
  });

  it.each([
    [{ video: undefined }, 'video', `${V}.video.required`],
    [{ video: 'not-a-file' }, 'video', `${V}.video.file`],
    [{ video: fakeFile('notes.txt', 'text/plain') }, 'video', `${V}.video.mimes`],
    [
      { video: fakeFile('huge.webm', 'video/webm', VIDEO_MAX_BYTES + 1) },
      'video',
      `${V}.video.max`,
    ],
    [{ title_en: '' }, 'title_en', `${V}.title_en.required`],
    [{ category_id: undefined }, 'category_id', 'category_required'],
    [{ category_id: 99 }, 'category_id', 'category_required'],
    [{ title_en: 't'.repeat(256) }, 'title_en', `${V}.title_en.max`],
    [{ title_ru: '<b>x</b>' }, 'title_ru', `${V}.title_ru.regex`],
    // A right-to-left override (shows "…tpircSepyT exe.png") and an isolate, invisible both.
    [{ title_en: 'TypeScript \u202Egnp.exe' }, 'title_en', `${V}.title_en.bidi_control`],
    [{ title_arm: 'Ուսուցում \u2067x\u2069' }, 'title_arm', `${V}.title_arm.bidi_control`],
    [{ title_arm: 'a'.repeat(256) }, 'title_arm', `${V}.title_arm.max`],
    [{ price_en: '' }, 'price_en', `${V}.price_en.required`],
    [{ price_en: 'cheap' }, 'price_en', `${V}.price_en.numeric`],
    [{ price_en: '-1' }, 'price_en', `${V}.price_en.min`],
    [{ price_en: '1000000' }, 'price_en', `${V}.price_en.max`],
    [{ price_ru: 'abc' }, 'price_ru', `${V}.price_ru.numeric`],
    [{ price_arm: '5000', currency_arm: '' }, 'currency_arm', `${V}.currency_arm.required`],
    [{ currency_en: '' }, 'currency_en', `${V}.currency_en.required`],
    [{ currency_en: 'EUR' }, 'currency_en', `${V}.currency_en.invalid`],
    [{ currency_ru: 'USD' }, 'currency_ru', `${V}.currency_ru.invalid`],
    [{ description_en: '' }, 'description_en', `${V}.description_en.required`],
    [{ description_arm: '<script>' }, 'description_arm', `${V}.description_arm.regex`],
    [{ faqs: [] }, 'faqs', `${V}.faqs.required`],
    [
      { faqs: [{ question_en: '', answer_en: 'A' }] },
      'faqs.0.question_en',
      `${V}.faqs.question_en.required`,
    ],
    [
      { faqs: [{ question_en: 'Q', answer_en: '' }] },
      'faqs.0.answer_en',
      `${V}.faqs.answer_en.required`,
    ],
    [
      { faqs: [{ question_en: 'Q', answer_en: 'A', question_ru: '<i>', answer_ru: 'x' }] },
      'faqs.0.question_ru',
      `${V}.faqs.question_ru.regex`,
    ],
    [
      {
        faqs: [
          { question_en: 'Q1', answer_en: 'A1', question_ru: 'В1', answer_ru: 'О1' },
          { question_en: 'Q2', answer_en: 'A2' },
        ],
      },
      'faqs',
      `${V}.faqs.inconsistent_language_count`,
    ],
    [{ highlights: [] }, 'highlights', `${V}.highlights.required`],
    [{ highlights: [{ name_en: '' }] }, 'highlights.0.name_en', `${V}.highlights.name_en.required`],
    [
      { highlights: [{ name_en: 'A', name_arm: 'Ա' }, { name_en: 'B' }] },
      'highlights',
      `${V}.highlights.inconsistent_language_count`,
    ],
    [
      { highlights: [{ name_en: 'A', name_arm: '<br>' }] },
      'highlights.0.name_arm',
      `${V}.highlights.name_arm.regex`,
    ],
    [{ details_by_instructor: [] }, 'details_by_instructor', `${V}.details_by_instructor.required`],
    [
      { details_by_instructor: [{ course_details_data_id: 999 }] },
      'details_by_instructor.0.course_details_data_id',
      `${V}.details_by_instructor.course_details_data_id.exists`,
    ],
    [
      { details_by_instructor: [{ time: '01:00:00' }] },
      'details_by_instructor.0.course_details_data_id',
      `${V}.details_by_instructor.course_details_data_id.required`,
    ],
    [
      { details_by_instructor: [{ course_details_data_id: 1, time: '25:99' }] },
      'details_by_instructor.0.time',
      `${V}.details_by_instructor.time.date_format`,
    ],
  ])('create answers 422 for %j', async (change, field, key) => {
    const token = withToken(await signIn('instructor'));
    const errors = await errorsOf(
      createCourse(form(change as Partial<Record<keyof CourseCreateForm, unknown>>), token),
    );
    expect(errors[field]).toEqual([key]);
    // What the app shows: the relative key under auth.add_course., translated.
    expect(serverKeyExists(courseFormErrorKey(key as string)), key as string).toBe(true);
  });

  it('updates a course: back to in_review, rejected fields cleared, faqs kept when not sent', async () => {
    const token = withToken(await signIn('instructor'));
    const declined = mock
      .db()
      .state.courses.find((course) => course.user_id === 2 && course.status === 'declined')!;
    const faqsBefore = declined.faqs.length;
    const { video: _video, faqs: _faqs, highlights: _highlights, ...rest } = form();
    const saved = await updateCourse(declined.id, { ...rest, title_en: 'Renamed course' }, token);
    expect(saved).toMatchObject({
      message_key: 'auth.courses.course_updated',
      course: { status: 'in_review', title_en: 'Renamed course', rejected_fields: [] },
    });
    expect(saved.course.faqs).toHaveLength(faqsBefore);
    expect((await getInstructorCourse(declined.id, token)).title_en).toBe('Renamed course');
  });

  it.each([
    [{ title_en: '' }, 'title_en', 'auth.courses.title_required'],
    [{ category_id: '' }, 'category_id', 'category_required'],
    [{ price_en: '' }, 'price_en', 'auth.courses.price_required'],
    [{ currency_en: '' }, 'currency_en', 'auth.courses.currency_required'],
    [{ description_en: '' }, 'description_en', 'auth.courses.description_required'],
    // An empty list cannot travel in multipart (it is simply absent, and kept): send a blank row.
    [
      { faqs: [{ question_en: '', answer_en: 'A' }] },
      'faqs.0.question_en',
      'auth.courses.faq_required',
    ],
    [{ highlights: [{ name_en: '' }] }, 'highlights.0.name_en', 'auth.courses.highlight_required'],
    [{ video: fakeFile('clip.gif', 'image/gif') }, 'video', `${V}.video.mimes`],
  ])('update answers 422 for %j', async (change, field, key) => {
    const token = withToken(await signIn('instructor'));
    const own = mock.db().state.courses.find((course) => course.user_id === 2)!;
    const { video: _video, faqs: _faqs, highlights: _highlights, ...rest } = form();
    const errors = await errorsOf(updateCourse(own.id, { ...rest, ...change } as never, token));
    expect(errors[field]).toEqual([key]);
  });

  it('serves the course detail catalogue', async () => {
    const catalogue = await listCourseDetailsCatalogue(withToken(await signIn('instructor')));
    expect(catalogue.some((item) => item.editable === 1)).toBe(true);
    expect(catalogue.some((item) => item.editable === 0)).toBe(true);
  });
});

describe('comments, video and realtime', () => {
  it('pages a course comments for signed-in users', async () => {
    const token = withToken(await signIn('learner'));
    const course = mock
      .db()
      .state.courses.find(
        (entry) => mock.db().state.comments.filter((c) => c.course_id === entry.id).length >= 3,
      )!;
    const page = await listCourseComments(course.id, undefined, token);
    expect(page.comments.data.length).toBeGreaterThanOrEqual(3);
    expect(page.comments.prev_page_url).toBeNull();
    expect((await failure(listCourseComments(course.id))).status).toBe(401);
    expect((await failure(listCourseComments(99999, undefined, token))).status).toBe(404);
  });

  it('streams the real lesson video to a learner who bought the course', async () => {
    const token = withToken(await signIn('learner'));
    const blob = (await streamCourseVideo(SEEDED_LEARNING.halfWatchedCourseId, undefined, {
      ...token,
      responseType: 'arraybuffer',
    })) as unknown as ArrayBuffer;
    const bytes = new Uint8Array(blob);
    expect(bytes.byteLength).toBeGreaterThan(1000);
    // WebM / Matroska magic number.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await failure(streamCourseVideo(SEEDED_LEARNING.halfWatchedCourseId))).status).toBe(
      401,
    );
  });

  it('signs the own private channel only', async () => {
    const learner = mock.db().userByEmail('learner@academy.test')!;
    const token = withToken(await signIn('learner'));
    const answer = await authorizeBroadcastChannel(
      { socket_id: '123.456', channel_name: `private-user.${learner.id}` },
      token,
    );
    expect(answer.auth).toBe(
      `${PUSHER_APP_KEY}:${await signChannel('123.456', `private-user.${learner.id}`)}`,
    );
    expect(
      (
        await failure(
          authorizeBroadcastChannel(
            { socket_id: '123.456', channel_name: 'private-user.2' },
            token,
          ),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await failure(
          authorizeBroadcastChannel({
            socket_id: '123.456',
            channel_name: `private-user.${learner.id}`,
          }),
        )
      ).status,
    ).toBe(401);
  });
});
