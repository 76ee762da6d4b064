// A course's comments (paged for signed-in users, all of them for the course page) and the
// learners' reviews: one rating and comment per learner and course, only from a learner who
// bought it, broadcast on the course's public channel (decision 17).
import { publishedCourse } from '../db/course-versions';
import type { CommentRecord } from '../db/types';
import { commentsOf, presentComment, presentReview } from '../lib/present';
import {
  checkBody,
  idParam,
  invalid,
  notFound,
  paginate,
  readBody,
  reply,
  requireUser,
  route,
} from '../lib/route';
import { Errors, isBlank } from '../lib/rules';
import { ownsCourse } from '../payments/engine';
import { COURSE_REVIEW_EVENT, courseChannel } from '../realtime/notify';
import { pusherHub } from '../realtime/pusher-protocol';

export const COMMENTS_PAGE_SIZE = 10;
/** A learner who has not bought the course may not review it (an extension key). */
export const NOT_PURCHASED = 'validation.course_not_purchased';
export const COMMENT_MAX_LENGTH = 1000;

/** Laravel's `integer` rule: a whole number, also written as a string. */
const asInteger = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
};

export const commentHandlers = [
  route('get', '/api/course-comments/:id', 'listCourseComments', (ctx) => {
    requireUser(ctx);
    const id = idParam(ctx, 'id');
    if (!ctx.db.state.courses.some((course) => course.id === id)) return notFound();
    const page = paginate(ctx, commentsOf(ctx.db, id), COMMENTS_PAGE_SIZE);
    return reply(200, {
      comments: { ...page, data: page.data.map((comment) => presentComment(ctx.db, comment)) },
    });
  }),

  route('get', '/api/single-course-all-comments/:id', 'listAllCourseComments', (ctx) => {
    const id = idParam(ctx, 'id');
    if (!publishedCourse(ctx.db, id)) return notFound();
    return reply(200, {
      comments: commentsOf(ctx.db, id).map((comment) => presentComment(ctx.db, comment)),
    });
  }),

  route('post', '/api/course-reviews', 'createCourseReview', async (ctx) => {
    const user = requireUser(ctx, 'learner');
    const body = await readBody(ctx);
    const errors = new Errors();

    const courseId = asInteger(body.course_id);
    if (isBlank(body.course_id)) errors.add('course_id', 'validation.course_id_required');
    else if (courseId === null || !publishedCourse(ctx.db, courseId))
      errors.add('course_id', 'validation.course_id_not_exist');

    const existing =
      courseId === null
        ? undefined
        : ctx.db.state.comments.find(
            (comment) => comment.course_id === courseId && comment.user_id === user.id,
          );

    // `rating` is required for a first review; a later one may change only the comment.
    let rating: number | undefined;
    if (isBlank(body.rating)) {
      if (!existing) errors.add('rating', 'validation.rating_required');
    } else {
      const value = asInteger(body.rating);
      if (value === null) errors.add('rating', 'validation.rating_integer');
      else if (value < 1) errors.add('rating', 'validation.rating_min');
      else if (value > 5) errors.add('rating', 'validation.rating_max');
      else rating = value;
    }

    // The key list has no "too long" key: a comment past the limit is refused as not a string.
    const text = body.comment_text;
    const hasText = text !== undefined;
    if (hasText && text !== null && (typeof text !== 'string' || text.length > COMMENT_MAX_LENGTH))
      errors.add('comment_text', 'validation.comment_text_string');
    if (errors.has()) return invalid(errors.fields);
    const commentText = hasText ? (text as string | null) || null : undefined;
    checkBody(ctx, {
      course_id: courseId,
      ...(rating !== undefined ? { rating } : {}),
      ...(commentText !== undefined ? { comment_text: commentText } : {}),
    });
    // Only buyers rate and comment (decision 17); the fields are checked first.
    if (!ownsCourse(ctx.db, user.id, courseId!)) return reply(403, { message_key: NOT_PURCHASED });

    let review: CommentRecord;
    if (existing) {
      if (rating !== undefined) existing.rating = rating;
      if (commentText !== undefined) existing.comment_text = commentText;
      review = existing;
    } else {
      const id = Math.max(
        ctx.db.nextId('comments'),
        ...ctx.db.state.comments.map((comment) => comment.id + 1),
      );
      ctx.db.state.sequences.comments = id;
      review = {
        id,
        course_id: courseId!,
        user_id: user.id,
        rating: rating!,
        comment_text: commentText ?? null,
        created_at: ctx.db.nowIso(),
      };
      ctx.db.state.comments.push(review);
    }
    const presented = presentReview(ctx.db, review);
    pusherHub.publish(courseChannel(review.course_id), COURSE_REVIEW_EVENT, presented);
    return reply(200, { message_key: 'validation.rating_success', review: presented });
  }),
];
