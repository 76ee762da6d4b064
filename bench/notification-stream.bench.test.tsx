// Drives the notification stream with 1,000 live events in bursts, first the machine alone,
// then the rendered list in jsdom, and prints events per second, the final list length and
// the heap growth (docs/notifications-benchmark.md keeps the figures). It asserts only
// correctness: no event dropped or shown twice, the list capped at NOTIFICATION_LIMIT.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { NotificationList } from '@/entities/notifications/notification-list';
import {
  NotificationStreamProvider,
  useNotificationStream,
} from '@/entities/notifications/notification-stream-provider';
import { SessionProvider } from '@/entities/session/session-context';
import type { RealtimeNotificationEvent } from '@/generated/model';
import type { ChannelListeners, RealtimeClient } from '@/lib/realtime';
import {
  NOTIFICATION_LIMIT,
  notificationStreamMachine,
  type ChannelEvent,
} from '@/machines/notification-stream/notification-stream.machine';
import { createTestQueryClient, sessions, setupI18n } from '../tests/support/render-app';

const EVENTS = 1000;
const BURST = 50;
/** Every tenth event is delivered twice (a socket's redelivery): it must show once. */
const REPEAT_EVERY = 10;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const event = (index: number): RealtimeNotificationEvent => ({
  id: `live-${index}`,
  type: 'App\\Notifications\\DeveloperNotification',
  message: `Live notification number ${index}`,
});

/** Sends the 1,000 events in bursts (one `deliver` per burst), yielding between bursts. */
async function drive(
  deliver: (burst: RealtimeNotificationEvent[]) => void,
  afterBurst: (sent: number) => void,
) {
  for (let start = 0; start < EVENTS; start += BURST) {
    const burst: RealtimeNotificationEvent[] = [];
    for (let index = start; index < start + BURST; index += 1) {
      burst.push(event(index));
      if (index % REPEAT_EVERY === 0) burst.push(event(index));
    }
    deliver(burst);
    afterBurst(start + BURST);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The ids the list must hold after `sent` events: the newest first, capped. */
const expectedIds = (sent: number) =>
  Array.from(
    { length: Math.min(sent, NOTIFICATION_LIMIT) },
    (_, offset) => `live-${sent - 1 - offset}`,
  );

function report(label: string, figures: Record<string, string | number>) {
  console.info(
    `\n[bench:notifications] ${label}\n${Object.entries(figures)
      .map(([name, value]) => `  ${name.padEnd(28)} ${value}`)
      .join('\n')}`,
  );
}

describe('notification stream benchmark', () => {
  it('machine alone: 1,000 live events in bursts', async () => {
    let sendBack: (event: ChannelEvent) => void = () => {};
    let stored = 0;
    const actor = createActor(
      notificationStreamMachine.provide({
        actors: {
          loadList: fromPromise(async () => []),
          markRead: fromPromise(async () => ({})),
          subscribe: fromCallback<EventObject, { userId: number }>(({ sendBack: back }) => {
            sendBack = back;
            return () => {};
          }),
        },
        actions: { storeList: () => void (stored += 1) },
      }),
      { input: { userId: 1 } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));

    const heapAtStart = heapMb();
    let heapAtCap = 0;
    const started = performance.now();
    await drive(
      (burst) => {
        for (const notification of burst) sendBack({ type: 'notification.received', notification });
      },
      (sent) => {
        // After every burst: the newest are on top, in order, none missing, none doubled.
        const ids = actor.getSnapshot().context.notifications.map((entry) => entry.id);
        expect(ids).toEqual(expectedIds(sent));
        if (sent === NOTIFICATION_LIMIT) heapAtCap = heapMb();
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const heapAtEnd = heapMb();
    const finalLength = actor.getSnapshot().context.notifications.length;
    expect(finalLength).toBe(NOTIFICATION_LIMIT);
    // One store per new event; the repeats changed nothing.
    expect(stored).toBe(EVENTS + 1);
    report('machine', {
      'events (+ repeats)': `${EVENTS} (+${EVENTS / REPEAT_EVERY})`,
      'events per second': Math.round((EVENTS + EVENTS / REPEAT_EVERY) / seconds),
      'final list length': finalLength,
      'heap growth to the cap (MB)': (heapAtCap - heapAtStart).toFixed(2),
      'heap growth after the cap (MB)': (heapAtEnd - heapAtCap).toFixed(2),
    });
    actor.stop();
  });

  it('rendered list in jsdom: 1,000 live events in bursts', async () => {
    await setupI18n('en');
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
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(['notifications'], { queryFn: async () => [] });
    const List = () => {
      const stream = useNotificationStream();
      return stream ? <NotificationList stream={stream} /> : null;
    };
    // The list call answers empty (a signed-in user with nothing yet).
    const { server } = await import('../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.listen({ onUnhandledRequest: 'error' });
    server.use(http.get('*/api/notifications', () => HttpResponse.json([])));
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={sessions.learner}>
          <NotificationStreamProvider start={async () => client}>
            <List />
          </NotificationStreamProvider>
        </SessionProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('You have no notifications yet.');
    await waitFor(() => expect(listeners).not.toBeNull());

    const heapAtStart = heapMb();
    let heapAtCap = 0;
    const started = performance.now();
    await drive(
      // A burst arrives between two paints: React renders it once.
      (burst) =>
        act(() => {
          for (const notification of burst) listeners!.onNotification(notification);
        }),
      (sent) => {
        const rendered = [...document.querySelectorAll('.notification-entry__message')].map(
          (item) => item.textContent,
        );
        expect(rendered).toEqual(
          expectedIds(sent).map((id) => `Live notification number ${id.slice('live-'.length)}`),
        );
        if (sent === NOTIFICATION_LIMIT) heapAtCap = heapMb();
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const heapAtEnd = heapMb();
    const finalLength = document.querySelectorAll('.notification-list > li').length;
    expect(finalLength).toBe(NOTIFICATION_LIMIT);
    report('rendered list (jsdom)', {
      'events (+ repeats)': `${EVENTS} (+${EVENTS / REPEAT_EVERY})`,
      'events per second': Math.round((EVENTS + EVENTS / REPEAT_EVERY) / seconds),
      'final list length': finalLength,
      'heap growth to the cap (MB)': (heapAtCap - heapAtStart).toFixed(2),
      'heap growth after the cap (MB)': (heapAtEnd - heapAtCap).toFixed(2),
    });
    server.close();
  });
});
