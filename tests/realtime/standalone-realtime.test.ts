// @vitest-environment node
// The acceptance walk against the standalone mock server, over real HTTP and a real
// WebSocket, with pusher-js's own Node build driven by the app's realtime client:
// subscribe (and be refused another user's channel) → a developer approves a course → the
// event arrives within a second → the notification is listed unread → marking it read sets
// read_at. Also the protocol's refusals, spoken by hand over a raw socket.
import { createRequire } from 'node:module';
import type PusherClass from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { login } from '../../src/generated/client/auth/auth';
import {
  listNotifications,
  markNotificationRead,
} from '../../src/generated/client/notifications/notifications';
import type { RealtimeNotificationEvent } from '../../src/generated/model';
import { httpClient } from '../../src/lib/http/http-client';
import {
  createRealtimeClient,
  pusherOptions,
  type RealtimeClient,
  type SubscriptionError,
} from '../../src/lib/realtime';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { PUSHER_APP_KEY } from '../../mocks/handlers/realtime';
import { startMockServer, type RunningMockServer } from '../../mocks/server/mock-server';

// vitest aliases `pusher-js` to its web build for jsdom tests; here the real Node build runs.
const Pusher = createRequire(import.meta.url)('pusher-js') as typeof PusherClass;

let running: RunningMockServer;
let client: RealtimeClient;
let previousBaseUrl: string | undefined;

beforeAll(async () => {
  running = await startMockServer({ port: 0 });
  previousBaseUrl = httpClient.defaults.baseURL;
  httpClient.defaults.baseURL = running.url;
});

afterAll(async () => {
  client?.disconnect();
  delete httpClient.defaults.headers.common.Authorization;
  httpClient.defaults.baseURL = previousBaseUrl;
  await running.close();
});

const port = () => Number(new URL(running.url).port);

function connectClient(): RealtimeClient {
  return createRealtimeClient(Pusher, PUSHER_APP_KEY, (authorize) =>
    pusherOptions({
      settings: {
        key: PUSHER_APP_KEY,
        cluster: 'mt1',
        host: '127.0.0.1',
        port: port(),
        forceTls: false,
      },
      mocking: false,
      authorize,
    }),
  );
}

async function devJson<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${running.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms),
    ),
  ]);

describe('realtime over the standalone mock server', () => {
  it('delivers a course review to the instructor within a second, stored unread, then read', async () => {
    const { token, user } = await login({
      email: READY_ACCOUNTS.instructor.email,
      password: READY_ACCOUNTS.instructor.password,
    });
    httpClient.defaults.headers.common.Authorization = `Bearer ${token}`;
    client = connectClient();

    // Subscribed to its own channel…
    const received: RealtimeNotificationEvent[] = [];
    let notify: (event: RealtimeNotificationEvent) => void = () => {};
    const nextEvent = new Promise<RealtimeNotificationEvent>((resolve) => (notify = resolve));
    await within(
      5000,
      'subscription to the own channel',
      new Promise<void>((resolve, reject) =>
        client.subscribeToUser(user.id, {
          onSubscribed: resolve,
          onError: (error) => reject(new Error(JSON.stringify(error))),
          onNotification: (event) => {
            received.push(event);
            notify(event);
          },
        }),
      ),
    );
    expect(client.state()).toBe('connected');

    // …and refused another user's (the learner is user 1).
    const refusal = await within(
      5000,
      "refusal of another user's channel",
      new Promise<SubscriptionError>((resolve, reject) =>
        client.subscribeToUser(1, {
          onSubscribed: () => reject(new Error('subscribed to another user’s channel')),
          onError: resolve,
          onNotification: () => reject(new Error('received another user’s notification')),
        }),
      ),
    );
    expect(refusal).toMatchObject({ type: 'AuthError', status: 403 });

    // A developer approves one of the instructor's courses waiting for review.
    const waiting = await devJson<{ courses: { id: number; instructor: { id: number } }[] }>(
      '/__dev/courses?status=in_review',
    );
    const course = waiting.body.courses.find((entry) => entry.instructor.id === user.id);
    expect(course, 'an in-review course of the instructor in the seed').toBeDefined();
    const startedAt = Date.now();
    const review = await devJson<{ course: { status: string } }>(
      `/__dev/courses/${course!.id}/review`,
      { status: 'approved' },
    );
    expect(review.status).toBe(200);
    expect(review.body.course.status).toBe('approved');

    const event = await within(1000, 'the notification event', nextEvent);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    // The list item's shape, with the message at the top level too (decision 36).
    expect(event).toMatchObject({
      data: { course_id: course!.id, status: 'approved', message: event.message },
      type: 'App\\Notifications\\CourseStatusNotification',
      read_at: null,
    });
    expect(event.message).toMatch(/was approved/);
    expect(received).toHaveLength(1);

    // Stored: listed unread…
    const listed = (await listNotifications()).find((entry) => entry.id === event.id);
    expect(listed).toEqual({ ...event, message: undefined });

    // …and marking it read sets read_at.
    const read = await markNotificationRead(event.id);
    expect(read.read_at).toEqual(expect.any(String));
    const again = (await listNotifications()).find((entry) => entry.id === event.id);
    expect(again?.read_at).toBe(read.read_at);
  });

  it('pushes a developer notification to the addressed user only', async () => {
    const pushed = await devJson<{ notification: { id: string } }>('/__dev/notifications', {
      user_id: 2,
      message: 'Hello from the developer panel',
    });
    expect(pushed.status).toBe(201);
    const refused = await devJson<{ errors: Record<string, string[]> }>('/__dev/notifications', {
      user_id: 9999,
      message: '',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ user_id: ['invalid'], message: ['required'] });
  });
});

