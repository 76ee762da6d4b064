import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { purchaseQueries } from '@/entities/purchases/purchase-queries';
import type { PurchasedCourse } from '@/generated/model';
import { progressNotKept } from '@/lib/capabilities/discovery';
import {
  isComplete,
  readLocalProgress,
  sendProgress,
  writeLocalProgress,
  type Progress,
} from './progress';

/** While the video plays, its position is reported this often (not on every timeupdate). */
export const REPORT_INTERVAL_MS = 10_000;

/** A position this close to the last report is not worth another one. */
const MIN_CHANGE_SECONDS = 1;

export interface ProgressReporter {
  /** Every timeupdate: only remembered. */
  onTime: (position: number, duration: number) => void;
  onPlay: () => void;
  /** Pause and the end are reported at once. */
  onPause: () => void;
  onEnded: () => void;
  /** Whether progress is kept in this browser only (the server has no progress extension). */
  keptLocally: boolean;
}

/**
 * Reports where a learner is in a bought course's video (decision 26): every ten seconds while
 * it plays, on pause, at the end, when the tab is hidden and when the page or the player goes
 * away (then with a keepalive request). Each report is written to the browser first, marked
 * pending until the server confirms it; a server without the extension (404) keeps progress in
 * the browser from then on.
 */
export function useProgressReporter({
  courseId,
  userId,
  keptLocallyAtStart,
}: {
  courseId: number;
  userId: number;
  keptLocallyAtStart: boolean;
}): ProgressReporter {
  const queryClient = useQueryClient();
  const [keptLocally, setKeptLocally] = useState(keptLocallyAtStart);
  const local = useRef(keptLocallyAtStart);
  const latest = useRef<{ position: number; duration: number } | null>(null);
  const sent = useRef<{ position: number; completed: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const report = useCallback(
    (keepalive: boolean, ended = false) => {
      const now = latest.current;
      if (!now || !(now.duration > 0)) return;
      const position = ended ? now.duration : now.position;
      const completed =
        ended ||
        isComplete(position, now.duration) ||
        Boolean(readLocalProgress(userId, courseId)?.completed);
      const last = sent.current;
      if (
        last &&
        last.completed === completed &&
        Math.abs(last.position - position) < MIN_CHANGE_SECONDS
      )
        return;
      sent.current = { position, completed };
      const progress: Progress = {
        position_seconds: Math.round(position * 10) / 10,
        duration_seconds: Math.round(now.duration * 10) / 10,
        completed,
        updated_at: new Date().toISOString(),
      };
      writeLocalProgress(userId, courseId, progress, !local.current);
      if (local.current) return;
      const { updated_at: _ignored, ...body } = progress;
      sendProgress(courseId, body, keepalive).then(
        (stored) => {
          writeLocalProgress(userId, courseId, stored, false);
          queryClient.setQueryData<PurchasedCourse[]>(purchaseQueries.courses().queryKey, (list) =>
            list?.map((course) =>
              course.id === courseId ? { ...course, progress: stored } : course,
            ),
          );
        },
        (error: unknown) => {
          if (progressNotKept(error)) {
            // No progress extension on this server: the browser keeps it from now on.
            local.current = true;
            setKeptLocally(true);
            writeLocalProgress(userId, courseId, progress, false);
          }
          // Otherwise it stays pending here and goes again with the next report or visit.
        },
      );
    },
    [courseId, userId, queryClient],
  );

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  // A report the server never confirmed (a closed tab) is sent again on the next visit.
  useEffect(() => {
    const pending = readLocalProgress(userId, courseId);
    if (!pending?.pending || local.current) return;
    latest.current = { position: pending.position_seconds, duration: pending.duration_seconds };
    report(false);
  }, [courseId, userId, report]);

  // Leaving: the tab hidden, the page closing, or the player going away (another route).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const onPageHide = () => report(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      stopTimer();
      report(true);
    };
  }, [report, stopTimer]);

  return {
    onTime: useCallback((position, duration) => {
      if (Number.isFinite(duration) && duration > 0) latest.current = { position, duration };
    }, []),
    onPlay: useCallback(() => {
      stopTimer();
      timer.current = setInterval(() => report(false), REPORT_INTERVAL_MS);
    }, [report, stopTimer]),
    onPause: useCallback(() => {
      stopTimer();
      report(false);
    }, [report, stopTimer]),
    onEnded: useCallback(() => {
      stopTimer();
      report(false, true);
    }, [report, stopTimer]),
    keptLocally,
  };
}
