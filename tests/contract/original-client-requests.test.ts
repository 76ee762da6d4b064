// @vitest-environment node
// The original app's clients against the standalone mock backend, request by request as they
// send them (the later version's client is the newest; the seeds' version is the earlier one): the live
// notification both render, a top-up and a purchase with the bank's numeric currency code, a
// saved-card top-up without a currency, a wallet purchase of `{ course_id }` alone, a failed
// quiz's correct options, the later Armenian-first course form, and the earlier client's course
// without a category. Each gets the answer that client needs (decisions 34–37).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PusherClient, socketUrl } from '../../contract/realtime';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { resetMock, startMockServer, type RunningMockServer } from './support/run-against-mock';

let mock: RunningMockServer;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());
beforeEach(() => resetMock(mock));

type Body = Record<string, unknown>;

/** A call as the client sends it: JSON (or a multipart form), with the bearer token. */
async function send(
  method: string,
  path: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
}

async function signIn(account: { email: string; password: string }) {
  const { status, body } = await send('POST', '/api/login', { json: account });
  expect(status).toBe(200);
  return { token: body.token as string, userId: (body.user as { id: number }).id };
}

const dev = (path: string, json: unknown) => send('POST', `/__dev${path}`, { json });

const balanceOf = async (token: string): Promise<string> =>
  ((await send('GET', '/api/user/profile', { token })).body.user as { balance: string }).balance;

describe('the live notification (decision 36)', () => {
  it('carries the list item’s shape and the top-level message, for the earlier and the later client', async () => {
    const { token, userId } = await signIn(READY_ACCOUNTS.instructor);
    const client = await PusherClient.open(socketUrl(mock.url), 5000);
    try {
      const channel = `private-user.${userId}`;
      const authorised = await fetch(`${mock.url}/broadcasting/auth`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ socket_id: client.socketId, channel_name: channel }),
      });
      const { auth } = (await authorised.json()) as { auth: string };
      expect(await client.subscribe(channel, auth, 5000)).toBe('subscribed');

      expect((await dev('/notifications', { user_id: userId, message: 'Hello' })).status).toBe(201);
      const event = await client.waitFor(
        (entry) =>
          entry.event === 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
        5000,
      );
      const payload = event?.data as Body;
      // Both original clients render `notification.data.message`; clients of the first payload
      // read `message`.
      expect(payload).toMatchObject({
        message: 'Hello',
        data: { message: 'Hello' },
        read_at: null,
      });
      const listed = (await send('GET', '/api/notifications', { token })).body as unknown as Body[];
      const item = listed.find((entry) => entry.id === payload.id);
      expect(item).toBeDefined();
      // The same notification as the list answers it: id, type, data, created_at, read_at.
      const { message: _topLevel, ...asListed } = payload;
      expect(asListed).toEqual(item);
    } finally {
      client.close();
    }
  });
});

