// The notification list, and a notification marked read.
import type { Notification } from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { type Role } from '../../spec';
import { Journey } from '../journey';

export async function notificationsJourney(harness: Harness): Promise<void> {
  for (const role of ['learner', 'instructor'] as Role[]) {
    const journey = new Journey(harness, `notifications-${role}`);
    const token = harness.account(role).token;
    let unread: Notification | undefined;
    await journey.step('listNotifications', 'lists notifications', async (ctx) => {
      const list = await ctx.ok<Notification[]>('listNotifications', { token });
      unread = list.find((notification) => notification.read_at === null);
    });
    await journey.step(
      'markNotificationRead',
      'marks an unread notification read',
      async (ctx) => {
        if (!unread) return ctx.skip(`the ${role} has no unread notification`);
        const answer = await ctx.ok<Notification>('markNotificationRead', {
          token,
          path: { id: unread.id },
        });
        ctx.expect(
          answer.id === unread.id && Boolean(answer.read_at),
          `markNotificationRead: answered notification ${answer.id} with read_at ${String(answer.read_at)}, expected ${unread.id} read`,
        );
        ctx.leftover(
          'markNotificationRead',
          `${role}'s notification ${unread.id} is read now (the API cannot mark it unread)`,
        );
      },
      { writes: true },
    );
    await journey.step('listNotifications', 'read_at is set', async (ctx) => {
      const list = await ctx.ok<Notification[]>('listNotifications', { token });
      const again = list.find((notification) => notification.id === unread!.id);
      ctx.expect(
        Boolean(again?.read_at),
        `listNotifications: notification ${unread!.id} has read_at ${again ? String(again.read_at) : '(gone)'} after markNotificationRead`,
      );
    });
  }
}
