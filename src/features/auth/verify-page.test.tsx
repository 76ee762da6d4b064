import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendVerificationCode } from '../../../mocks/handlers/auth';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
const email = 'new@academy.test';
let code = '';

beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
  const db = backend.db();
  db.state.users.push({ ...db.state.users[0]!, id: 900, email, verified_at: null });
  code = sendVerificationCode(db, email);
});

const text = (key: string) => i18next.t(key, { ns: 'server' });
const boxes = () => screen.getAllByRole('textbox', { name: /Digit/ });
const url = `/verify?email=${encodeURIComponent(email)}&message=auth.check_email_for_verification`;

async function open() {
  const view = renderLiveApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
  // The heading is committed before the page's effects run: the code machine starts, and focuses
  // the first box, in an effect. An event sent before then waits in the machine's mailbox and is
  // applied only once it starts, so a check made straight after it would race. A focused first
  // box is the page saying it is ready, as a user sees it.
  await waitFor(() => expect(boxes()[0]).toHaveFocus());
  return view;
}

describe('verify', () => {
  it('asks for the code in its own words when the query brings another message', async () => {
    renderLiveApp(`/verify?email=${encodeURIComponent(email)}&message=auth.email_not_verified`);
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    expect(screen.getByText(text('auth.email_not_verified'))).toBeVisible();
    expect(screen.getByText(i18next.t('verify.intro', { ns: 'auth', email }))).toBeVisible();
  });

  it('shows the message from the query and the address, and focuses the first box', async () => {
    await open();
    expect(screen.getByText(text('auth.check_email_for_verification'))).toBeVisible();
    expect(screen.getByText(new RegExp(email))).toBeVisible();
    // Said once: the query's message already asks for the code, so the intro does not repeat it.
    expect(screen.queryByText(i18next.t('verify.intro', { ns: 'auth', email }))).toBeNull();
    expect(screen.getAllByText(/4-digit code/)).toHaveLength(1);
    expect(boxes()).toHaveLength(4);
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
  });

  it('moves on after each digit, clears a non-digit, and moves back on backspace', async () => {
    await open();
    const user = userEvent.setup();
    await user.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('x');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveValue('1');
  });

  it('fills every box from a pasted code', async () => {
    await open();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '4821' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  });

  it('keeps submit disabled until complete, and says the code is required on Enter', async () => {
    await open();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Verify' });
    expect(submit).toBeDisabled();
    await user.keyboard('12{Enter}');
    expect(await screen.findByText(text('auth.code_required'))).toBeVisible();
    await user.keyboard('34');
    expect(submit).toBeEnabled();
  });

  it('shows a wrong code under the boxes and keeps the digits', async () => {
    await open();
    const wrong = code === '0000' ? '1111' : '0000';
    const user = userEvent.setup();
    await user.keyboard(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(text('auth.invalid_code'))).toBeVisible();
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe(wrong);
  });

  it('after too many wrong codes says so under the boxes and when to try again', async () => {
    await open();
    const wrong = code === '0000' ? '1111' : '0000';
    const user = userEvent.setup();
    await user.keyboard(wrong);
    const button = screen.getByRole('button', { name: 'Verify' });
    for (let tries = 1; tries <= 6; tries += 1) {
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      await user.click(button);
    }
    expect(await screen.findByText(text('auth.throttle'))).toBeVisible();
    expect(screen.getByTestId('retry-at')).toHaveTextContent(/You can try again at \d/);
  });

  it('verifies the mailed code, shows success, and goes to /sign-in after two seconds', async () => {
    const { location } = await open();
    const user = userEvent.setup();
    await user.keyboard(code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(text('auth.email_verified_success'))).toBeVisible();
    const shownAt = Date.now();
    await waitFor(() => expect(location()).toBe('/sign-in'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
    expect(backend.db().userByEmail(email)?.verified_at).not.toBeNull();
  });

  it('resends: a new code first, then the cooldown answer shown as a notice', async () => {
    await open();
    const user = userEvent.setup();
    // The code from beforeEach was sent just now: the server asks to wait.
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const notice = await screen.findByText(text('auth.wait_before_resend'));
    expect(notice).toHaveAttribute('role', 'status');
    backend.db().state.verificationCodes[0]!.sent_at = new Date(0).toISOString();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(text('auth.code_resent'))).toBeVisible();
  });

  it('without an e-mail in the query explains and links back to sign in', async () => {
    renderLiveApp('/verify');
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    // Within the page: the footer's newsletter box has its own field.
    expect(within(screen.getByRole('main')).queryAllByRole('textbox')).toHaveLength(0);
  });
});
