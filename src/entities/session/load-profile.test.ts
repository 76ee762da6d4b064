// The session's profile call answers the profile or how loading it failed, in the kinds the
// session machine tells apart; it never throws an HTTP error at the machine.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { signIn } from '../../../mocks/testing/api-helpers';
import { loadProfile } from './load-profile';

const backend = setupMockBackend();
beforeEach(() => localStorage.clear());

describe('loadProfile', () => {
  it('answers the signed-in user’s profile', async () => {
    localStorage.setItem('token', await signIn('learner'));
    expect(await loadProfile()).toMatchObject({
      kind: 'profile',
      user: { email: 'learner@academy.test' },
    });
  });

  it.each([
    [
      'a refused token',
      () => HttpResponse.json({ message_key: 'auth.unauthenticated' }, { status: 401 }),
      'refused',
    ],
    [
      'the server’s failure',
      () => HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 500 }),
      'server',
    ],
    ['no answer', () => HttpResponse.error(), 'offline'],
  ] as const)('answers %s as its kind', async (_, answer, kind) => {
    backend.server.use(http.get('*/api/user/profile', answer, { once: true }));
    expect(await loadProfile()).toMatchObject({ kind });
  });

  it('answers a cancelled call as cancelled, not as a failure of the server', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await loadProfile(controller.signal)).toMatchObject({ kind: 'cancelled' });
  });
});
