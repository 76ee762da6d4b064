// Shared by the wishlist and the cart: a learner's list of approved courses, newest first.
import { publishedCourse } from '../db/course-versions';
import type { ListEntryRecord } from '../db/types';
import { presentLearnerCourseCard } from '../lib/present';
import { idParam, notFound, paginate, perPageOf, requireUser, type Ctx } from '../lib/route';

type ListName = 'wishlist' | 'cart';

export function entriesOf(ctx: Ctx, list: ListName, userId: number): ListEntryRecord[] {
  return ctx.db.state[list]
    .filter((entry) => entry.user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function listPage(ctx: Ctx, list: ListName) {
  const user = requireUser(ctx, 'learner');
  const entries = entriesOf(ctx, list, user.id);
  const page = paginate(ctx, entries, perPageOf(ctx, entries.length));
  return {
    ...page,
    data: page.data.flatMap((entry) => {
      const course = ctx.db.state.courses.find((item) => item.id === entry.course_id);
      return course
        ? [
            {
              id: entry.id,
              course_id: entry.course_id,
              course: presentLearnerCourseCard(ctx.db, course),
            },
          ]
        : [];
    }),
  };
}

/** Any signed-in user may ask (decision 17): an instructor has no list, so 0. */
export function countOf(ctx: Ctx, list: ListName): number {
  const user = requireUser(ctx);
  if (user.role !== 'learner') return 0;
  return entriesOf(ctx, list, user.id).length;
}

/** Adds (idempotent) or removes a published course; answers the new count. */
export function change(ctx: Ctx, list: ListName, action: 'add' | 'remove'): number {
  const user = requireUser(ctx, 'learner');
  const courseId = idParam(ctx, 'courseId');
  if (!publishedCourse(ctx.db, courseId)) throw notFound();
  const present = ctx.db.state[list].some(
    (entry) => entry.user_id === user.id && entry.course_id === courseId,
  );
  if (action === 'add' && !present) {
    ctx.db.state[list].push({
      id: ctx.db.nextId(list),
      user_id: user.id,
      course_id: courseId,
      created_at: ctx.db.nowIso(),
    });
  }
  if (action === 'remove') {
    ctx.db.state[list] = ctx.db.state[list].filter(
      (entry) => !(entry.user_id === user.id && entry.course_id === courseId),
    );
  }
  return entriesOf(ctx, list, user.id).length;
}
