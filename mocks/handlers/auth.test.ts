// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  forgotPassword,
  login,
  logout,
  register,
  resendVerificationCode,
  resetPassword,
  verifyEmail,
} from '../../src/generated/client/auth/auth';
import { getProfile } from '../../src/generated/client/user/user';
import { READY_ACCOUNTS } from '../db/seed';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';
import { CODE_TTL_MS, RESEND_COOLDOWN_MS, RESET_TTL_MS } from './auth';

const mock = setupMockBackend();

const newUser = {
  first_name: 'Anna',
  last_name: 'Petrosyan',
  email: 'anna@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  accept_terms: true,
  role: 'learner' as const,
};

const codeFor = (email: string) =>
  mock
    .db()
    .state.mailbox.filter((mail) => mail.to === email)
    .at(-1)?.code ?? '';

describe('registration', () => {
  it('creates an unverified account and mails a 4-digit code', async () => {
    await expect(register(newUser)).resolves.toEqual({
      message_key: 'auth.check_email_for_verification',
    });
    expect(codeFor(newUser.email)).toMatch(/^\d{4}$/);
    expect(await failure(login({ email: newUser.email, password: newUser.password }))).toEqual({
      status: 403,
      body: { message_key: 'auth.email_not_verified' },
    });
  });

  it.each([
    [{ email: '' }, 'email', 'auth.email_required'],
    [{ email: 'not-an-email' }, 'email', 'auth.email_invalid'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'auth.email_max'],
    [{ email: READY_ACCOUNTS.learner.email }, 'email', 'auth.email_unique'],
    [{ first_name: '' }, 'first_name', 'auth.first_name_required'],
    [{ first_name: 'a'.repeat(101) }, 'first_name', 'auth.first_name_max'],
    [{ first_name: 'R2D2' }, 'first_name', 'auth.first_name_string'],
    [{ last_name: '' }, 'last_name', 'auth.last_name_required'],
    [{ last_name: 'b'.repeat(101) }, 'last_name', 'auth.last_name_max'],
    [{ last_name: 'x_y' }, 'last_name', 'auth.last_name_string'],
    [{ password: '', password_confirmation: '' }, 'password', 'auth.password_required'],
    [{ password: 'short', password_confirmation: 'short' }, 'password', 'auth.password_min'],
    [{ password_confirmation: 'Other1234' }, 'password', 'auth.password_confirmed'],
    [{ role: '' }, 'role', 'auth.role_required'],
  ])('answers the flat 422 map for %j', async (change, field, key) => {
    const answer = await failure(register({ ...newUser, ...change } as typeof newUser));
    expect(answer.status).toBe(422);
    expect((answer.body as Record<string, string[]>)[field]).toEqual([key]);
    expect(answer.body).not.toHaveProperty('message_key');
  });

  it('accepts names in Armenian and Russian letters', async () => {
    await expect(
      register({ ...newUser, first_name: 'Աննա', last_name: 'Петросян' }),
    ).resolves.toBeDefined();
  });
});

