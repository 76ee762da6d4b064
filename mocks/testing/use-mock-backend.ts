// Vitest helper: the msw/node server for the whole file, a fresh seeded database per test,
// and any unhandled request fails the test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { httpClient } from '../../src/lib/http/http-client';
import { getDb, resetDb } from '../db/store';
import { forgetUploads } from '../lib/runtime';
import { setScenario } from '../lib/scenario';
import { setApiVersion } from '../lib/capabilities';
import { setThrottling } from '../lib/throttle';
import { server } from '../node';

/** Origin the tests call when the client has no base URL (node has no page origin). */
export const TEST_API_ORIGIN = 'http://academy.test';

export function setupMockBackend() {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    if (typeof window === 'undefined' && !httpClient.defaults.baseURL)
      httpClient.defaults.baseURL = TEST_API_ORIGIN;
  });
  beforeEach(() => {
    resetDb();
    forgetUploads();
    setScenario('none');
    setApiVersion('later');
    setThrottling(true);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, db: () => getDb() };
}

/** Request options carrying a bearer token, for the generated client functions. */
export const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
