// Progress in a bought course's video (the extension of decision 26): the player reports where
// the learner is; the latest report is kept, a course is completed at 90 % watched and stays
// completed, and the purchased-courses list carries it back.
import type { Db } from '../db/db';
import type { CourseProgressRecord } from '../db/types';
import { ownsCourse } from '../payments/engine';
import {
  checkBody,
  idParam,
  invalid,
  notFound,
  readBody,
  reply,
  requireUser,
  route,
  type FieldErrors,
} from '../lib/route';

/** A course counts as watched from this share of its video on (decision 26). */
export const COMPLETION_SHARE = 0.9;

/** The longest video the server accepts a report for: a day. */
const MAX_SECONDS = 86_400;

/** The progress as the API answers it, or null when the learner has not started the course. */
export function presentProgress(db: Db, userId: number, courseId: number) {
  const record = db.state.progress.find(
    (entry) => entry.user_id === userId && entry.course_id === courseId,
  );
  if (!record) return null;
  return {
    position_seconds: record.position_seconds,
    duration_seconds: record.duration_seconds,
    completed: record.completed,
    updated_at: record.updated_at,
  };
}

/** JSON numbers, or numbers written as strings (a form post). */
const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

const asBoolean = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return null;
};

const missing = (value: unknown) => value === undefined || value === null || value === '';

export const progressHandlers = [
  route('put', '/api/purchased-courses/:courseId/progress', 'updateCourseProgress', async (ctx) => {
    const user = requireUser(ctx, 'learner');
    const courseId = idParam(ctx, 'courseId');
    const body = await readBody(ctx);
    const errors: FieldErrors = {};
    const position = asNumber(body.position_seconds);
    if (missing(body.position_seconds)) errors.position_seconds = ['progress.position_required'];
    else if (position === null || position < 0 || position > MAX_SECONDS)
      errors.position_seconds = ['progress.position_invalid'];
    const duration = asNumber(body.duration_seconds);
    if (missing(body.duration_seconds)) errors.duration_seconds = ['progress.duration_required'];
    else if (duration === null || duration <= 0 || duration > MAX_SECONDS)
      errors.duration_seconds = ['progress.duration_invalid'];
    const completed = asBoolean(body.completed);
    if (missing(body.completed)) errors.completed = ['progress.completed_required'];
    else if (completed === null) errors.completed = ['progress.completed_invalid'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    checkBody(ctx, {
      position_seconds: position,
      duration_seconds: duration,
      completed,
    });
    // Fields first, then the course: only a bought one has progress (else as unknown).
    if (!ownsCourse(ctx.db, user.id, courseId)) return notFound();

    const at = Math.min(position!, duration!);
    const existing = ctx.db.state.progress.find(
      (entry) => entry.user_id === user.id && entry.course_id === courseId,
    );
    const record: CourseProgressRecord = {
      user_id: user.id,
      course_id: courseId,
      position_seconds: Math.round(at * 10) / 10,
      duration_seconds: Math.round(duration! * 10) / 10,
      completed: Boolean(existing?.completed) || completed! || at / duration! >= COMPLETION_SHARE,
      updated_at: ctx.db.nowIso(),
    };
    if (existing) Object.assign(existing, record);
    else ctx.db.state.progress.push(record);
    return reply(200, { progress: presentProgress(ctx.db, user.id, courseId) });
  }),
];
