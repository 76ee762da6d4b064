// @vitest-environment node
// Every operation of the spec has a handler whose answers are allowed by the spec, and the whole
// seed passes the generated response schemas (the handlers throw MockDriftError otherwise).
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json';
import { getDb, resetDb, setPersistence } from '../../mocks/db/store';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { apiHandlers } from '../../mocks/handlers';
import { configureRuntime } from '../../mocks/lib/runtime';
import { readAssetFromDisk } from '../../mocks/node-assets';

const ORIGIN = 'http://academy.test';

type Operation = { operationId?: string; responses: Record<string, unknown> };
const operations = Object.entries(
  openapi.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const response = await getResponse(
    apiHandlers,
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return response;
};

beforeEach(() => {
  setPersistence(null);
  configureRuntime({ delayMs: 0, assetLoader: readAssetFromDisk });
  resetDb();
});

describe('every operation of the spec', () => {
  it('covers the whole spec', () => {
    expect(operations.length).toBeGreaterThanOrEqual(43);
  });

  it.each(
    operations.map(
      (entry) => [`${entry.method} ${entry.path} (${entry.op.operationId})`, entry] as const,
    ),
  )('%s has a handler answering a status of the spec', async (_label, { method, path, op }) => {
    const concrete = path
      .replace(
        '{id}',
        path.includes('notifications') ? '00000000-0000-4000-8000-000000000000' : '1',
      )
      .replace('{courseId}', '1');
    const response = await call(method, concrete);
    expect(Object.keys(op.responses)).toContain(String(response.status));
  });
});

describe('the seed passes the response schemas', () => {
  it('every approved course page, every catalogue page and every instructor page', async () => {
    const db = getDb();
    for (const course of db.state.courses.filter((entry) => entry.status === 'approved')) {
      expect((await call('GET', `/api/single-course/${course.id}`)).status).toBe(200);
    }
    for (let page = 1; page <= 5; page += 1)
      expect((await call('GET', `/api/all-courses-general?page=${page}`)).status).toBe(200);
    const instructorEmails = db.state.users
      .filter((user) => user.role === 'instructor')
      .map((user) => user.email);
    for (const email of instructorEmails) {
      const password =
        email === READY_ACCOUNTS.instructor.email
          ? READY_ACCOUNTS.instructor.password
          : 'Password123!';
      const { token } = (await (
        await call('POST', '/api/login', undefined, { email, password })
      ).json()) as { token: string };
      for (let page = 1; page <= 2; page += 1)
        expect((await call('GET', `/api/courses?page=${page}`, token)).status).toBe(200);
    }
    for (const path of [
      '/api/blogs?page=2',
      '/api/latest-learner-comments',
      '/api/faqs',
      '/api/pricing',
      '/api/teams',
      '/api/top-viewed-courses',
    ]) {
      expect((await call('GET', path)).status).toBe(200);
    }
  });

  it('the learner lists with every approved course in them', async () => {
    const { token } = (await (
      await call('POST', '/api/login', undefined, READY_ACCOUNTS.learner)
    ).json()) as { token: string };
    for (const course of getDb().state.courses.filter((entry) => entry.status === 'approved')) {
      expect((await call('POST', `/api/wishlist/add/${course.id}`, token)).status).toBe(200);
      expect((await call('POST', `/api/cart/add/${course.id}`, token)).status).toBe(200);
    }
    expect((await call('GET', '/api/wishlist', token)).status).toBe(200);
    expect((await call('GET', '/api/cart?per_page=100', token)).status).toBe(200);
    expect((await call('GET', '/api/notifications', token)).status).toBe(200);
  });
});
