// The public catalogue: approved courses only, search over every language, views.
import type { CourseRecord } from '../db/types';
import { presentCourseCard, presentSingleCourse } from '../lib/present';
import {
  currentUser,
  idParam,
  invalid,
  notFound,
  pageIsValid,
  paginate,
  reply,
  route,
} from '../lib/route';

export const PUBLIC_PAGE_SIZE = 10;
export const TOP_VIEWED_COUNT = 5;

const newestFirst = (a: CourseRecord, b: CourseRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

const matches = (course: CourseRecord, search: string) => {
  const needle = search.toLocaleLowerCase();
  return [course.title, course.description].some((texts) =>
    [texts.en, texts.ru, texts.arm].some((text) => text?.toLocaleLowerCase().includes(needle)),
  );
};

export const catalogueHandlers = [
  route('get', '/api/all-courses-general', 'listPublicCourses', (ctx) => {
    if (!pageIsValid(ctx)) return invalid({ page: ['auth.something_went_wrong'] });
    const search = (ctx.url.searchParams.get('search') ?? '').trim();
    if (search.length > 255) return invalid({ search: ['auth.something_went_wrong'] });
    const list = ctx.db.state.courses
      .filter((course) => course.status === 'approved' && (!search || matches(course, search)))
      .sort(newestFirst);
    const page = paginate(ctx, list, PUBLIC_PAGE_SIZE);
    return reply(200, {
      ...page,
      data: page.data.map((course) => presentCourseCard(ctx.db, course)),
    });
  }),

  route('get', '/api/single-course/:id', 'getSingleCourse', (ctx) => {
    const id = idParam(ctx, 'id');
    const course = ctx.db.state.courses.find(
      (entry) => entry.id === id && entry.status === 'approved',
    );
    if (!course) return notFound();
    // Public; a valid learner token adds `user_rating`, any other token is read as a visitor's.
    return reply(200, presentSingleCourse(ctx.db, course, currentUser(ctx)));
  }),

  route('get', '/api/top-viewed-courses', 'listTopViewedCourses', (ctx) => {
    const list = ctx.db.state.courses
      .filter((course) => course.status === 'approved')
      .sort((a, b) => b.views - a.views || a.id - b.id)
      .slice(0, TOP_VIEWED_COUNT);
    return reply(
      200,
      list.map((course) => ({
        id: course.id,
        title_en: course.title.en,
        title_ru: course.title.ru,
        title_arm: course.title.arm,
        views: course.views,
      })),
    );
  }),

  route('post', '/api/courses/:id/view', 'recordCourseView', (ctx) => {
    const id = idParam(ctx, 'id');
    const course = ctx.db.state.courses.find(
      (entry) => entry.id === id && entry.status === 'approved',
    );
    if (!course) return notFound();
    course.views += 1;
    return reply(200, { views: course.views });
  }),
];
