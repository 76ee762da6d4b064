// The realtime client in mock mode, as the browser runs it: pusher-js (web build) opens a
// WebSocket that MSW intercepts, the protocol hub answers, and /__dev actions push events.
// Also the /__dev review and notification rules.
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import { listInstructorCourses } from '../../src/generated/client/instructor-courses/instructor-courses';
import { createCourseReview } from '../../src/generated/client/comments/comments';
import { listNotifications } from '../../src/generated/client/notifications/notifications';
import type { RealtimeNotificationEvent } from '../../src/generated/model';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http';
import { startRealtime, type RealtimeClient } from '../../src/lib/realtime';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { PUSHER_APP_KEY } from '../../mocks/handlers/realtime';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { grantPurchase } from '../../mocks/testing/api-helpers';

const { db } = setupMockBackend();
let client: RealtimeClient | undefined;

afterEach(() => {
  client?.disconnect();
  client = undefined;
});

async function signIn(account: { email: string; password: string }) {
  const answer = await login(account);
  localStorage.setItem(TOKEN_STORAGE_KEY, answer.token);
  return answer;
}

const dev = (path: string, body: unknown) =>
  fetch(`${location.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

function listen(realtime: RealtimeClient, userId: number) {
  const events: RealtimeNotificationEvent[] = [];
  const subscribed = new Promise<void>((resolve, reject) =>
    realtime.subscribeToUser(userId, {
      onSubscribed: resolve,
      onError: (error) => reject(new Error(JSON.stringify(error))),
      onNotification: (event) => events.push(event),
    }),
  );
  return { events, subscribed };
}

describe('realtime in mock mode (MSW WebSocket interception)', () => {
  it('receives a decline with its rejected fields, and the course shows them', async () => {
    const { user } = await signIn(READY_ACCOUNTS.instructor);
    client = await startRealtime();
    const { events, subscribed } = listen(client, user.id);
    await subscribed;

    const course = db().state.courses.find(
      (entry) => entry.user_id === user.id && entry.status === 'in_review',
    )!;
    const answer = await dev(`/__dev/courses/${course.id}/review`, {
      status: 'declined',
      rejected_fields: [
        {
          field_name: 'title',
          error_message_en: 'The title is too long.',
          error_message_ru: 'Название слишком длинное.',
          error_message_arm: 'Վերնագիրը շատ երկար է։',
        },
        { error_message_en: 'Add a video.', error_message_ru: '', error_message_arm: null },
      ],
    });
    expect(answer.status).toBe(200);

    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ data: { course_id: course.id, status: 'declined' } });

    const mine = await listInstructorCourses({ page: 1 });
    const declined = mine.data.find((entry) => entry.id === course.id);
    expect(declined?.status).toBe('declined');
    expect(declined?.rejected_fields.map((field) => field.error_message_en)).toEqual([
      'The title is too long.',
      'Add a video.',
    ]);
    // The field each message is about; a message without one is a general remark (null).
    expect(declined?.rejected_fields.map((field) => field.field_name)).toEqual(['title', null]);
    expect(declined?.rejected_fields[0]).toMatchObject({
      error_message_ru: 'Название слишком длинное.',
      error_message_arm: 'Վերնագիրը շատ երկար է։',
    });
    expect(declined?.rejected_fields[1]).toMatchObject({
      error_message_ru: null,
      error_message_arm: null,
    });
    const stored = (await listNotifications()).find((entry) => entry.id === events[0]!.id);
    expect(stored?.read_at).toBeNull();
  });

  it('offline cuts the intercepted socket with 1006 and refuses new ones until back online', async () => {
    const url = `ws://${location.host}/app/${PUSHER_APP_KEY}?protocol=7&client=js&version=8.6.0`;
    const opened = (socket: WebSocket) =>
      new Promise<void>((resolve) => socket.addEventListener('message', () => resolve()));
    const closedWith = (socket: WebSocket) =>
      new Promise<number>((resolve) =>
        socket.addEventListener('close', (event) => resolve(event.code)),
      );
    try {
      const socket = new WebSocket(url);
      const closed = closedWith(socket);
      await opened(socket);
      await dev('/__dev/scenario', { scenario: 'offline' });
      expect(await closed).toBe(1006);
      expect(await closedWith(new WebSocket(url))).toBe(1006);
    } finally {
      await dev('/__dev/scenario', { scenario: 'none' });
    }
    const back = new WebSocket(url);
    await opened(back);
    back.close();
  });

  it('broadcasts a new review on the public channel course.{id}, with no authorisation', async () => {
    await signIn(READY_ACCOUNTS.learner);
    const course = db().state.courses.find(
      (entry) =>
        entry.status === 'approved' &&
        !db().state.comments.some(
          (comment) => comment.course_id === entry.id && comment.user_id === 1,
        ),
    )!;
    // Only buyers review.
    grantPurchase(db(), 1, course.id);
    const socket = new WebSocket(
      `ws://${location.host}/app/${PUSHER_APP_KEY}?protocol=7&client=js&version=8.6.0`,
    );
    const frames: { event: string; channel?: string; data?: string }[] = [];
    socket.addEventListener('message', (event) =>
      frames.push(JSON.parse(String(event.data)) as (typeof frames)[number]),
    );
    try {
      await expect
        .poll(() => frames.some((f) => f.event === 'pusher:connection_established'))
        .toBe(true);
      // A public channel: subscribed without an `auth` signature.
      socket.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel: `course.${course.id}` } }),
      );
      await expect
        .poll(() => frames.some((f) => f.event === 'pusher_internal:subscription_succeeded'))
        .toBe(true);
      const { review } = await createCourseReview({ course_id: course.id, rating: 5 });
      await expect
        .poll(() => frames.find((f) => f.event === 'App\\Events\\CourseReviewCreated'))
        .toMatchObject({ channel: `course.${course.id}` });
      const delivered = frames.find((f) => f.event === 'App\\Events\\CourseReviewCreated')!;
      expect(JSON.parse(delivered.data!)).toEqual(review);
    } finally {
      socket.close();
    }
  });

  it("is refused another user's channel (403 at /broadcasting/auth)", async () => {
    await signIn(READY_ACCOUNTS.learner);
    client = await startRealtime();
    const refusal = await new Promise((resolve) =>
      client!.subscribeToUser(2, { onError: resolve, onNotification: () => {} }),
    );
    expect(refusal).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('stops delivering after unsubscribing', async () => {
    const { user } = await signIn(READY_ACCOUNTS.learner);
    client = await startRealtime();
    const events: RealtimeNotificationEvent[] = [];
    let unsubscribe = () => {};
    await new Promise<void>((resolve) => {
      unsubscribe = client!.subscribeToUser(user.id, {
        onSubscribed: resolve,
        onNotification: (event) => events.push(event),
      });
    });
    await dev('/__dev/notifications', { user_id: user.id, message: 'First' });
    await expect.poll(() => events.map((event) => event.message)).toEqual(['First']);
    unsubscribe();
    await expect
      .poll(async () => {
        const answer = await fetch(`${location.origin}/__dev/realtime`);
        const { connections } = (await answer.json()) as { connections: { channels: string[] }[] };
        return connections.flatMap((entry) => entry.channels);
      })
      .toEqual([]);
    await dev('/__dev/notifications', { user_id: user.id, message: 'Second' });
    // Stored even so: the list has it, the closed channel did not deliver it.
    await expect
      .poll(async () => (await listNotifications()).map((entry) => entry.data.message))
      .toContain('Second');
    expect(events.map((event) => event.message)).toEqual(['First']);
  });
});

