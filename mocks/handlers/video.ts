// A course's video, for its instructor or any learner: the uploaded file, else the sample.
import { forbidden, idParam, notFound, replyBytes, requireUser, route } from '../lib/route';
import { readStorageFile, SAMPLE_VIDEO_PATH } from '../lib/runtime';

export const videoHandlers = [
  route('get', '/api/stream-video/:courseId', 'streamCourseVideo', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx, 'courseId');
    const course = ctx.db.state.courses.find((entry) => entry.id === id);
    if (!course) return notFound();
    if (user.role === 'instructor' && course.user_id !== user.id) return forbidden();
    const file =
      (course.video ? await readStorageFile(course.video) : null) ??
      (await readStorageFile(SAMPLE_VIDEO_PATH));
    if (!file) return notFound();
    return replyBytes(file.bytes, file.type);
  }),
];
