// The app's bridge: subscribes the signed-in user's channel (over MSW's WebSocket interception,
// with the real pusher-js web build), hands live notifications to `onRealtimeNotification`, and
// unsubscribes and disconnects when the session ends.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeBridge } from '../../src/app/realtime-bridge';
import { SessionProvider, type Session } from '@/entities/session/session-context';
import { login } from '../../src/generated/client/auth/auth';
import type { RealtimeNotificationEvent } from '../../src/generated/model';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http';
import { onRealtimeNotification, startRealtime } from '../../src/lib/realtime';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { sessions } from '../support/render-app';

setupMockBackend();

async function channelsOpen(): Promise<string[]> {
  const answer = await fetch(`${location.origin}/__dev/realtime`);
  const { connections } = (await answer.json()) as { connections: { channels: string[] }[] };
  return connections.flatMap((entry) => entry.channels);
}

const sendDeveloperNotification = (userId: number, message: string) =>
  fetch(`${location.origin}/__dev/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, message }),
  });

const withSession = (session: Session) => (
  <SessionProvider session={session}>
    <RealtimeBridge />
  </SessionProvider>
);

describe('RealtimeBridge', () => {
  it('opens nothing for a guest', async () => {
    const start = vi.fn(startRealtime);
    render(
      <SessionProvider session={sessions.guest}>
        <RealtimeBridge start={start} />
      </SessionProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    expect(await channelsOpen()).toEqual([]);
  });

  it('delivers live notifications while signed in and unsubscribes on logout', async () => {
    const { token, user } = await login(READY_ACCOUNTS.instructor);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const received: RealtimeNotificationEvent[] = [];
    const stopListening = onRealtimeNotification((event) => received.push(event));

    const session: Session = { status: 'authenticated', role: 'instructor', user };
    const view = render(withSession(session));
    await expect.poll(channelsOpen).toEqual([`private-user.${user.id}`]);

    await sendDeveloperNotification(user.id, 'Your course is live');
    await expect
      .poll(() => received.map((event) => event.message))
      .toEqual(['Your course is live']);

    // Logout: the channel closes, so later notifications are only stored.
    view.rerender(withSession(sessions.guest));
    await expect.poll(channelsOpen).toEqual([]);
    await sendDeveloperNotification(user.id, 'After logout');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    stopListening();
  });
});
