// The session's end: logout revokes the token it was called with, and only that one.
import type { LoginResponse } from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';

/** Last: it signs a second session out and must leave the harness's own tokens alone. */
export async function sessionJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'session');
  const learner = harness.account('learner');
  let second: string | undefined;
  await journey.step(
    'login',
    'signs in a second session',
    async (ctx) => {
      second = (
        await ctx.ok<LoginResponse>('login', {
          body: { email: learner.email, password: learner.password },
        })
      ).token;
    },
    { writes: true },
  );
  await journey.step(
    'logout',
    'signs it out',
    async (ctx) => {
      await ctx.ok('logout', { token: second });
    },
    { writes: true },
  );
  await journey.step('getProfile', 'the signed-out token answers 401', async (ctx) => {
    await ctx.call('getProfile', { token: second, expect: 401 });
  });
}
