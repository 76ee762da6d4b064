import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../env';
import {
  apiRequest,
  httpClient,
  onUnauthorized,
  readStoredToken,
  TOKEN_STORAGE_KEY,
} from './http-client';

const seen: { headers: Headers; url: string }[] = [];
const server = setupServer(
  http.get('*/api/echo', ({ request }) => {
    seen.push({ headers: request.headers, url: request.url });
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/api/protected', () =>
    HttpResponse.json({ message_key: 'auth.unauthenticated' }, { status: 401 }),
  ),
  http.get('*/api/forbidden', () =>
    HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 403 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('httpClient', () => {
  it('uses the configured base URL, asks for JSON and has no timeout', () => {
    expect(httpClient.defaults.baseURL).toBe(env.apiBaseUrl);
    expect(httpClient.defaults.headers.Accept).toBe('application/json');
    expect(httpClient.defaults.timeout ?? 0).toBe(0);
  });

  it('sends no Authorization header without a saved token', async () => {
    await httpClient.get('/api/echo');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
  });

  it('adds the bearer token saved under localStorage "token"', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '17|secret');
    expect(readStoredToken()).toBe('17|secret');
    await httpClient.get('/api/echo');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer 17|secret');
  });

  it('reads the token at request time, so signing out takes effect at once', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    await httpClient.get('/api/echo');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('keeps an Authorization header the caller set', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'saved');
    await httpClient.get('/api/echo', { headers: { Authorization: 'Bearer explicit' } });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer explicit');
  });
});

describe('onUnauthorized', () => {
  it('tells every listener about a 401 to a call that carried a token, then rejects', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onUnauthorized(first);
    const offSecond = onUnauthorized(second);
    const href = window.location.href;

    await expect(httpClient.get('/api/protected')).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0]).toMatchObject({
      error: { status: 401, message_key: 'auth.unauthenticated' },
      method: 'get',
      url: '/api/protected',
    });
    expect(second).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(href); // never redirects by itself
    offFirst();
    offSecond();
  });

  it('stays silent for a 401 to a call made without a token (a wrong password, say)', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(httpClient.get('/api/protected')).rejects.toBeTruthy();
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it('stays silent for other statuses', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'valid');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(httpClient.get('/api/forbidden')).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it('stops calling a listener once unsubscribed, and survives a listener that throws', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removed = vi.fn();
    const throwing = vi.fn(() => {
      throw new Error('listener bug');
    });
    const after = vi.fn();
    onUnauthorized(removed)();
    const offThrowing = onUnauthorized(throwing);
    const offAfter = onUnauthorized(after);

    await expect(httpClient.get('/api/protected')).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(removed).not.toHaveBeenCalled();
    expect(throwing).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalled();
    offThrowing();
    offAfter();
  });
});

describe('apiRequest (orval mutator)', () => {
  it('resolves with the body', async () => {
    await expect(apiRequest<{ ok: boolean }>({ url: '/api/echo', method: 'GET' })).resolves.toEqual(
      { ok: true },
    );
  });

  it('merges per-call options without losing the generated headers', async () => {
    await apiRequest(
      { url: '/api/echo', method: 'GET', headers: { 'X-Generated': 'yes' }, params: { page: 2 } },
      { headers: { 'X-Call': 'also' } },
    );
    expect(seen[0]!.headers.get('x-generated')).toBe('yes');
    expect(seen[0]!.headers.get('x-call')).toBe('also');
    expect(new URL(seen[0]!.url).searchParams.get('page')).toBe('2');
  });

  it('can be cancelled with a signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiRequest({ url: '/api/echo', method: 'GET' }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
  });
});