describe('verification', () => {
  it('verifies with the mailed code, then signs in', async () => {
    await register(newUser);
    await expect(
      verifyEmail({ email: newUser.email, code: codeFor(newUser.email) }),
    ).resolves.toEqual({
      message_key: 'auth.email_verified_success',
    });
    const answer = await login({ email: newUser.email, password: newUser.password });
    expect(answer.message_key).toBe('auth.login_success');
    expect(answer.user.email).toBe(newUser.email);
  });

  it('refuses a wrong code, an expired code and an already verified address', async () => {
    await register(newUser);
    const code = codeFor(newUser.email);
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await failure(verifyEmail({ email: newUser.email, code: wrong }))).toEqual({
      status: 422,
      body: { message_key: 'auth.invalid_code', errors: { code: ['auth.invalid_code'] } },
    });
    mock.db().advanceClock(CODE_TTL_MS + 1000);
    expect((await failure(verifyEmail({ email: newUser.email, code }))).body).toEqual({
      message_key: 'auth.code_expired',
      errors: { code: ['auth.code_expired'] },
    });
    expect(
      (await failure(verifyEmail({ email: READY_ACCOUNTS.learner.email, code: '1234' }))).body,
    ).toEqual({
      message_key: 'auth.already_verified',
      errors: { code: ['auth.already_verified'] },
    });
  });

  it('requires the code', async () => {
    const answer = await failure(verifyEmail({ email: newUser.email, code: '' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { code: ['auth.code_required'] } });
  });

  it('resends a new code after the cooldown only', async () => {
    await register(newUser);
    expect(await failure(resendVerificationCode({ email: newUser.email }))).toEqual({
      status: 429,
      body: { message_key: 'auth.wait_before_resend' },
    });
    mock.db().advanceClock(RESEND_COOLDOWN_MS + 1);
    await expect(resendVerificationCode({ email: newUser.email })).resolves.toEqual({
      message_key: 'auth.code_resent',
    });
    expect(mock.db().state.mailbox.filter((mail) => mail.to === newUser.email)).toHaveLength(2);
    expect(
      (await failure(resendVerificationCode({ email: READY_ACCOUNTS.learner.email }))).body,
    ).toMatchObject({
      message_key: 'auth.already_verified',
    });
    expect(
      (await failure(resendVerificationCode({ email: 'nobody@example.com' }))).body,
    ).toMatchObject({
      errors: { email: ['auth.email_not_found'] },
    });
  });
});

describe('sign-in', () => {
  it('answers the token and the user; the token opens the profile', async () => {
    const token = await signIn('instructor');
    const profile = await getProfile(withToken(token));
    expect(profile.user).toMatchObject({
      email: READY_ACCOUNTS.instructor.email,
      role: 'instructor',
    });
  });

  it('refuses wrong credentials with 401 auth.invalid_credentials', async () => {
    expect(
      await failure(login({ email: READY_ACCOUNTS.learner.email, password: 'wrong-password' })),
    ).toEqual({
      status: 401,
      body: { message_key: 'auth.invalid_credentials' },
    });
    expect(
      (await failure(login({ email: 'nobody@example.com', password: 'whatever1' }))).status,
    ).toBe(401);
  });

  it('answers 422 for missing fields', async () => {
    const answer = await failure(login({ email: '', password: '' }));
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { email: ['auth.email_required'], password: ['auth.password_required'] } },
    });
  });

  it('logs out: the token stops working', async () => {
    const token = await signIn('learner');
    await expect(logout(withToken(token))).resolves.toEqual({ message_key: 'auth.logout_success' });
    expect(await failure(getProfile(withToken(token)))).toEqual({
      status: 401,
      body: { message_key: 'auth.unauthenticated' },
    });
  });

  it('answers 401 auth.unauthenticated without a token or with an unknown one', async () => {
    expect(await failure(getProfile())).toEqual({
      status: 401,
      body: { message_key: 'auth.unauthenticated' },
    });
    expect((await failure(getProfile(withToken('1|nope')))).status).toBe(401);
    expect((await failure(logout())).status).toBe(401);
  });
});