describe('payments from the later client (decisions 34, 35)', () => {
  it('starts a top-up with the numeric code of AMD', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    const { status, body } = await send('POST', '/api/payments/initiate', {
      token,
      json: {
        amount: 5000,
        description: 'Add funds - 5000 AMD',
        type: 'add_funds',
        currency: '051',
        save_card: false,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(body.redirectUrl).toMatch(/\/mock-bank\/pay\/\d+$/);
    const payment = await send('GET', `/api/payments/details/${String(body.paymentId)}`, {
      token,
    });
    expect(payment.body.payment).toMatchObject({
      amount: '5000.00',
      currency: 'AMD',
      type: 'add_funds',
    });
  });

  it('starts a course purchase with a numeric code: 051 at the Armenian price, 840 at the English one', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    const amd = await send('POST', '/api/payments/initiate', {
      token,
      json: {
        amount: 11500,
        description: 'Course purchase - Course 14 - 11500 AMD',
        type: 'course_purchase',
        currency: '051',
        course_id: 14,
        save_card: false,
      },
    });
    expect(amd.status).toBe(200);
    const usd = await send('POST', '/api/payments/initiate', {
      token,
      json: {
        amount: 29,
        type: 'course_purchase',
        currency: '840',
        course_id: 14,
        save_card: true,
      },
    });
    expect(usd.status).toBe(200);
    const charged = await send('GET', `/api/payments/details/${String(usd.body.paymentId)}`, {
      token,
    });
    expect(charged.body.payment).toMatchObject({ amount: '29.00', currency: 'USD' });
    // A code of no currency taken is still refused.
    const unknown = await send('POST', '/api/payments/initiate', {
      token,
      json: { amount: 5000, type: 'add_funds', currency: '999', save_card: false },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ currency: ['payment.currency_invalid'] });
  });

  it('tops up with a saved card without a currency (AMD), then buys from the wallet with { course_id } alone', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    expect(await balanceOf(token)).toBe('20000.00');
    const topUp = await send('POST', '/api/payments/pay-saved', {
      token,
      json: { card_id: 1, amount: 5000, type: 'add_funds' },
    });
    expect(topUp.status).toBe(200);
    expect(topUp.body).toMatchObject({ success: true });
    expect(await balanceOf(token)).toBe('25000.00');

    // Course 44 costs 22500 AMD (its Armenian price): the wallet is charged exactly that.
    const bought = await send('POST', '/api/payments/balance', { token, json: { course_id: 44 } });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      success: true,
      payment: { amount: '22500.00', currency: 'AMD', status: 'completed', course_id: 44 },
    });
    expect(await balanceOf(token)).toBe('2500.00');
    const owned = (await send('GET', '/api/purchased-courses', { token })).body.courses as {
      id: number;
    }[];
    expect(owned.map((course) => course.id)).toContain(44);
  });

  it('buys with a saved card without a currency at the course’s AMD price; a different amount is a changed price', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    // The later client in English shows the USD price and sends its number: not what AMD costs.
    const shownInDollars = await send('POST', '/api/payments/pay-saved', {
      token,
      json: { card_id: 1, amount: 29, type: 'course_purchase', course_id: 14 },
    });
    expect(shownInDollars.status).toBe(409);
    expect(shownInDollars.body).toEqual({
      message_key: 'payment.price_changed',
      price: '11500.00',
      currency: 'AMD',
    });
    const paid = await send('POST', '/api/payments/pay-saved', {
      token,
      json: { card_id: 1, amount: 11500, type: 'course_purchase', course_id: 14 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      payment: { amount: '11500.00', currency: 'AMD', status: 'completed' },
    });
  });

  it('takes the numeric code on the saved-card and the wallet calls as well', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    const topUp = await send('POST', '/api/payments/pay-saved', {
      token,
      json: { card_id: 1, amount: 5000, type: 'add_funds', currency: '051' },
    });
    expect(topUp.status).toBe(200);
    expect(topUp.body).toMatchObject({ success: true, payment: { currency: 'AMD' } });
    const bought = await send('POST', '/api/payments/balance', {
      token,
      json: { course_id: 14, amount: '11500.00', currency: '051' },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      success: true,
      payment: { amount: '11500.00', currency: 'AMD', course_id: 14 },
    });
  });

  it('still refuses a wallet purchase whose shown price differs (decision 20 for what is sent)', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    const refused = await send('POST', '/api/payments/balance', {
      token,
      json: { course_id: 14, amount: '11000.00', currency: '051' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message_key: 'payment.price_changed', price: '11500.00' });
  });
});

