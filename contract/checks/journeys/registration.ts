// Registration, e-mail verification and the password reset.
import type { Harness } from '../../harness';
import { exampleBody } from '../../request-data';
import { Journey } from '../journey';
import type { RunState } from '../run-state';

export async function registrationJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'registration');
  const email = `contract-${state.stamp}@example.test`;
  const example = exampleBody('register');
  await journey.step(
    'register',
    'registers a new account',
    async (ctx) => {
      await ctx.ok('register', { body: { ...example, email } });
      ctx.leftover('register', `account ${email} (the API has no call that deletes an account)`);
    },
    { writes: true },
  );
  await journey.step('login', 'refuses to sign in before verification (403)', async (ctx) => {
    await ctx.call('login', {
      body: { email, password: example.password },
      expect: 403,
    });
  });
  await journey.step('verifyEmail', 'refuses malformed codes (422 under code)', async (ctx) => {
    // Three digits and letters break the spec's pattern: no server may accept them.
    for (const code of ['123', 'abcd']) {
      const exchange = await ctx.call('verifyEmail', { body: { email, code }, expect: 422 });
      const errors =
        (exchange.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
      if (exchange.status === 422)
        ctx.expect('code' in errors, `verifyEmail 422 for code "${code}": errors do not name code`);
    }
  });
  await journey.step(
    'verifyEmail',
    'refuses a wrong code without knowing the right one (of two, at most one passes)',
    async (ctx) => {
      // Two different well-formed codes cannot both be right: a server accepting both accepts
      // any code. The first answer decides; the account is verified after a 200, so the second
      // code is sent to a fresh account only when needed.
      const first = await ctx.call('verifyEmail', {
        body: { email, code: '0000' },
        expect: [422, 200],
      });
      if (first.status !== 200) return;
      const other = `contract-b-${state.stamp}@example.test`;
      await ctx.ok('register', { body: { ...example, email: other } });
      ctx.leftover('register', `account ${other} (the API has no call that deletes an account)`);
      const second = await ctx.call('verifyEmail', {
        body: { email: other, code: '1111' },
        expect: [422, 200],
      });
      ctx.expect(
        second.status === 422,
        'verifyEmail: accepted "0000" and then "1111", two guessed codes in a row; it accepts any code',
      );
    },
    { writes: true },
  );
  await journey.step(
    'resendVerificationCode',
    'sends a new code (or asks to wait: 429)',
    async (ctx) => {
      await ctx.ok('resendVerificationCode', { body: { email }, expect: [200, 429] });
    },
    { writes: true },
  );
  await journey.step(
    'forgotPassword',
    'sends a reset link',
    async (ctx) => {
      await ctx.ok('forgotPassword', { body: { email } });
    },
    { writes: true },
  );
  await journey.step(
    'resetPassword',
    'refuses an invalid reset token (422 under token)',
    async (ctx) => {
      const exchange = await ctx.call('resetPassword', {
        body: { ...exampleBody('resetPassword'), email, token: 'contract-harness-invalid-token' },
        expect: 422,
      });
      const errors =
        (exchange.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
      ctx.expect('token' in errors, `resetPassword 422 errors: does not name token`);
    },
  );
}
