import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { login } from '@/generated/client/auth/auth';
import { errorUnder } from '../../../tests/support/field-error';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const text = (key: string) => i18next.t(key, { ns: 'server' });

describe('forgot password', () => {
  async function request(email: string) {
    renderLiveApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText(/E-mail/), email);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
  }

  it('checks the e-mail before sending', async () => {
    await request('');
    expect(errorUnder(screen.getByLabelText(/E-mail/))).toBe(text('auth.email_required'));
  });

  it('answers an unknown address as a known one, so nobody learns which addresses have accounts', async () => {
    const mails = backend.db().state.mailbox.length;
    await request('nobody@academy.test');
    expect(await screen.findByText(text('auth.reset_link_sent'))).toBeVisible();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    expect(backend.db().state.mailbox).toHaveLength(mails);
  });

  it('shows an earlier backend’s unknown address under the field and keeps it', async () => {
    backend.server.use(
      http.post('*/api/forgot-password', () =>
        HttpResponse.json(
          { message_key: 'auth.email_not_found', errors: { email: ['auth.email_not_found'] } },
          { status: 422 },
        ),
      ),
    );
    await request('nobody@academy.test');
    await waitFor(() =>
      expect(errorUnder(screen.getByLabelText(/E-mail/))).toBe(text('auth.email_not_found')),
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('nobody@academy.test');
  });

  it('sends the link: success message, field cleared, mail in the mailbox', async () => {
    await request(READY_ACCOUNTS.learner.email);
    expect(await screen.findByText(text('auth.reset_link_sent'))).toBeVisible();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    const mail = backend.db().state.mailbox.find((entry) => entry.kind === 'password-reset');
    expect(mail?.link).toMatch(/^\/change-password\?token=/);
  });
});

describe('change password (reset)', () => {
  async function resetLink(): Promise<string> {
    await request();
    const mail = backend.db().state.mailbox.find((entry) => entry.kind === 'password-reset');
    return mail!.link!;
    async function request() {
      const { forgotPassword } = await import('@/generated/client/auth/auth');
      await forgotPassword({ email: READY_ACCOUNTS.learner.email });
    }
  }

  async function choose(url: string, password: string, confirmation = password) {
    const view = renderLiveApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), password);
    await user.type(screen.getByLabelText(/Confirm password/), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    return view;
  }

  it('checks length and confirmation on the client', async () => {
    await choose(await resetLink(), 'NewPass1', 'NewPass2');
    expect(errorUnder(screen.getByLabelText(/New password/))).toBe(text('auth.password_confirmed'));
  });

  it('shows an invalid or expired token and offers a new link, keeping the passwords', async () => {
    await choose('/change-password?token=wrong&email=learner%40academy.test', 'NewPass123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text('auth.token_invalid_or_expired'),
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText(/New password/)).toHaveValue('NewPass123');
  });

  it('says the link is broken when the query lacks the token', async () => {
    renderLiveApp('/change-password?email=learner%40academy.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text('auth.token_invalid_or_expired'),
    );
  });

  it('changes the password, then goes to /sign-in after two seconds; the new one works', async () => {
    const { location } = await choose(await resetLink(), 'BrandNew123');
    expect(await screen.findByText(text('auth.password_changed_successfully'))).toBeVisible();
    expect(location()).toMatch(/^\/change-password/);
    await waitFor(() => expect(location()).toBe('/sign-in'), { timeout: 3000 });
    const answer = await login({ email: READY_ACCOUNTS.learner.email, password: 'BrandNew123' });
    expect(answer.token).toBeTruthy();
  });
});
