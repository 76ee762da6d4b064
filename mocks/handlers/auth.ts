// Accounts: registration with a code in the mailbox, verification, sign-in, reset, sign-out.
import type { Db } from '../db/db';
import type { UserRecord } from '../db/types';
import { offers } from '../lib/capabilities';
import { presentProfileUser } from './user';
import {
  checkBody,
  currentToken,
  invalid,
  readBody,
  reply,
  requireUser,
  route,
} from '../lib/route';
import { checkEmail, checkName, Errors, isBlank, str } from '../lib/rules';
import { clearFailures, lockedFor, recordFailure, tooManyAttempts } from '../lib/throttle';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const RESET_TTL_MS = 60 * 60_000;

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');
const randomToken = () =>
  Array.from({ length: 40 }, () => Math.floor(Math.random() * 36).toString(36)).join('');

/** Creates a fresh code for `email` and "sends" it to the mailbox. */
export function sendVerificationCode(db: Db, email: string): string {
  const code = randomDigits(4);
  const now = db.now();
  db.state.verificationCodes = db.state.verificationCodes.filter((entry) => entry.email !== email);
  db.state.verificationCodes.push({
    email,
    code,
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  });
  db.state.mailbox.push({
    id: db.nextId('mailbox'),
    to: email,
    kind: 'verification-code',
    subject: 'Your verification code',
    body: `Your Academy verification code is ${code}. It expires in 10 minutes.`,
    code,
    created_at: now.toISOString(),
  });
  return code;
}

export function issueToken(db: Db, user: UserRecord): string {
  const token = `${user.id}|${randomToken()}`;
  db.state.tokens.push({ token, user_id: user.id, created_at: db.nowIso() });
  return token;
}

