// The notification stream as the app runs it: the real pusher-js web build over MSW's WebSocket
// interception, the list from the mock backend, live notifications on top, a course review
// invalidating the instructor's course lists, and the channel closed on logout.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  NotificationStreamProvider,
  useNotificationStream,
  type NotificationStreamView,
} from '@/entities/notifications/notification-stream-provider';
import { INSTRUCTOR_COURSES_KEY } from '@/entities/notifications/notification-queries';
import { SessionProvider, type Session } from '@/entities/session/session-context';
import { login } from '../../src/generated/client/auth/auth';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http';
import { startRealtime } from '../../src/lib/realtime';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { createTestQueryClient, sessions } from '../support/render-app';

setupMockBackend();

async function channelsOpen(): Promise<string[]> {
  const answer = await fetch(`${location.origin}/__dev/realtime`);
  const { connections } = (await answer.json()) as { connections: { channels: string[] }[] };
  return connections.flatMap((entry) => entry.channels);
}

const devPost = (path: string, body: unknown) =>
  fetch(`${location.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

function renderStream(session: Session, start = startRealtime) {
  const queryClient = createTestQueryClient();
  let view: NotificationStreamView | null = null;
  const Probe = () => {
    view = useNotificationStream();
    return null;
  };
  const tree = (current: Session) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={current}>
        <NotificationStreamProvider start={start}>
          <Probe />
        </NotificationStreamProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
  const rendered = render(tree(session));
  return {
    queryClient,
    stream: () => view,
    switchTo: (next: Session) => rendered.rerender(tree(next)),
  };
}

describe('NotificationStreamProvider', () => {
  it('opens nothing for a guest', async () => {
    const start = vi.fn(startRealtime);
    const { stream } = renderStream(sessions.guest, start);
    // Nothing to wait for: for a guest the provider mounts no stream at all (the lazy stream,
    // which calls start, renders only for a signed-in user), so the render has decided it.
    expect(start).not.toHaveBeenCalled();
    expect(stream()).toBeNull();
    expect(await channelsOpen()).toEqual([]);
  });

  it('lists, adds live notifications on top, and closes the channel on logout', async () => {
    const { token, user } = await login(READY_ACCOUNTS.learner);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const session: Session = { status: 'authenticated', role: 'learner', user };
    const { stream, switchTo } = renderStream(session);
    await expect.poll(channelsOpen).toEqual([`private-user.${user.id}`]);
    await waitFor(() => expect(stream()?.connection).toBe('live'));
    await waitFor(() => expect(stream()?.loading).toBe(false));
    const before = stream()!.unread;
    const listedCount = stream()!.notifications.length;

    await devPost('/__dev/notifications', { user_id: user.id, message: 'Your course is live' });
    await waitFor(() =>
      expect(stream()!.notifications[0]!.data.message).toBe('Your course is live'),
    );
    expect(stream()!.unread).toBe(before + 1);
    expect(stream()!.notifications).toHaveLength(listedCount + 1);

    switchTo(sessions.guest);
    await expect.poll(channelsOpen).toEqual([]);
    expect(stream()).toBeNull();
  });

  it('invalidates the instructor course lists when a review notification arrives', async () => {
    const { token, user } = await login(READY_ACCOUNTS.instructor);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const session: Session = { status: 'authenticated', role: 'instructor', user };
    const { stream, queryClient } = renderStream(session);
    queryClient.setQueryData([...INSTRUCTOR_COURSES_KEY, 'listInstructorCourses', {}], []);
    await waitFor(() => expect(stream()?.connection).toBe('live'));

    const answer = await fetch(`${location.origin}/__dev/courses?status=in_review`);
    const { courses } = (await answer.json()) as {
      courses: { id: number; instructor: { id: number } }[];
    };
    const course = courses.find((entry) => entry.instructor.id === user.id)!;
    await devPost(`/__dev/courses/${course.id}/review`, { status: 'approved' });

    await waitFor(() => expect(stream()!.notifications[0]!.data.course_id).toBe(course.id));
    expect(
      queryClient.getQueryState([...INSTRUCTOR_COURSES_KEY, 'listInstructorCourses', {}])
        ?.isInvalidated,
    ).toBe(true);
  });
});
