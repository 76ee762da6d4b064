// The public catalogue: published courses only, as last approved (a change in review or declined
// never shows here: mocks/db/course-versions.ts), search over every language, views, the
// categories and the filter extension (decision 30: `category_id`, `sort`).
import type { Db } from '../db/db';
import { isPublished, publishedCourse } from '../db/course-versions';
import type { CourseRecord } from '../db/types';
import { averageOf, presentCategory, presentCourseCard, presentSingleCourse } from '../lib/present';
import { offers } from '../lib/capabilities';
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

export const CATALOGUE_SORTS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** A decimal price string in cents, without floating point ("29.9" → 2990). */
const priceCents = (price: string): number => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** The order of each sort; ties by id, ascending (newest: the larger, later id first). */
function comparator(db: Db, sort: CatalogueSort): (a: CourseRecord, b: CourseRecord) => number {
  const byId = (a: CourseRecord, b: CourseRecord) => a.id - b.id;
  switch (sort) {
    case 'popular':
      return (a, b) => b.views - a.views || byId(a, b);
    case 'rating': {
      const rating = (course: CourseRecord) => averageOf(db, course.id) ?? 0;
      return (a, b) => rating(b) - rating(a) || byId(a, b);
    }
    case 'price_asc':
      return (a, b) => priceCents(a.price.en) - priceCents(b.price.en) || byId(a, b);
    case 'price_desc':
      return (a, b) => priceCents(b.price.en) - priceCents(a.price.en) || byId(a, b);
    default:
      return newestFirst;
  }
}

/** Whether the filter extension is on (the developer can turn it off: mocks/lib/capabilities.ts). */
const filtersOffered = () => offers('catalogue-filters');

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
    // The query schema already refused a bad `category_id` or `sort` (422).
    const offered = filtersOffered();
    const categoryId = offered ? Number(ctx.url.searchParams.get('category_id') ?? 0) : 0;
    const sort = (offered && ctx.url.searchParams.get('sort')) || 'newest';
    const list = ctx.db.state.courses
      .filter(
        (course) =>
          isPublished(course) &&
          (!categoryId || course.category_id === categoryId) &&
          (!search || matches(course, search)),
      )
      .sort(comparator(ctx.db, sort as CatalogueSort));
    const page = paginate(ctx, list, PUBLIC_PAGE_SIZE);
    return reply(200, {
      ...page,
      data: page.data.map((course) => presentCourseCard(ctx.db, course)),
    });
  }),

  route('get', '/api/course-categories', 'listCourseCategories', (ctx) =>
    reply(200, {
      success: true,
      categories: [...ctx.db.state.categories].sort((a, b) => a.id - b.id).map(presentCategory),
    }),
  ),

  // Turned off, route() answers 404 for it before this runs.
  route('get', '/api/catalogue-filters', 'getCatalogueFilters', () =>
    reply(200, { success: true, sorts: [...CATALOGUE_SORTS] }),
  ),

  route('get', '/api/single-course/:id', 'getSingleCourse', (ctx) => {
    const id = idParam(ctx, 'id');
    const course = publishedCourse(ctx.db, id);
    if (!course) return notFound();
    // Public; a valid learner token adds `user_rating`, any other token is read as a visitor's.
    return reply(200, presentSingleCourse(ctx.db, course, currentUser(ctx)));
  }),

  route('get', '/api/top-viewed-courses', 'listTopViewedCourses', (ctx) => {
    const list = ctx.db.state.courses
      .filter(isPublished)
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
    const course = publishedCourse(ctx.db, id);
    if (!course) return notFound();
    course.views += 1;
    return reply(200, { views: course.views });
  }),
];
