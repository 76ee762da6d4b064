// Progress in a bought course's video (decision 26): the rules, the browser's own copy
// and the report to the server. No React here.
import { updateCourseProgress } from '@/generated/client/purchases/purchases';
import type { CourseProgress } from '@/generated/model';
import { progressKeptByServer } from '@/lib/capabilities/discovery';
import { httpClient } from '@/lib/http';
import { readStored, storedValues, writeStored, type StoredProgress } from '@/lib/storage';

/** A course counts as watched from this share of its video on (the server's rule too). */
export const COMPLETION_SHARE = 0.9;

/** Where the learner is: what the server answers, or the browser keeps. */
export type Progress = CourseProgress;

export const isComplete = (position: number, duration: number): boolean =>
  duration > 0 && position / duration >= COMPLETION_SHARE;

/** Whole percent watched, 0–100. */
export const percentOf = (progress: Progress | null | undefined): number => {
  if (!progress || progress.duration_seconds <= 0) return 0;
  if (progress.completed) return 100;
  return Math.min(100, Math.floor((progress.position_seconds / progress.duration_seconds) * 100));
};

export type ProgressStatus = 'notStarted' | 'inProgress' | 'completed';

export const statusOf = (progress: Progress | null | undefined): ProgressStatus =>
  !progress ? 'notStarted' : progress.completed ? 'completed' : 'inProgress';

/** Where "Continue" starts: the saved position, or the start once completed or not begun. */
export const resumePositionOf = (progress: Progress | null | undefined): number =>
  progress && !progress.completed ? Math.floor(progress.position_seconds) : 0;

/** `m:ss`, or `h:mm:ss` from an hour on (12:34, 1:02:03). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Bought courses by last watched (newest first), then the ones not started, newest purchase
 * first (the server lists the oldest purchase first).
 */
export function byLastWatched<T extends { progress?: Progress | null }>(
  courses: readonly T[],
  progressOf: (course: T) => Progress | null | undefined = (course) => course.progress,
): T[] {
  const watched = courses
    .filter((course) => progressOf(course))
    .sort((a, b) => progressOf(b)!.updated_at.localeCompare(progressOf(a)!.updated_at));
  const unwatched = courses.filter((course) => !progressOf(course)).reverse();
  return [...watched, ...unwatched];
}

/** Whether the server keeps progress (the `course-progress` capability decides: src/lib/capabilities). */
export const serverKeepsProgress = progressKeptByServer;

// --- the browser's copy ---------------------------------------------------------------------

export const readLocalProgress = (userId: number, courseId: number): StoredProgress | null =>
  readStored(storedValues.progress(userId))?.[String(courseId)] ?? null;

/** Keeps the place; where storage refuses it (private mode) the server's copy is all there is. */
export function writeLocalProgress(
  userId: number,
  courseId: number,
  progress: Progress,
  pending: boolean,
): void {
  const entry = storedValues.progress(userId);
  const all = readStored(entry) ?? {};
  all[String(courseId)] = { ...progress, ...(pending ? { pending: true } : {}) };
  writeStored(entry, all);
}

/** The server's progress, unless the browser holds a newer report it never confirmed. */
export function effectiveProgress(
  server: Progress | null | undefined,
  local: StoredProgress | null,
  keptLocally: boolean,
): Progress | null {
  if (keptLocally) return local;
  if (local?.pending) return local;
  return server ?? null;
}

// --- the report ---------------------------------------------------------------------------------

export interface ProgressReport {
  position_seconds: number;
  duration_seconds: number;
  completed: boolean;
}

/**
 * Sends a report. `keepalive` (leaving the page, a hidden tab) goes through fetch with
 * `keepalive`, which outlives the page and, unlike `sendBeacon`, carries the Authorization
 * header (the bearer token must never be in an address, decision 25).
 */
export async function sendProgress(
  courseId: number,
  report: ProgressReport,
  keepalive: boolean,
): Promise<Progress> {
  const answer = await updateCourseProgress(
    courseId,
    report,
    keepalive
      ? {
          adapter: 'fetch',
          fetchOptions: { keepalive: true },
          // fetch outside a page (tests) cannot resolve a path against the page's address.
          baseURL: httpClient.defaults.baseURL || globalThis.location?.origin,
        }
      : undefined,
  );
  return answer.progress;
}
