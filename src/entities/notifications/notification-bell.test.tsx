import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, RealtimeNotificationEvent } from '@/generated/model';
import type { ChannelListeners, RealtimeClient } from '@/lib/realtime';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { createTestQueryClient, sessions, setupI18n } from '../../../tests/support/render-app';
import { SessionProvider } from '../session/session-context';
import { MobileNotifications } from './mobile-notifications';
import { NotificationBell } from './notification-bell';
import { NotificationStreamProvider } from './notification-stream-provider';

const backend = setupMockBackend();

beforeEach(async () => {
  await setupI18n('en');
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (
  id: string,
  message: string,
  minutes: number,
  read = false,
): Notification => ({
  id,
  data: { message },
  created_at: minutesAgo(minutes),
  read_at: read ? minutesAgo(1) : null,
});

/** A realtime client whose channel the test drives. */
function fakeRealtime() {
  let listeners: ChannelListeners | null = null;
  const client: RealtimeClient = {
    subscribeToUser: (_userId, given) => {
      listeners = given;
      return () => {};
    },
    state: () => 'connected',
    onStateChange: () => () => {},
    disconnect: () => {},
  };
  return {
    start: async () => client,
    push: (event: RealtimeNotificationEvent) => act(() => listeners!.onNotification(event)),
  };
}

function answerList(list: () => Promise<Response> | Response) {
  backend.server.use(http.get('*/api/notifications', list));
}

function renderBell(realtime = fakeRealtime(), { mobile = false } = {}) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider session={sessions.learner}>
        <NotificationStreamProvider start={realtime.start}>
          {mobile ? <MobileNotifications /> : <NotificationBell />}
        </NotificationStreamProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return realtime;
}

const bell = (count: number) =>
  screen.findByRole('button', { name: `Notifications, ${count} unread`, expanded: false });

async function openBell(count: number) {
  await userEvent.click(await bell(count));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it('shows a spinner while the list loads, then the list', async () => {
    let release: () => void = () => {};
    answerList(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json([notification('a', 'Welcome aboard', 3)]);
    });
    renderBell();
    const panel = await openBell(0);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await within(panel).findByText('Welcome aboard')).toBeVisible();
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('says so when there are none', async () => {
    answerList(() => HttpResponse.json([]));
    renderBell();
    const panel = await openBell(0);
    expect(await within(panel).findByText('You have no notifications yet.')).toBeVisible();
  });

  it('lists newest first with relative times; clicking an unread one marks it read after the server agrees', async () => {
    answerList(() =>
      HttpResponse.json([
        notification('new', 'Your course was approved', 5),
        notification('old', 'Welcome aboard', 60 * 26, true),
      ]),
    );
    let agree: () => void = () => {};
    const readCalls: string[] = [];
    backend.server.use(
      http.post('*/api/notifications/:id/read', async ({ params }) => {
        readCalls.push(String(params.id));
        await new Promise<void>((resolve) => (agree = resolve));
        return HttpResponse.json({
          ...notification(String(params.id), 'Your course was approved', 5),
          read_at: new Date().toISOString(),
        });
      }),
    );
    renderBell();
    const panel = await openBell(1);
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your course was approved5 minutes agoUnread',
      'Welcome aboardyesterdayRead',
    ]);
    // The read one is no button; the unread one is.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button'));
    await waitFor(() => expect(readCalls).toEqual(['new']));
    // Not read until the server answered.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    agree();
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[0]).toHaveTextContent('Read');
  });

  it('leaves a notification unread and logs when marking it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerList(() => HttpResponse.json([notification('a', 'Welcome aboard', 3)]));
    backend.server.use(
      http.post('*/api/notifications/:id/read', () => HttpResponse.json({}, { status: 500 })),
    );
    renderBell();
    const panel = await openBell(1);
    await userEvent.click(await within(panel).findByRole('button', { name: /Welcome aboard/ }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Notifications: the read failed', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: /Welcome aboard/ })).toBeVisible();
    warn.mockRestore();
  });

  it('shows a failed list with Retry, which loads it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    answerList(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json([notification('a', 'Welcome aboard', 3)]);
    });
    renderBell();
    const panel = await openBell(0);
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Welcome aboard')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Notifications: the list failed', expect.anything());
    warn.mockRestore();
  });

  it('adds a live notification on top, counts it, and announces it politely', async () => {
    answerList(() => HttpResponse.json([notification('a', 'Welcome aboard', 3)]));
    const realtime = renderBell();
    await bell(1);
    // The list's shape (the payload now), then the same notification in the first payload's
    // shape (`message` alone): read either way, shown once.
    await realtime.push({
      id: 'live-1',
      message: 'A new lesson is out',
      data: { message: 'A new lesson is out' },
      created_at: '2026-01-01T10:00:00.000000Z',
      read_at: null,
    });
    await realtime.push({
      id: 'live-1',
      message: 'A new lesson is out',
    } as unknown as RealtimeNotificationEvent);
    expect(await bell(2)).toBeVisible();
    const announcer = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite')!;
    expect(announcer).toHaveTextContent('New notification: A new lesson is out');
    const panel = await openBell(2);
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A new lesson is out');
  });

  it('opens the same list from the mobile menu entry', async () => {
    answerList(() => HttpResponse.json([notification('a', 'Welcome aboard', 3)]));
    renderBell(fakeRealtime(), { mobile: true });
    await userEvent.click(await bell(1));
    expect(await screen.findByText('Welcome aboard')).toBeVisible();
  });
});