describe('/__dev review rules', () => {
  it('refuses a decline without messages, an unknown field, an unknown status and an unknown course', async () => {
    const course = db().state.courses.find((entry) => entry.status === 'in_review')!;
    const noFields = await dev(`/__dev/courses/${course.id}/review`, { status: 'declined' });
    expect(noFields.status).toBe(422);
    expect(await noFields.json()).toMatchObject({ errors: { rejected_fields: ['required'] } });

    const blankEnglish = await dev(`/__dev/courses/${course.id}/review`, {
      status: 'declined',
      rejected_fields: [{ error_message_en: ' ', error_message_ru: 'Текст' }],
    });
    expect(await blankEnglish.json()).toMatchObject({
      errors: { 'rejected_fields.0.error_message_en': ['required'] },
    });

    const unknownField = await dev(`/__dev/courses/${course.id}/review`, {
      status: 'declined',
      rejected_fields: [{ field_name: 'thumbnail', error_message_en: 'Replace the picture.' }],
    });
    expect(unknownField.status).toBe(422);
    expect(await unknownField.json()).toMatchObject({
      errors: { 'rejected_fields.0.field_name': ['invalid'] },
    });

    const badStatus = await dev(`/__dev/courses/${course.id}/review`, { status: 'published' });
    expect(await badStatus.json()).toMatchObject({ errors: { status: ['invalid'] } });
    expect((await dev('/__dev/courses/99999/review', { status: 'approved' })).status).toBe(404);
    // Nothing changed on refusal.
    expect(db().state.courses.find((entry) => entry.id === course.id)?.status).toBe('in_review');
  });

  it('approving clears earlier rejected fields', async () => {
    const course = db().state.courses.find((entry) => entry.status === 'declined')!;
    expect(course.rejected_fields.length).toBeGreaterThan(0);
    expect((await dev(`/__dev/courses/${course.id}/review`, { status: 'approved' })).status).toBe(
      200,
    );
    const after = db().state.courses.find((entry) => entry.id === course.id)!;
    expect(after).toMatchObject({ status: 'approved', rejected_fields: [] });
  });
});
