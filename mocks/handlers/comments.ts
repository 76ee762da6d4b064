// A course's comments, newest first, 10 per page, for any signed-in user.
import { commentsOf, presentComment } from '../lib/present';
import { idParam, notFound, paginate, reply, requireUser, route } from '../lib/route';

export const COMMENTS_PAGE_SIZE = 10;

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
];