describe('a failed quiz (decision 37)', () => {
  it('answers correct_option_ids as an empty list for every question', async () => {
    const { token } = await signIn(READY_ACCOUNTS.learner);
    expect(
      (await dev('/purchases', { email: READY_ACCOUNTS.learner.email, course_id: 14 })).status,
    ).toBe(200);
    const quiz = (await send('GET', '/api/courses/14/quiz', { token })).body as {
      questions: { id: number; options: { id: number }[] }[];
      practice_assignments: { id: number }[];
    };
    // The later client's CourseQuiz.vue: the first option of each question, a wrong practice answer.
    const { status, body } = await send('POST', '/api/courses/14/quiz/submit', {
      token,
      json: {
        answers: quiz.questions.map((question) => ({
          question_id: question.id,
          option_ids: [question.options[0]!.id],
        })),
        practice_answers: quiz.practice_assignments.map((assignment) => ({
          assignment_id: assignment.id,
          answer: 'no idea',
        })),
      },
    });
    expect(status).toBe(200);
    expect(body.passed).toBe(false);
    const results = body.question_results as { correct_option_ids?: number[] }[];
    expect(results.length).toBe(quiz.questions.length);
    // The later client calls `result.correct_option_ids.includes(…)` on each.
    for (const entry of results) expect(entry.correct_option_ids).toEqual([]);
  });
});

const sampleVideo = () =>
  new Blob(
    [readFileSync(new URL('../../mocks/assets/storage/videos/sample.webm', import.meta.url))],
    {
      type: 'video/webm',
    },
  );

/**
 * The later client's AddCourse.vue: Armenian complete, English and Russian empty
 * (not ticked) with `AMD` as their currencies, the category, the five fixed details (only id 2
 * with a time, whole hours), ten questions and two practice assignments.
 */
function laterCourseForm(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title_arm: 'Վեբ մշակում սկսնակների համար',
    price_arm: '15000',
    currency_arm: 'AMD',
    description_arm: 'Դասընթաց HTML-ի և CSS-ի մասին։',
    title_en: '',
    price_en: '',
    currency_en: 'AMD',
    description_en: '',
    title_ru: '',
    price_ru: '',
    currency_ru: 'AMD',
    description_ru: '',
    category_id: '1',
    'faqs[0][question_arm]': 'Ո՞ւմ համար է։',
    'faqs[0][answer_arm]': 'Սկսնակների։',
    'faqs[0][question_en]': '',
    'faqs[0][answer_en]': '',
    'faqs[0][question_ru]': '',
    'faqs[0][answer_ru]': '',
    'highlights[0][name_arm]': 'HTML',
    'highlights[0][name_en]': '',
    'highlights[0][name_ru]': '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  [1, 2, 3, 4, 5].forEach((id, index) => {
    form.append(`details_by_instructor[${index}][course_details_data_id]`, String(id));
    form.append(`details_by_instructor[${index}][time]`, id === 2 ? '10' : '');
  });
  for (let q = 0; q < 10; q += 1) {
    form.append(`questions[${q}][question_text]`, `Հարց ${q + 1}`);
    form.append(`questions[${q}][type]`, 'radio');
    form.append(`questions[${q}][options][0][option_text]`, 'Այո');
    form.append(`questions[${q}][options][0][is_correct]`, '1');
    form.append(`questions[${q}][options][1][option_text]`, 'Ոչ');
    form.append(`questions[${q}][options][1][is_correct]`, '0');
  }
  for (let p = 0; p < 2; p += 1) {
    form.append(`practice_assignments[${p}][assignment_text]`, `Վարժություն ${p + 1}`);
    form.append(`practice_assignments[${p}][correct_answer]`, 'div');
  }
  form.append('video', sampleVideo(), 'lesson.webm');
  return form;
}

