// Broadcasting auth for the notification channel, as pusher-js asks for it.
import type { Harness } from '../../harness';
import { type Role } from '../../spec';
import { Journey } from '../journey';

export async function broadcastingJourney(harness: Harness): Promise<void> {
  const op = 'authorizeBroadcastChannel';
  for (const role of ['learner', 'instructor'] as Role[]) {
    const journey = new Journey(harness, `broadcasting-${role}`);
    const me = harness.account(role);
    const other = harness.account(role === 'learner' ? 'instructor' : 'learner');
    // Channel names follow the spec's decision: Pusher's private prefix on `user.{id}`.
    await journey.step(op, `grants the ${role}'s own channel`, async (ctx) => {
      await ctx.ok(op, {
        token: me.token,
        body: { socket_id: '1234.5678', channel_name: `private-user.${me.userId}` },
      });
    });
    await journey.step(op, `refuses another user's channel`, async (ctx) => {
      await ctx.call(op, {
        token: me.token,
        body: { socket_id: '1234.5678', channel_name: `private-user.${other.userId}` },
        expect: 403,
      });
    });
  }
}
