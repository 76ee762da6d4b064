// An instructor's own courses: list, create (multipart, in_review), read, update, the catalogue.
// The instructor always sees their latest version; a change to a published course goes to review
// beside the published version, which stays up until an approval (mocks/db/course-versions.ts).
import type { Ctx } from '../lib/route';
import { draftOf, isPublished, latestVersion, saveChange } from '../db/course-versions';
import type { CourseRecord, Localized } from '../db/types';
import { extensionOf, isUploadedFile, toRealmFile } from '../lib/files';
import type { FormTree } from '../lib/laravel-form';
import { presentCatalogueItem, presentInstructorCourse } from '../lib/present';
import {
  checkBody,
  idParam,
  notFound,
  paginate,
  readBody,
  reply,
  requireUser,
  route,
} from '../lib/route';
import { rememberUpload } from '../lib/runtime';
import { checkCourseForm, courseFormInvalid, normaliseCourseForm } from './course-rules';
import { applyQuiz, presentAuthoredQuiz } from '../quizzes/quiz-rules';

/**
 * The instructor's latest version of a course, with whether a published version stays up for
 * visitors and buyers meanwhile (the `published` extension).
 */
const presentOwn = (ctx: Ctx, course: CourseRecord) => ({
  ...presentInstructorCourse(ctx.db, latestVersion(course)),
  published: isPublished(course),
});

/** The change form's course: the instructor's view plus the quiz with its correct marks. */
const presentWithQuiz = (ctx: Ctx, course: CourseRecord) => ({
  ...presentOwn(ctx, course),
  ...presentAuthoredQuiz(latestVersion(course)),
});

export const INSTRUCTOR_PAGE_SIZE = 9;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const localized = (body: FormTree, name: string, fallback?: Localized): Localized => ({
  en: text(body[`${name}_en`]) ?? fallback?.en ?? '',
  ru: text(body[`${name}_ru`]),
  arm: text(body[`${name}_arm`]),
});

/** The body as the generated schema expects it: numbers for ids, a File of this realm. */
async function normalise(body: FormTree): Promise<Record<string, unknown>> {
  const copy: Record<string, unknown> = { ...body };
  if (typeof body.category_id === 'string') copy.category_id = Number(body.category_id);
  const video = body.video;
  if (isUploadedFile(video)) copy.video = await toRealmFile(video);
  if (Array.isArray(body.details_by_instructor)) {
    copy.details_by_instructor = body.details_by_instructor.map((row) => {
      const entry = { ...(row as FormTree) } as Record<string, unknown>;
      entry.course_details_data_id = Number(entry.course_details_data_id);
      if (entry.time === '' || entry.time === undefined) delete entry.time;
      return entry;
    });
  }
  return copy;
}

const rowsOf = (value: unknown): FormTree[] => (Array.isArray(value) ? (value as FormTree[]) : []);

function applyForm(ctx: Ctx, course: CourseRecord, body: FormTree): void {
  // The earlier version takes a course without a category: a change without one keeps it.
  if (body.category_id !== undefined) course.category_id = Number(body.category_id);
  course.title = localized(body, 'title');
  course.description = localized(body, 'description');
  course.price = {
    en: text(body.price_en) ?? '0',
    ru: text(body.price_ru),
    arm: text(body.price_arm),
  };
  if (body.faqs !== undefined) {
    course.faqs = rowsOf(body.faqs).map((row) => ({
      id: ctx.db.nextId('faqs'),
      question: localized(row, 'question'),
      answer: localized(row, 'answer'),
    }));
  }
  if (body.highlights !== undefined) {
    course.highlights = rowsOf(body.highlights).map((row) => ({
      id: ctx.db.nextId('highlights'),
      name: localized(row, 'name'),
    }));
  }
  course.details = rowsOf(body.details_by_instructor).map((row) => ({
    id: ctx.db.nextId('details'),
    course_details_data_id: Number(row.course_details_data_id),
    time: text(row.time),
  }));
}

async function storeVideo(ctx: Ctx, course: CourseRecord, body: FormTree): Promise<void> {
  const video = body.video;
  if (!isUploadedFile(video)) return;
  const file = video;
  const extension = extensionOf(file) || 'mp4';
  // A file per upload: a change's new video never replaces the published version's.
  const path = `videos/course-${course.id}-${ctx.db.nextId('videoUploads')}.${extension}`;
  rememberUpload(path, {
    bytes: new Uint8Array(await file.arrayBuffer()),
    type: file.type || 'video/mp4',
  });
  course.video = path;
}

function ownCourse(ctx: Ctx, userId: number): CourseRecord {
  const id = idParam(ctx, 'id');
  const course = ctx.db.state.courses.find((entry) => entry.id === id && entry.user_id === userId);
  if (!course) throw notFound();
  return course;
}

export const instructorCourseHandlers = [
  route('get', '/api/courses', 'listInstructorCourses', (ctx) => {
    const user = requireUser(ctx, 'instructor');
    const list = ctx.db.state.courses
      .filter((course) => course.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const page = paginate(ctx, list, INSTRUCTOR_PAGE_SIZE);
    return reply(200, {
      ...page,
      data: page.data.map((course) => presentOwn(ctx, course)),
    });
  }),

  route('post', '/api/courses', 'createCourse', async (ctx) => {
    const user = requireUser(ctx, 'instructor');
    const body = normaliseCourseForm(await readBody(ctx));
    const errors = checkCourseForm(ctx.db, body, { mode: 'create' });
    if (errors.has()) return courseFormInvalid(errors);
    checkBody(ctx, await normalise(body));
    const course: CourseRecord = {
      id: ctx.db.nextId('courses'),
      user_id: user.id,
      status: 'in_review',
      category_id: null,
      title: { en: '', ru: null, arm: null },
      description: { en: '', ru: null, arm: null },
      price: { en: '0', ru: null, arm: null },
      thumbnail: 'default.png',
      video: null,
      views: 0,
      faqs: [],
      highlights: [],
      details: [],
      rejected_fields: [],
      created_at: ctx.db.nowIso(),
    };
    applyForm(ctx, course, body);
    applyQuiz(ctx.db, course, body);
    await storeVideo(ctx, course, body);
    ctx.db.state.courses.push(course);
    return reply(200, {
      message_key: 'auth.add_course.success_msg.course_added',
      course: presentWithQuiz(ctx, course),
    });
  }),

  route('get', '/api/courses/:id', 'getInstructorCourse', (ctx) => {
    const user = requireUser(ctx, 'instructor');
    return reply(200, presentWithQuiz(ctx, ownCourse(ctx, user.id)));
  }),

  route('post', '/api/courses/:id', 'updateCourse', async (ctx) => {
    const user = requireUser(ctx, 'instructor');
    const course = ownCourse(ctx, user.id);
    const body = normaliseCourseForm(await readBody(ctx));
    const errors = checkCourseForm(ctx.db, body, { mode: 'update' });
    if (errors.has()) return courseFormInvalid(errors);
    checkBody(ctx, await normalise(body));
    const draft = draftOf(course);
    applyForm(ctx, draft, body);
    applyQuiz(ctx.db, draft, body);
    await storeVideo(ctx, draft, body);
    saveChange(course, draft);
    course.status = 'in_review';
    course.rejected_fields = [];
    return reply(200, {
      message_key: 'auth.courses.course_updated',
      course: presentWithQuiz(ctx, course),
    });
  }),

  route('get', '/api/course-details-data', 'listCourseDetailsCatalogue', (ctx) => {
    requireUser(ctx, 'instructor');
    return reply(200, ctx.db.state.courseDetailsData.map(presentCatalogueItem));
  }),
];