describe('the course form by version (decision 37)', () => {
  it('the later version takes the Armenian-first form: stored in Armenian, the time as 10:00:00', async () => {
    const { token } = await signIn(READY_ACCOUNTS.instructor);
    const created = await send('POST', '/api/courses', { token, form: laterCourseForm() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.course as { id: number }).id;
    const course = (await send('GET', `/api/courses/${id}`, { token })).body;
    expect(course).toMatchObject({
      title_arm: 'Վեբ մշակում սկսնակների համար',
      price_arm: '15000',
      title_en: '',
      category_id: 1,
      status: 'in_review',
    });
    const details = course.details_by_instructor as {
      course_details_data_id: number;
      time: string | null;
    }[];
    expect(details.find((detail) => detail.course_details_data_id === 2)?.time).toBe('10:00:00');

    // ChangeCourse.vue sends the same fields (faqs and highlights too) to update it.
    const changed = laterCourseForm();
    changed.delete('video');
    changed.set('title_arm', 'Վեբ մշակում');
    const updated = await send('POST', `/api/courses/${id}`, { token, form: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  });

  it('the later version refuses an Armenian-first form missing its Armenian title, at that field', async () => {
    const { token } = await signIn(READY_ACCOUNTS.instructor);
    const form = laterCourseForm();
    form.set('title_arm', '');
    const refused = await send('POST', '/api/courses', { token, form });
    expect(refused.status).toBe(422);
    // Armenian is the language it offers (a price and a description), so its title is missing.
    expect(refused.body.errors).toEqual({ title_arm: ['validation.title_arm.required'] });
  });

  it('the earlier version keeps its rules: English required, currencies checked, times HH:mm:ss', async () => {
    const { token } = await signIn(READY_ACCOUNTS.instructor);
    expect((await dev('/api-version', { version: 'earlier' })).status).toBe(200);
    const refused = await send('POST', '/api/courses', { token, form: laterCourseForm() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      title_en: ['validation.title_en.required'],
      price_en: ['validation.price_en.required'],
      currency_en: ['validation.currency_en.invalid'],
      currency_ru: ['validation.currency_ru.invalid'],
      description_en: ['validation.description_en.required'],
      'details_by_instructor.1.time': ['validation.details_by_instructor.time.date_format'],
    });
  });
});

/** The seeds' client's AddCourse.vue: English complete, no category, no quiz. */
function earlierCourseForm(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title_en: 'Web basics',
    price_en: '25',
    currency_en: 'USD',
    description_en: 'HTML and CSS from the start.',
    title_ru: '',
    price_ru: '',
    currency_ru: '',
    description_ru: '',
    title_arm: '',
    price_arm: '',
    currency_arm: '',
    description_arm: '',
    'faqs[0][question_en]': 'Who is it for?',
    'faqs[0][answer_en]': 'Beginners.',
    'highlights[0][name_en]': 'HTML',
    'details_by_instructor[0][course_details_data_id]': '1',
    'details_by_instructor[0][time]': '02:30:00',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('video', sampleVideo(), 'lesson.webm');
  return form;
}

describe('the earlier version without categories (decision 37)', () => {
  it('creates a course without a category, and changes it without one', async () => {
    const { token } = await signIn(READY_ACCOUNTS.instructor);
    expect((await dev('/api-version', { version: 'earlier' })).status).toBe(200);
    const created = await send('POST', '/api/courses', { token, form: earlierCourseForm() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.course as { id: number }).id;
    expect((await send('GET', `/api/courses/${id}`, { token })).body.category_id ?? null).toBe(
      null,
    );

    // The seeds' ChangeCourse.vue: the same fields, no video, no category (or an empty one).
    const change = earlierCourseForm();
    change.delete('video');
    change.set('title_en', 'Web basics, revised');
    change.append('category_id', '');
    const updated = await send('POST', `/api/courses/${id}`, { token, form: change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    // A seeded course keeps its category when the earlier client changes it.
    const seeded = (await send('GET', '/api/courses', { token })).body.data as {
      id: number;
      category_id?: number | null;
    }[];
    const filed = seeded.find((course) => course.category_id != null)!;
    const full = (await send('GET', `/api/courses/${filed.id}`, { token })).body;
    const again = earlierCourseForm();
    again.delete('video');
    const kept = await send('POST', `/api/courses/${filed.id}`, { token, form: again });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await send('GET', `/api/courses/${filed.id}`, { token })).body.category_id).toBe(
      full.category_id,
    );
  });

  it('the later version still requires the category', async () => {
    const { token } = await signIn(READY_ACCOUNTS.instructor);
    const refused = await send('POST', '/api/courses', { token, form: earlierCourseForm() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ category_id: ['category_required'] });
  });
});
