// @vitest-environment node
// The standalone mock server over real HTTP: the learner's and the instructor's walks,
// through the generated client, every answer validated with the generated zod schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, verifyEmail } from '../../src/generated/client/auth/auth';
import { addToCart, listCart } from '../../src/generated/client/cart/cart';
import {
  createCourse,
  listInstructorCourses,
} from '../../src/generated/client/instructor-courses/instructor-courses';
import { getProfile } from '../../src/generated/client/user/user';
import { addToWishlist, getWishlistCount } from '../../src/generated/client/wishlist/wishlist';
import { httpClient } from '../../src/lib/http/http-client';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { responseSchema } from '../../mocks/lib/schemas';
import { startMockServer, type RunningMockServer } from '../../mocks/server/mock-server';

let running: RunningMockServer;
let previousBaseUrl: string | undefined;

beforeAll(async () => {
  running = await startMockServer({ port: 0 });
  previousBaseUrl = httpClient.defaults.baseURL;
  httpClient.defaults.baseURL = running.url;
});

afterAll(async () => {
  httpClient.defaults.baseURL = previousBaseUrl;
  await running.close();
});

/** Parses an answer with the generated schema of that operation and status. */
function valid<T>(operationId: string, body: T, status = 200): T {
  const schema = responseSchema(operationId, status);
  expect(schema, `${operationId} ${status} schema`).toBeDefined();
  schema!.parse(body);
  return body;
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('standalone mock server over HTTP', () => {
  it('walks a learner: register → mailbox code → verify → sign in → profile → wishlist → cart', async () => {
    const email = `walker-${Date.now()}@example.com`;
    const password = 'Walker1234';
    valid(
      'register',
      await register({
        first_name: 'Walker',
        last_name: 'Test',
        email,
        password,
        password_confirmation: password,
        role: 'learner',
        accept_terms: true,
      }),
    );

    const mailbox = (await (
      await fetch(`${running.url}/__dev/mailbox?email=${encodeURIComponent(email)}`)
    ).json()) as {
      mails: { code?: string }[];
    };
    const code = mailbox.mails[0]?.code ?? '';
    expect(code).toMatch(/^\d{4}$/);

    valid('verifyEmail', await verifyEmail({ email, code }));
    const session = valid('login', await login({ email, password }));
    const profile = valid('getProfile', await getProfile(auth(session.token)));
    expect(profile.user.email).toBe(email);

    const catalogue = (await (await fetch(`${running.url}/api/all-courses-general`)).json()) as {
      data: { id: number }[];
    };
    valid('listPublicCourses', catalogue as never);
    const courseId = catalogue.data[0]!.id;

    expect(
      valid('addToWishlist', await addToWishlist(courseId, auth(session.token))).wishlist_count,
    ).toBe(1);
    expect(
      valid('getWishlistCount', await getWishlistCount(auth(session.token))).wishlist_count,
    ).toBe(1);
    expect(valid('addToCart', await addToCart(courseId, auth(session.token))).cart_count).toBe(1);
    const cart = valid('listCart', await listCart({ per_page: 4, page: 1 }, auth(session.token)));
    expect(cart.data.map((entry) => entry.course.id)).toEqual([courseId]);
  });

  it('walks an instructor: sign in → create a course with a video (multipart) → in_review in the list', async () => {
    const session = valid('login', await login(READY_ACCOUNTS.instructor));
    const video = await fetch(`${running.url}/api/stream-video/1`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(video.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await video.arrayBuffer());

    const created = valid(
      'createCourse',
      await createCourse(
        {
          category_id: 1,
          title_en: 'Walkthrough course',
          price_en: '19.99',
          currency_en: 'USD',
          description_en: 'Made by the walkthrough test.',
          video: new File([bytes], 'walk.webm', { type: 'video/webm' }),
          faqs: [{ question_en: 'Why?', answer_en: 'To test.' }],
          highlights: [{ name_en: 'Real HTTP' }],
          details_by_instructor: [
            { course_details_data_id: 1, time: '01:15:00' },
            { course_details_data_id: 4 },
          ],
        },
        auth(session.token),
      ),
    );
    expect(created.course.status).toBe('in_review');

    const list = valid(
      'listInstructorCourses',
      await listInstructorCourses({ page: 1 }, auth(session.token)),
    );
    expect(list.data.find((course) => course.id === created.course.id)).toMatchObject({
      status: 'in_review',
      title_en: 'Walkthrough course',
    });

    // The uploaded video is streamed back.
    const back = await fetch(`${running.url}/api/stream-video/${created.course.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect((await back.arrayBuffer()).byteLength).toBe(bytes.byteLength);
  });

  it('serves storage images, CORS and the dev reset', async () => {
    const image = await fetch(`${running.url}/storage/default.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await fetch(`${running.url}/storage/auth/default.png`)).status).toBe(200);
    expect((await fetch(`${running.url}/storage/nope.png`)).status).toBe(404);

    const preflight = await fetch(`${running.url}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');

    expect((await fetch(`${running.url}/__dev/reset`, { method: 'POST' })).status).toBe(200);
    const mails = (await (await fetch(`${running.url}/__dev/mailbox`)).json()) as {
      mails: unknown[];
    };
    expect(mails.mails).toEqual([]);
  });
});