/** A raw socket to the server, collecting every frame it receives. */
async function rawSocket(path: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port()}${path}`);
  const frames: { event: string; channel?: string; data?: unknown }[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as (typeof frames)[number]);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const frame = async (event: string) => {
    for (;;) {
      const found = frames.find((entry) => entry.event === event);
      if (found) return found;
      await within(3000, `frame ${event}`, new Promise<void>((wake) => waiters.push(wake)));
    }
  };
  return { socket, frames, frame, closed };
}

describe('the Pusher protocol on /app/{key}', () => {
  it('establishes the connection, answers pings and refuses an unsigned private channel', async () => {
    const raw = await rawSocket(`/app/${PUSHER_APP_KEY}?protocol=7&client=js&version=8.6.0`);
    const established = await raw.frame('pusher:connection_established');
    const { socket_id: socketId } = JSON.parse(established.data as string) as {
      socket_id: string;
    };
    expect(socketId).toMatch(/^\d+\.\d+$/);

    raw.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await raw.frame('pusher:pong');

    raw.socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-user.2', auth: `${PUSHER_APP_KEY}:forged` },
      }),
    );
    const error = await raw.frame('pusher:subscription_error');
    expect(error.channel).toBe('private-user.2');
    expect(JSON.parse(error.data as string)).toMatchObject({ type: 'AuthError', status: 401 });

    // A public channel needs no signature.
    raw.socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    const ok = await raw.frame('pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe('news');
    raw.socket.close();
  });

  it('refuses an unknown app key with pusher:error 4001 and closes', async () => {
    const raw = await rawSocket('/app/wrongkey?protocol=7');
    const error = await raw.frame('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await raw.closed).toBe(4001);
  });

  it('answers other upgrade paths with 404', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port()}/elsewhere`);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});

describe('scenarios over real HTTP', () => {
  const faqs = () => fetch(`${running.url}/api/faqs`, { headers: { Accept: 'application/json' } });

  it('answers 500 in server-error, drops the connection offline, and is normal again after none', async () => {
    expect((await devJson('/__dev/scenario', { scenario: 'server-error' })).status).toBe(200);
    const failing = await faqs();
    expect(failing.status).toBe(500);
    expect(await failing.json()).toEqual({ message_key: 'auth.something_went_wrong' });
    // The developer endpoints keep working, or the scenario could never be switched off.
    expect((await devJson<{ scenario: string }>('/__dev/scenario')).body.scenario).toBe(
      'server-error',
    );

    await devJson('/__dev/scenario', { scenario: 'offline' });
    await expect(faqs()).rejects.toThrow();

    await devJson('/__dev/scenario', { scenario: 'none' });
    expect((await faqs()).status).toBe(200);
  });

  it('offline cuts the open realtime sockets and refuses new ones until back online', async () => {
    const path = `/app/${PUSHER_APP_KEY}?protocol=7&client=js&version=8.6.0`;
    const open = await rawSocket(path);
    await open.frame('pusher:connection_established');

    await devJson('/__dev/scenario', { scenario: 'offline' });
    // Cut without a closing handshake: ws reports 1006, as for a lost network.
    expect(await within(1000, 'the socket to drop', open.closed)).toBe(1006);
    const refused = new WebSocket(`ws://127.0.0.1:${port()}${path}`);
    await within(
      1000,
      'the refused upgrade to fail',
      new Promise<void>((resolve) => refused.on('error', () => resolve())),
    );

    await devJson('/__dev/scenario', { scenario: 'none' });
    const again = await rawSocket(path);
    await again.frame('pusher:connection_established');
    again.socket.close();
  });

  it('refuses an unknown scenario', async () => {
    const refused = await devJson<{ errors: Record<string, string[]> }>('/__dev/scenario', {
      scenario: 'chaos',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ scenario: ['invalid'] });
  });
});