export const authHandlers = [
  route('post', '/api/register', 'register', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'auth');
    if (!errors.has('email') && ctx.db.userByEmail(String(body.email)))
      errors.add('email', 'auth.email_unique');
    checkName(errors, body.first_name, 'first_name', {
      required: 'auth.first_name_required',
      max: 'auth.first_name_max',
      string: 'auth.first_name_string',
    });
    checkName(errors, body.last_name, 'last_name', {
      required: 'auth.last_name_required',
      max: 'auth.last_name_max',
      string: 'auth.last_name_string',
    });
    const password = str(body.password);
    if (isBlank(password)) errors.add('password', 'auth.password_required');
    else if ((password ?? '').length < 8) errors.add('password', 'auth.password_min');
    else if (body.password_confirmation !== password)
      errors.add('password', 'auth.password_confirmed');
    if (body.role !== 'learner' && body.role !== 'instructor')
      errors.add('role', 'auth.role_required');
    // The later version's required box; Laravel's `accepted` takes these values.
    if (
      offers('terms-acceptance') &&
      ![true, 'true', 1, '1', 'on', 'yes'].includes(body.accept_terms as never)
    )
      errors.add('accept_terms', 'auth.accept_terms_required');
    if (errors.has()) return reply(422, errors.fields);
    const input = checkBody<{
      first_name: string;
      last_name: string;
      email: string;
      password: string;
      role: 'learner' | 'instructor';
    }>(ctx, body, true);
    const now = ctx.db.nowIso();
    ctx.db.state.users.push({
      id: ctx.db.nextId('users'),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email: input.email.trim().toLowerCase(),
      password: input.password,
      role: input.role,
      verified_at: null,
      image: 'default.png',
      phone_number: null,
      notification_state: 1,
      created_at: now,
    });
    sendVerificationCode(ctx.db, input.email.trim().toLowerCase());
    return reply(200, { message_key: 'auth.check_email_for_verification' });
  }),

  route('post', '/api/login', 'login', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'auth');
    if (isBlank(body.password)) errors.add('password', 'auth.password_required');
    if (errors.has()) return invalid(errors.fields);
    const input = checkBody<{ email: string; password: string }>(ctx, body);
    // Refused before the password is even looked at, as Laravel's login limiter does.
    const wait = lockedFor(ctx.db, 'login', input.email);
    if (wait !== null) return tooManyAttempts(wait);
    const user = ctx.db.userByEmail(input.email);
    if (!user || user.password !== input.password) {
      recordFailure(ctx.db, 'login', input.email);
      return reply(401, { message_key: 'auth.invalid_credentials' });
    }
    clearFailures(ctx.db, 'login', input.email);
    if (!user.verified_at) return reply(403, { message_key: 'auth.email_not_verified' });
    const token = issueToken(ctx.db, user);
    // Decision 33: the later version answers the whole profile and the role, so the client
    // makes no profile call. Without the `login-profile` capability (the earlier version) route()
    // leaves out the role and the wallet: the user alone, and the client loads the profile.
    return reply(200, {
      token,
      user: presentProfileUser(ctx.db, user),
      role: user.role,
      message_key: 'auth.login_success',
    });
  }),

  route('post', '/api/verify-email', 'verifyEmail', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'auth');
    if (isBlank(body.code)) errors.add('code', 'auth.code_required');
    else if (!/^[0-9]{4}$/.test(String(body.code))) errors.add('code', 'auth.invalid_code');
    if (errors.has()) return invalid(errors.fields);
    const input = checkBody<{ email: string; code: string }>(ctx, body);
    // Four digits are guessed in 10 000 tries at most: wrong codes are limited per address.
    const wait = lockedFor(ctx.db, 'verify-email', input.email);
    if (wait !== null) return tooManyAttempts(wait);
    const user = ctx.db.userByEmail(input.email);
    if (!user) return invalid({ email: ['auth.email_not_found'] });
    if (user.verified_at) return invalid({ code: ['auth.already_verified'] });
    const record = ctx.db.state.verificationCodes.find((entry) => entry.email === user.email);
    if (!record || record.code !== input.code) {
      recordFailure(ctx.db, 'verify-email', input.email);
      return invalid({ code: ['auth.invalid_code'] });
    }
    clearFailures(ctx.db, 'verify-email', input.email);
    if (Date.parse(record.expires_at) <= ctx.db.now().getTime())
      return invalid({ code: ['auth.code_expired'] });
    user.verified_at = ctx.db.nowIso();
    ctx.db.state.verificationCodes = ctx.db.state.verificationCodes.filter(
      (entry) => entry !== record,
    );
    return reply(200, { message_key: 'auth.email_verified_success' });
  }),

  route('post', '/api/resend-verification-code', 'resendVerificationCode', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'auth');
    if (errors.has()) return invalid(errors.fields);
    const input = checkBody<{ email: string }>(ctx, body);
    const user = ctx.db.userByEmail(input.email);
    if (!user) return invalid({ email: ['auth.email_not_found'] });
    if (user.verified_at) return invalid({ email: ['auth.already_verified'] });
    const record = ctx.db.state.verificationCodes.find((entry) => entry.email === user.email);
    if (record && ctx.db.now().getTime() - Date.parse(record.sent_at) < RESEND_COOLDOWN_MS) {
      return reply(429, { message_key: 'auth.wait_before_resend' });
    }
    sendVerificationCode(ctx.db, user.email);
    return reply(200, { message_key: 'auth.code_resent' });
  }),

  route('post', '/api/forgot-password', 'forgotPassword', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    checkEmail(errors, body.email, 'auth');
    if (errors.has()) return invalid(errors.fields);
    const input = checkBody<{ email: string }>(ctx, body);
    const user = ctx.db.userByEmail(input.email);
    // The same answer whether or not an account uses the address: the form must not tell an
    // attacker which addresses are registered. Only a registered one gets a mail.
    if (!user) return reply(200, { message_key: 'auth.reset_link_sent' });
    const token = randomToken();
    const now = ctx.db.now();
    ctx.db.state.resetTokens = ctx.db.state.resetTokens.filter(
      (entry) => entry.email !== user.email,
    );
    ctx.db.state.resetTokens.push({
      email: user.email,
      token,
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    });
    const link = `/change-password?token=${token}&email=${encodeURIComponent(user.email)}`;
    ctx.db.state.mailbox.push({
      id: ctx.db.nextId('mailbox'),
      to: user.email,
      kind: 'password-reset',
      subject: 'Reset your password',
      body: `Open ${link} to choose a new password. The link expires in 60 minutes.`,
      token,
      link,
      created_at: now.toISOString(),
    });
    return reply(200, { message_key: 'auth.reset_link_sent' });
  }),

  route('post', '/api/reset-password', 'resetPassword', async (ctx) => {
    const body = await readBody(ctx);
    const errors = new Errors();
    if (isBlank(body.token)) errors.add('token', 'auth.token_invalid_or_expired');
    checkEmail(errors, body.email, 'auth');
    const password = str(body.password);
    if (isBlank(password)) errors.add('password', 'auth.password_required');
    else if ((password ?? '').length < 8) errors.add('password', 'auth.password_min');
    else if (body.password_confirmation !== password)
      errors.add('password', 'auth.password_confirmed');
    if (errors.has()) return invalid(errors.fields);
    const input = checkBody<{ token: string; email: string; password: string }>(ctx, body);
    const record = ctx.db.state.resetTokens.find(
      (entry) => entry.token === input.token && entry.email === input.email.trim().toLowerCase(),
    );
    const user = ctx.db.userByEmail(input.email);
    if (!record || !user || Date.parse(record.expires_at) <= ctx.db.now().getTime()) {
      return invalid({ token: ['auth.token_invalid_or_expired'] }, 'auth.token_invalid_or_expired');
    }
    user.password = input.password;
    ctx.db.state.resetTokens = ctx.db.state.resetTokens.filter((entry) => entry !== record);
    ctx.db.state.tokens = ctx.db.state.tokens.filter((entry) => entry.user_id !== user.id);
    return reply(200, { message_key: 'auth.password_changed_successfully' });
  }),

  route('post', '/api/logout', 'logout', (ctx) => {
    requireUser(ctx);
    const token = currentToken(ctx);
    ctx.db.state.tokens = ctx.db.state.tokens.filter((entry) => entry.token !== token);
    return reply(200, { message_key: 'auth.logout_success' });
  }),
];