describe('attempt limits (Laravel’s login limiter)', () => {
  const { email, password } = READY_ACCOUNTS.learner;
  const wrong = { email, password: `${password}-wrong` };

  /** Status and Retry-After of a raw call (the generated client hides headers on success). */
  async function attempt(path: string, body: unknown) {
    const response = await fetch(`http://academy.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as unknown,
    };
  }

  it('after five wrong passwords in a minute refuses every sign-in, the right one too, until the minute ends', async () => {
    for (let tries = 0; tries < 5; tries += 1)
      expect((await attempt('/api/login', wrong)).status).toBe(401);
    const refused = await attempt('/api/login', { email: email.toUpperCase(), password });
    expect(refused).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^[1-9][0-9]*$/),
      body: { message_key: 'auth.throttle' },
    });
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // Another address is not held back by this one's failures.
    expect((await attempt('/api/login', READY_ACCOUNTS.instructor)).status).toBe(200);
    mock.db().advanceClock(Number(refused.retryAfter) * 1000);
    expect((await attempt('/api/login', { email, password })).status).toBe(200);
  });

  it('a success clears the count', async () => {
    for (let tries = 0; tries < 4; tries += 1) await attempt('/api/login', wrong);
    expect((await attempt('/api/login', { email, password })).status).toBe(200);
    for (let tries = 0; tries < 4; tries += 1)
      expect((await attempt('/api/login', wrong)).status).toBe(401);
  });

  it('limits wrong verification codes per address', async () => {
    await register(newUser);
    const code = codeFor(newUser.email);
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let tries = 0; tries < 5; tries += 1)
      expect(
        (await attempt('/api/verify-email', { email: newUser.email, code: wrongCode })).status,
      ).toBe(422);
    const refused = await attempt('/api/verify-email', { email: newUser.email, code });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message_key: 'auth.throttle' });
    mock.db().advanceClock(Number(refused.retryAfter) * 1000);
    expect((await attempt('/api/verify-email', { email: newUser.email, code })).status).toBe(200);
  });

  it('is switched off (and on) for tests through /__dev/throttle, and a reset turns it back on', async () => {
    const toggle = (enabled: unknown) =>
      fetch('http://academy.test/__dev/throttle', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
    expect((await toggle('off')).status).toBe(422);
    expect(await (await toggle(false)).json()).toMatchObject({ enabled: false });
    for (let tries = 0; tries < 8; tries += 1)
      expect((await attempt('/api/login', wrong)).status).toBe(401);
    expect((await attempt('/api/login', { email, password })).status).toBe(200);
    await fetch('http://academy.test/__dev/reset', { method: 'POST' });
    expect(await (await fetch('http://academy.test/__dev/throttle')).json()).toMatchObject({
      enabled: true,
    });
  });
});

describe('password reset', () => {
  const email = READY_ACCOUNTS.learner.email;
  const tokenFor = () =>
    mock
      .db()
      .state.mailbox.filter((mail) => mail.to === email)
      .at(-1)?.token ?? '';

  it('mails a link, resets the password, and the new one works', async () => {
    await expect(forgotPassword({ email })).resolves.toEqual({
      message_key: 'auth.reset_link_sent',
    });
    const mail = mock.db().state.mailbox.at(-1);
    expect(mail?.link).toContain('/change-password?token=');
    await resetPassword({
      token: tokenFor(),
      email,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    await expect(login({ email, password: 'NewPass123' })).resolves.toHaveProperty('token');
  });

  it('answers an unknown address as a known one, without a mail; 422 only for a malformed one', async () => {
    const mails = mock.db().state.mailbox.length;
    await expect(forgotPassword({ email: 'nobody@example.com' })).resolves.toEqual(
      await forgotPassword({ email }),
    );
    expect(mock.db().state.mailbox).toHaveLength(mails + 1);
    expect(mock.db().state.mailbox.at(-1)?.to).toBe(email);
    expect((await failure(forgotPassword({ email: 'nope' }))).body).toMatchObject({
      errors: { email: ['auth.email_invalid'] },
    });
    expect((await failure(forgotPassword({ email: '' }))).body).toMatchObject({
      errors: { email: ['auth.email_required'] },
    });
  });

  it('refuses a wrong or expired token with auth.token_invalid_or_expired under token', async () => {
    const expected = {
      status: 422,
      body: {
        message_key: 'auth.token_invalid_or_expired',
        errors: { token: ['auth.token_invalid_or_expired'] },
      },
    };
    expect(
      await failure(
        resetPassword({
          token: 'wrong',
          email,
          password: 'NewPass123',
          password_confirmation: 'NewPass123',
        }),
      ),
    ).toEqual(expected);
    await forgotPassword({ email });
    mock.db().advanceClock(RESET_TTL_MS + 1);
    expect(
      await failure(
        resetPassword({
          token: tokenFor(),
          email,
          password: 'NewPass123',
          password_confirmation: 'NewPass123',
        }),
      ),
    ).toEqual(expected);
  });

  it('checks the new password', async () => {
    await forgotPassword({ email });
    const base = { token: tokenFor(), email };
    expect(
      (await failure(resetPassword({ ...base, password: 'short', password_confirmation: 'short' })))
        .body,
    ).toMatchObject({
      errors: { password: ['auth.password_min'] },
    });
    expect(
      (
        await failure(
          resetPassword({ ...base, password: 'LongEnough1', password_confirmation: 'Different1' }),
        )
      ).body,
    ).toMatchObject({
      errors: { password: ['auth.password_confirmed'] },
    });
  });
});
