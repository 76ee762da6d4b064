// The generated client goes through the project's axios instance and sends each body the way
// the backend reads it: JSON, Laravel-bracketed multipart, form-encoded broadcasting auth.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import { getCatalogueMock } from '../../src/generated/client/catalogue/catalogue.msw';
import { listPublicCourses } from '../../src/generated/client/catalogue/catalogue';
import { createCourse } from '../../src/generated/client/instructor-courses/instructor-courses';
import { getCreateCourseResponseMock } from '../../src/generated/client/instructor-courses/instructor-courses.msw';
import { authorizeBroadcastChannel } from '../../src/generated/client/realtime/realtime';
import { listPublicCourses200Response } from '../../src/generated/zod/catalogue/catalogue.zod';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http/http-client';

const server = setupServer(...getCatalogueMock());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('generated client', () => {
  it('sends JSON bodies and resolves with the answer body', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: '1|abc', user: { id: 1 } });
      }),
    );
    await expect(
      login({ email: 'anna.petrosyan@example.com', password: 'secret' }),
    ).resolves.toMatchObject({
      token: '1|abc',
    });
    expect(body).toEqual({ email: 'anna.petrosyan@example.com', password: 'secret' });
  });

  it('sends query parameters and the bearer token; the faker handler answers a valid page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '5|token');
    let seen: Request | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = request;
    });
    const page = await listPublicCourses({ page: 2, search: 'javascript' });
    server.events.removeAllListeners();
    expect(listPublicCourses200Response.safeParse(page).success).toBe(true);
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/all-courses-general');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', search: 'javascript' });
    expect(seen!.headers.get('authorization')).toBe('Bearer 5|token');
  });

  it('sends course forms as multipart with bracketed list names', async () => {
    let parts: [string, string][] = [];
    server.use(
      http.post('*/api/courses', async ({ request }) => {
        const form = await request.formData();
        parts = [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : 'FILE',
        ]);
        return HttpResponse.json(getCreateCourseResponseMock());
      }),
    );
    await createCourse({
      title_en: 'Asynchronous JavaScript',
      price_en: '59',
      currency_en: 'USD',
      currency_ru: '',
      description_en: 'Promises and the event loop.',
      video: new File(['bytes'], 'async.mp4', { type: 'video/mp4' }),
      faqs: [{ question_en: 'For beginners?', answer_en: 'No.' }],
      highlights: [{ name_en: 'The event loop' }],
      details_by_instructor: [
        { course_details_data_id: 1, time: '08:00:00' },
        { course_details_data_id: 4 },
      ],
    });
    expect(parts).toEqual([
      ['title_en', 'Asynchronous JavaScript'],
      ['price_en', '59'],
      ['currency_en', 'USD'],
      ['currency_ru', ''],
      ['description_en', 'Promises and the event loop.'],
      ['video', 'FILE'],
      ['faqs[0][question_en]', 'For beginners?'],
      ['faqs[0][answer_en]', 'No.'],
      ['highlights[0][name_en]', 'The event loop'],
      ['details_by_instructor[0][course_details_data_id]', '1'],
      ['details_by_instructor[0][time]', '08:00:00'],
      ['details_by_instructor[1][course_details_data_id]', '4'],
    ]);
  });

  it('sends broadcasting auth form-encoded to the API root', async () => {
    let contentType: string | null = null;
    let fields: Record<string, string> = {};
    server.use(
      http.post('*/broadcasting/auth', async ({ request }) => {
        contentType = request.headers.get('content-type');
        fields = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ auth: `key:${'a'.repeat(64)}` });
      }),
    );
    await expect(
      authorizeBroadcastChannel({ socket_id: '123.456', channel_name: 'private-user.12' }),
    ).resolves.toEqual({ auth: `key:${'a'.repeat(64)}` });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(fields).toEqual({ socket_id: '123.456', channel_name: 'private-user.12' });
  });
});
