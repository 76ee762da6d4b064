import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { errorUnder } from '../../../tests/support/field-error';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { expectConsoleMessage } from '../../../tests/support/console-guard';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

/** The English text of a backend message key, as the screens show it. */
const text = (key: string) => i18next.t(key, { ns: 'server' });

const fieldError = (label: string) => {
  // Within the page: the footer's newsletter box has an e-mail field too.
  return errorUnder(within(screen.getByRole('main')).getByLabelText(label, { exact: false }));
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign in', () => {
  it('links to sign up and to the password reset', async () => {
    renderLiveApp('/sign-in');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for both fields before calling the server, and focuses the first', async () => {
    renderLiveApp('/sign-in');
    await fillAndSubmit('', '');
    expect(fieldError('E-mail')).toBe(text('auth.email_required'));
    expect(fieldError('Password')).toBe(text('auth.password_required'));
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveFocus());
  });

  it('leaves focus in the field being corrected, and refocuses on the next refused submit', async () => {
    renderLiveApp('/sign-in');
    const user = await fillAndSubmit('', '');
    const email = screen.getByLabelText(/E-mail/);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(email).toHaveFocus());
    // Typing answers the e-mail's error; focus must not jump to the password still in error.
    await user.keyboard('a');
    await waitFor(() => expect(fieldError('E-mail')).not.toBe(text('auth.email_required')));
    await user.keyboard('ni');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ani');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError('E-mail')).toBe(text('auth.email_invalid'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(password).not.toHaveFocus();
  });

  it('shows invalid credentials under both fields and keeps what was typed', async () => {
    renderLiveApp('/sign-in');
    await fillAndSubmit(READY_ACCOUNTS.learner.email, 'wrong-password');
    await waitFor(() => expect(fieldError('E-mail')).toBe(text('auth.invalid_credentials')));
    expect(fieldError('Password')).toBe(text('auth.invalid_credentials'));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue(READY_ACCOUNTS.learner.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
  });

  it('after too many wrong passwords says so and when sign-in opens again, keeping what was typed', async () => {
    const { email, password } = READY_ACCOUNTS.learner;
    renderLiveApp('/sign-in');
    const user = await fillAndSubmit(email, 'wrong-password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    for (let tries = 2; tries <= 5; tries += 1) {
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      await user.click(button);
    }
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    // The sixth attempt, with the right password, is refused too until the minute ends.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('auth.throttle'));
    // The window's end, as Retry-After's whole seconds bring it (up to a second later).
    const end = Date.parse(backend.db().state.attempts![0]!.resets_at);
    const said = [end, end + 1000].map((at) =>
      i18next.t('auth:common.retryAt', {
        time: new Intl.DateTimeFormat('en', { timeStyle: 'medium' }).format(at),
      }),
    );
    expect(said).toContain(screen.getByTestId('retry-at').textContent);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue(email);
  });

  it('sends an unverified account to /verify with its e-mail', async () => {
    const db = backend.db();
    db.state.users.push({
      ...db.state.users.find((user) => user.email === READY_ACCOUNTS.learner.email)!,
      id: 999,
      email: 'new@academy.test',
      verified_at: null,
    });
    const { location } = renderLiveApp('/sign-in');
    await fillAndSubmit('new@academy.test', READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toMatch(/^\/verify\?/));
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('email')).toBe('new@academy.test');
    expect(await screen.findByText(text('auth.email_not_verified'))).toBeVisible();
  });

  it('shows a key that names the e-mail under the e-mail field', async () => {
    backend.server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ message_key: 'auth.email_not_found' }, { status: 404 }),
      ),
    );
    renderLiveApp('/sign-in');
    await fillAndSubmit('ani@academy.test', 'whatever1');
    await waitFor(() => expect(fieldError('E-mail')).toBe(text('auth.email_not_found')));
    expect(fieldError('Password')).toBeUndefined();
  });

  it('shows the general message when the server gives no key', async () => {
    expectConsoleMessage('error', /^A call failed/);
    backend.server.use(http.post('*/api/login', () => HttpResponse.json({}, { status: 500 })));
    renderLiveApp('/sign-in');
    await fillAndSubmit('ani@academy.test', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('auth.something_went_wrong'));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ani@academy.test');
  });

  it('signs in: stores the token, goes home and the header shows the user', async () => {
    const { location } = renderLiveApp('/sign-in');
    await fillAndSubmit(READY_ACCOUNTS.learner.email, READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('token')).toMatch(/\|/);
    const header = within(screen.getByRole('banner'));
    expect(
      await header.findByRole('button', { name: /Account menu of Lilit Learner/ }),
    ).toBeVisible();
    expect(header.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('cannot submit twice while the first sign-in is in flight', async () => {
    let calls = 0;
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    backend.server.use(
      http.post('*/api/login', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ message_key: 'auth.invalid_credentials' }, { status: 401 });
      }),
    );
    renderLiveApp('/sign-in');
    const user = await fillAndSubmit('ani@academy.test', 'whatever1');
    const button = screen.getByRole('button', { name: /Sign/ });
    // Not disabled (that would drop the focus), but said to be and doing nothing when pressed.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(fieldError('E-mail')).toBe(text('auth.invalid_credentials')));
    expect(calls).toBe(1);
  });
});

describe('the session around sign in', () => {
  it('puts the profile in the server-data cache on sign-in, and logout clears the cache', async () => {
    const { location, router, queryClient } = renderLiveApp('/sign-in');
    await fillAndSubmit(READY_ACCOUNTS.learner.email, READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() =>
      expect(queryClient.getQueryData(['user', 'getProfile'])).toMatchObject({
        email: READY_ACCOUNTS.learner.email,
      }),
    );
    // Home's blocks read through the same cache.
    await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(1));
    await router.navigate('/dashboard');
    // Plain DOM reads: role queries over the whole signed-in page are slow on a busy machine.
    await waitFor(
      () => expect(document.querySelector('main h1')).toHaveTextContent('Hello, Lilit Learner!'),
      { timeout: 15_000 },
    );
    await userEvent.setup().click(screen.getByText('Log out', { selector: 'main button' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await waitFor(() => expect(queryClient.getQueryData(['user', 'getProfile'])).toBeUndefined());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  }, 40_000);

  it('returns to the protected page a guest was sent away from', async () => {
    const { location } = renderLiveApp('/learner/wishlist');
    await waitFor(() => expect(location()).toBe('/sign-in'));
    await fillAndSubmit(READY_ACCOUNTS.learner.email, READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toBe('/learner/wishlist'));
  });

  it('ends the session on a 401 and returns there after signing in again', async () => {
    const { location, router } = renderLiveApp('/sign-in');
    await fillAndSubmit(READY_ACCOUNTS.learner.email, READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toBe('/'));
    await router.navigate('/dashboard?tab=1');
    await screen.findByRole('heading', { name: 'Hello, Lilit Learner!' });
    // The server revokes the token; the next call made with it answers 401.
    backend.db().state.tokens = [];
    const { getProfile } = await import('@/generated/client/user/user');
    await expect(getProfile()).rejects.toThrow();
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(localStorage.getItem('token')).toBeNull();
    await fillAndSubmit(READY_ACCOUNTS.learner.email, READY_ACCOUNTS.learner.password);
    await waitFor(() => expect(location()).toBe('/dashboard?tab=1'));
  });

  it('lets a stale saved token become a guest on a public page, without a redirect', async () => {
    expectConsoleMessage('warn', /^Failed to fetch user data/);
    localStorage.setItem('token', '1|revoked');
    const { location } = renderLiveApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(location()).toBe('/about');
  });
});
