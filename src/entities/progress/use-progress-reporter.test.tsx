import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_LEARNING } from '../../../mocks/db/seed-learning';
import { signIn } from '../../../mocks/testing/api-helpers';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { createTestQueryClient } from '../../../tests/support/render-app';
import { byLastWatched, formatClock, percentOf, readLocalProgress } from './progress';
import { REPORT_INTERVAL_MS, useProgressReporter } from './use-progress-reporter';

const backend = setupMockBackend();
const COURSE = SEEDED_LEARNING.halfWatchedCourseId;

let reports: { body: unknown; keepalive: boolean }[] = [];
beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('token', await signIn('learner'));
  reports = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT')
      void request
        .clone()
        .json()
        .then((body: unknown) => reports.push({ body, keepalive: request.keepalive }));
  });
});
afterEach(() => {
  backend.server.events.removeAllListeners();
  vi.useRealTimers();
});

function renderReporter(keptLocallyAtStart = false) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => useProgressReporter({ courseId: COURSE, userId: 1, keptLocallyAtStart }),
    {
      wrapper,
    },
  );
}

describe('progress reports', () => {
  it('sends nothing on timeupdate, the position on pause, and at the end as completed', async () => {
    const { result: reporter } = renderReporter();
    act(() => {
      reporter.current.onPlay();
      for (let t = 60; t < 70; t += 0.25) reporter.current.onTime(t, 120);
    });
    act(() => reporter.current.onPause());
    // Reports leave in order: had a timeupdate sent one, it would arrive before the pause's.
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toEqual({
      position_seconds: 69.8,
      duration_seconds: 120,
      completed: false,
    });
    // The same place again is not worth a report.
    act(() => reporter.current.onPause());
    act(() => reporter.current.onEnded());
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]!.body).toMatchObject({ position_seconds: 120, completed: true });
    await waitFor(() =>
      expect(
        backend.db().state.progress.find((p) => p.course_id === COURSE && p.user_id === 1),
      ).toMatchObject({ completed: true }),
    );
  });

  it('reports every ten seconds while playing, and with keepalive when the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderReporter();
    act(() => {
      result.current.onTime(10, 120);
      result.current.onPlay();
    });
    act(() => {
      result.current.onTime(20, 120);
      vi.advanceTimersByTime(REPORT_INTERVAL_MS);
    });
    // waitFor polls with setInterval.
    vi.useRealTimers();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ body: { position_seconds: 20 }, keepalive: false });
    act(() => result.current.onTime(24, 120));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]).toMatchObject({ body: { position_seconds: 24 }, keepalive: true });
  });

  it('keeps progress in the browser when the server has no progress extension (404)', async () => {
    backend.server.use(
      http.put('*/api/purchased-courses/:courseId/progress', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const { result } = renderReporter();
    expect(result.current.keptLocally).toBe(false);
    act(() => {
      result.current.onTime(33, 120);
      result.current.onPause();
    });
    await waitFor(() => expect(result.current.keptLocally).toBe(true));
    expect(readLocalProgress(1, COURSE)).toMatchObject({ position_seconds: 33 });
    expect(readLocalProgress(1, COURSE)?.pending).toBeUndefined();
  });

  it('reports on leaving (the player goes away)', async () => {
    const { result, unmount } = renderReporter();
    act(() => result.current.onTime(45, 120));
    unmount();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ body: { position_seconds: 45 }, keepalive: true });
  });
});

describe('progress rules', () => {
  it('formats the clock, the percent and the order of my learning', () => {
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(
      percentOf({ position_seconds: 60, duration_seconds: 120, completed: false, updated_at: '' }),
    ).toBe(50);
    expect(
      percentOf({ position_seconds: 10, duration_seconds: 120, completed: true, updated_at: '' }),
    ).toBe(100);
    const courses = [
      { id: 1, progress: null },
      {
        id: 2,
        progress: {
          position_seconds: 1,
          duration_seconds: 2,
          completed: false,
          updated_at: '2026-01-02',
        },
      },
      { id: 3, progress: null },
      {
        id: 4,
        progress: {
          position_seconds: 1,
          duration_seconds: 2,
          completed: false,
          updated_at: '2026-01-05',
        },
      },
    ];
    expect(byLastWatched(courses).map((course) => course.id)).toEqual([4, 2, 3, 1]);
  });
});
