// Sign-in against both versions of the backend (decision 33): the later one answers
// `user` and `role` and the app makes no profile call; the earlier one answers `token` and
// `user`, and the app loads the profile as before. Either way the learner's header shows the
// wallet balance from the profile, linking to the wallet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setApiVersion } from '../../../mocks/lib/capabilities';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => backend.server.events.removeAllListeners());

/** Counts the calls the app makes to each path (method and pathname). */
function countCalls(): Map<string, number> {
  const calls = new Map<string, number>();
  backend.server.events.on('request:start', ({ request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

async function signInAsLearner() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText(/E-mail/), READY_ACCOUNTS.learner.email);
  await user.type(screen.getByLabelText(/^Password/), READY_ACCOUNTS.learner.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in against both backend versions', () => {
  it('takes the later answer as the profile: one request, no profile call', async () => {
    const calls = countCalls();
    const { location, queryClient } = renderLiveApp('/sign-in');
    await signInAsLearner();
    await waitFor(() => expect(location()).toBe('/'));
    const header = within(screen.getByRole('banner'));
    await header.findByRole('button', { name: /Account menu of Lilit Learner/ });
    const balance = await header.findByRole('link', { name: /^Wallet balance: / });
    expect(balance).toHaveAttribute('href', '/learner/wallet');
    expect(balance).toHaveTextContent(/20[\s,.\u00a0\u202f]?000/);
    expect(queryClient.getQueryData(['user', 'getProfile'])).toMatchObject({
      role: 'learner',
      balance: '20000.00',
    });
    expect(calls.get('POST /api/login')).toBe(1);
    expect(calls.get('GET /api/user/profile')).toBeUndefined();
  });

  it('loads the profile after the earlier answer, and still shows the balance', async () => {
    setApiVersion('earlier');
    const calls = countCalls();
    const { location } = renderLiveApp('/sign-in');
    await signInAsLearner();
    await waitFor(() => expect(location()).toBe('/'));
    const header = within(screen.getByRole('banner'));
    await header.findByRole('button', { name: /Account menu of Lilit Learner/ });
    expect(await header.findByRole('link', { name: /^Wallet balance: / })).toHaveAttribute(
      'href',
      '/learner/wallet',
    );
    expect(calls.get('POST /api/login')).toBe(1);
    expect(calls.get('GET /api/user/profile')).toBe(1);
  });

  it('shows no balance to an instructor', async () => {
    const user = userEvent.setup();
    const { location } = renderLiveApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText(/E-mail/), READY_ACCOUNTS.instructor.email);
    await user.type(screen.getByLabelText(/^Password/), READY_ACCOUNTS.instructor.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/'));
    const header = within(screen.getByRole('banner'));
    await header.findByRole('button', { name: /Account menu of/ });
    expect(header.queryByRole('link', { name: /^Wallet balance/ })).toBeNull();
  });
});
