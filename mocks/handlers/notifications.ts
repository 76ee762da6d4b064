// Each user's notifications, newest first, markable read.
import { presentNotification } from '../lib/present';
import { notFound, reply, requireUser, route } from '../lib/route';

export const notificationHandlers = [
  route('get', '/api/notifications', 'listNotifications', (ctx) => {
    const user = requireUser(ctx);
    const list = ctx.db.state.notifications
      .filter((entry) => entry.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return reply(200, list.map(presentNotification));
  }),

  route('post', '/api/notifications/:id/read', 'markNotificationRead', (ctx) => {
    const user = requireUser(ctx);
    const notification = ctx.db.state.notifications.find(
      (entry) => entry.id === ctx.params.id && entry.user_id === user.id,
    );
    if (!notification) return notFound();
    notification.read_at ??= ctx.db.nowIso();
    return reply(200, presentNotification(notification));
  }),
];
