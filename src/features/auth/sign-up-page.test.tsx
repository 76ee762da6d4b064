import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { errorUnder } from '../../../tests/support/field-error';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const text = (key: string) => i18next.t(key, { ns: 'server' });

async function fill(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  const fields: Record<string, RegExp> = {
    first_name: /First name/,
    last_name: /Last name/,
    email: /E-mail/,
    password: /^Password/,
    password_confirmation: /Confirm password/,
  };
  for (const [name, label] of Object.entries(fields)) {
    const value = values[name];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (values.role) await user.click(screen.getByRole('radio', { name: new RegExp(values.role) }));
  if (values.accept_terms) await user.click(screen.getByRole('checkbox', { name: termsBox }));
  return user;
}

const valid = {
  first_name: 'Anna',
  last_name: 'Sargsyan',
  email: 'anna@academy.test',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  role: 'Learn',
  accept_terms: 'yes',
};

const termsBox = /I accept the terms and conditions and the privacy policy/;

describe('sign up', () => {
  it('offers both roles, none chosen, and asks for one', async () => {
    renderLiveApp('/sign-up');
    const user = await fill({ ...valid, role: undefined });
    const group = screen.getByRole('radiogroup', { name: 'I want to' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Learn/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await within(screen.getByRole('main')).findByText(text('auth.role_required')),
    ).toBeVisible();
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('with hideLearner shows only the instructor role, already chosen', async () => {
    renderLiveApp('/sign-up?hideLearner=true');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    const group = screen.getByRole('radiogroup');
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: /Teach/ })).toBeChecked();
  });

  it.each([
    ['first_name', { first_name: 'Anna2' }, /First name/, 'auth.first_name_string'],
    ['last_name', { last_name: 'x'.repeat(101) }, /Last name/, 'auth.last_name_max'],
    ['email', { email: 'anna@' }, /E-mail/, 'auth.email_invalid'],
    [
      'password',
      { password: 'short', password_confirmation: 'short' },
      /^Password/,
      'auth.password_min',
    ],
    [
      'confirmation',
      { password_confirmation: 'Secret124' },
      /^Password/,
      'auth.password_confirmed',
    ],
  ])('refuses a bad %s under its field', async (_, override, label, key) => {
    renderLiveApp('/sign-up');
    const user = await fill({ ...valid, ...override });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(label))).toBe(text(key)));
  });

  it('shows the server registration errors under their fields, keeping the values', async () => {
    renderLiveApp('/sign-up');
    const user = await fill({ ...valid, email: READY_ACCOUNTS.learner.email });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(errorUnder(screen.getByLabelText(/E-mail/))).toBe(text('auth.email_unique')),
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Anna');
    expect(screen.getByRole('radio', { name: /Learn/ })).toBeChecked();
  });

  it('refuses an unticked terms box at the box, then registers once it is ticked', async () => {
    let sent: Record<string, unknown> | undefined;
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/register')) sent = await request.clone().json();
    });
    const { location } = renderLiveApp('/sign-up');
    const user = await fill({ ...valid, accept_terms: undefined });
    const box = screen.getByRole('checkbox', { name: termsBox });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(errorUnder(box)).toBe(text('auth.accept_terms_required')));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(box).toHaveFocus());
    expect(sent).toBeUndefined();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Anna');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toMatch(/^\/verify/));
    expect(sent).toMatchObject({ email: 'anna@academy.test', accept_terms: true });
    backend.server.events.removeAllListeners();
  });

  it("shows the server's refusal of the terms at the box", async () => {
    backend.server.use(
      http.post('*/api/register', () =>
        HttpResponse.json({ accept_terms: ['auth.accept_terms_required'] }, { status: 422 }),
      ),
    );
    renderLiveApp('/sign-up');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const box = screen.getByRole('checkbox', { name: termsBox });
    await waitFor(() => expect(errorUnder(box)).toBe(text('auth.accept_terms_required')));
    expect(box).toBeChecked();
  });

  it('links to the terms and the privacy pages in a new tab', async () => {
    renderLiveApp('/sign-up');
    const main = within(await screen.findByRole('main'));
    const terms = await main.findByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('href', '/terms-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(main.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('registers and goes to /verify with the message and the e-mail', async () => {
    const { location } = renderLiveApp('/sign-up');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toMatch(/^\/verify/));
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('email')).toBe('anna@academy.test');
    expect(query.get('message')).toBe('auth.check_email_for_verification');
    expect(await screen.findByText(text('auth.check_email_for_verification'))).toBeVisible();
    const mail = backend.db().state.mailbox.find((entry) => entry.to === 'anna@academy.test');
    expect(mail?.code).toMatch(/^\d{4}$/);
    expect(backend.db().userByEmail('anna@academy.test')?.role).toBe('learner');
  });
});
