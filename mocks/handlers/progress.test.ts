// @vitest-environment node
// Progress in a bought course (the extension of decision 26): stored per learner and course,
// completed at 90 % and kept completed, refused for a course not bought, answered back on the
// purchased courses.
import { describe, expect, it } from 'vitest';
import {
  listPurchasedCourses,
  updateCourseProgress,
} from '../../src/generated/client/purchases/purchases';
import { SEEDED_LEARNING } from '../db/seed-learning';
import { LESSON_VIDEO_SECONDS } from '../lib/runtime';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, withToken } from '../testing/use-mock-backend';

const mock = setupMockBackend();

describe('progress', () => {
  it('seeds the ready learner with one course half watched and one completed', async () => {
    const token = withToken(await signIn('learner'));
    const { courses } = await listPurchasedCourses(token);
    expect(courses.map((course) => course.id).sort()).toEqual(
      [SEEDED_LEARNING.halfWatchedCourseId, SEEDED_LEARNING.completedCourseId].sort(),
    );
    const half = courses.find((course) => course.id === SEEDED_LEARNING.halfWatchedCourseId)!;
    expect(half.progress).toMatchObject({
      position_seconds: LESSON_VIDEO_SECONDS / 2,
      duration_seconds: LESSON_VIDEO_SECONDS,
      completed: false,
    });
    const done = courses.find((course) => course.id === SEEDED_LEARNING.completedCourseId)!;
    expect(done.progress).toMatchObject({ completed: true });
  });

  it('keeps the latest report, completes at 90 % and stays completed when watched again', async () => {
    const token = withToken(await signIn('learner'));
    const id = SEEDED_LEARNING.halfWatchedCourseId;
    const report = (position_seconds: number, completed = false) =>
      updateCourseProgress(id, { position_seconds, duration_seconds: 120, completed }, token);
    expect((await report(80)).progress).toMatchObject({ position_seconds: 80, completed: false });
    expect((await report(107.9)).progress.completed).toBe(false);
    expect((await report(108)).progress).toMatchObject({ position_seconds: 108, completed: true });
    expect((await report(3)).progress).toMatchObject({ position_seconds: 3, completed: true });
    // Past the end counts as the end; the client may say it is completed (the video ended).
    expect((await report(500)).progress.position_seconds).toBe(120);
    const { courses } = await listPurchasedCourses(token);
    expect(courses.find((course) => course.id === id)!.progress).toMatchObject({
      position_seconds: 120,
      completed: true,
      updated_at: mock.db().state.progress.find((p) => p.course_id === id && p.user_id === 1)!
        .updated_at,
    });
  });

  it('starts a course with no progress (null) and records its first report', async () => {
    const token = withToken(await signIn('learner'));
    const fresh = mock.db().state.courses.find((course) => course.id === 4)!;
    mock.db().state.purchases.push({
      id: mock.db().nextId('purchases'),
      user_id: 1,
      course_id: fresh.id,
      payment_id: 0,
      created_at: mock.db().nowIso(),
    });
    const before = await listPurchasedCourses(token);
    expect(before.courses.find((course) => course.id === fresh.id)!.progress).toBeNull();
    await updateCourseProgress(
      fresh.id,
      { position_seconds: 0.5, duration_seconds: 120, completed: false },
      token,
    );
    const after = await listPurchasedCourses(token);
    expect(after.courses.find((course) => course.id === fresh.id)!.progress).toMatchObject({
      position_seconds: 0.5,
    });
  });

  it('refuses bad fields (422 with the progress keys), a course not bought (404) and an instructor (403)', async () => {
    const token = withToken(await signIn('learner'));
    const id = SEEDED_LEARNING.halfWatchedCourseId;
    expect(await failure(updateCourseProgress(id, {} as never, token))).toMatchObject({
      status: 422,
      body: {
        errors: {
          position_seconds: ['progress.position_required'],
          duration_seconds: ['progress.duration_required'],
          completed: ['progress.completed_required'],
        },
      },
    });
    expect(
      await failure(
        updateCourseProgress(
          id,
          { position_seconds: -1, duration_seconds: 0, completed: 'yes' } as never,
          token,
        ),
      ),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          position_seconds: ['progress.position_invalid'],
          duration_seconds: ['progress.duration_invalid'],
          completed: ['progress.completed_invalid'],
        },
      },
    });
    const body = { position_seconds: 1, duration_seconds: 120, completed: false };
    expect((await failure(updateCourseProgress(1, body, token))).status).toBe(404);
    expect((await failure(updateCourseProgress(id, body))).status).toBe(401);
    const instructor = withToken(await signIn('instructor'));
    expect((await failure(updateCourseProgress(id, body, instructor))).status).toBe(403);
  });
});
