// @vitest-environment node
// Categories and the catalogue filter extension (decision 30): server-side
// filtering and sorting with ties by id, search in every language, and the scenario that takes
// the extension away.
import { describe, expect, it } from 'vitest';
import {
  getCatalogueFilters,
  getSingleCourse,
  listCourseCategories,
  listPublicCourses,
} from '../../src/generated/client/catalogue/catalogue';
import type { CourseCard, ListPublicCoursesParams } from '../../src/generated/model';
import { setCapabilities } from '../lib/capabilities';
import { failure } from '../testing/api-helpers';
import { setupMockBackend } from '../testing/use-mock-backend';

const mock = setupMockBackend();

/** Every page of the catalogue for these parameters. */
async function everyPage(params: ListPublicCoursesParams = {}): Promise<CourseCard[]> {
  const first = await listPublicCourses(params);
  const all = [...first.data];
  for (let page = 2; page <= first.last_page; page += 1)
    all.push(...(await listPublicCourses({ ...params, page })).data);
  return all;
}

const cents = (price: string) => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

describe('categories', () => {
  it('seeds 6 to 10 categories named in three languages, every seeded course in one', async () => {
    const { categories } = await listCourseCategories();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeLessThanOrEqual(10);
    for (const category of categories) {
      expect(category.name_ru).toBeTruthy();
      expect(category.name_arm).toBeTruthy();
    }
    const ids = new Set(categories.map((category) => category.id));
    for (const course of mock.db().state.courses) expect(ids.has(course.category_id!)).toBe(true);
    // Every category but Languages (its one course is in review) has approved courses.
    const totals = await Promise.all(
      categories.map(
        async (category) => (await listPublicCourses({ category_id: category.id })).total,
      ),
    );
    expect(totals.filter((total) => total === 0)).toHaveLength(1);
  });

  it('puts the category on cards and the course page', async () => {
    const card = (await listPublicCourses()).data[0]!;
    expect(card.category).toMatchObject({ id: expect.any(Number), name_en: expect.any(String) });
    const course = await getSingleCourse(card.id);
    expect(course.category).toEqual(card.category);
  });
});

describe('catalogue filters (extension)', () => {
  it('says which orders it takes', async () => {
    expect((await getCatalogueFilters()).sorts).toEqual([
      'newest',
      'popular',
      'rating',
      'price_asc',
      'price_desc',
    ]);
  });

  it('answers only the category asked for, with search and paging over the filtered list', async () => {
    const approved = mock.db().state.courses.filter((course) => course.status === 'approved');
    const web = approved.filter((course) => course.category_id === 1);
    const cards = await everyPage({ category_id: 1 });
    expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(
      web.map((course) => course.id).sort((a, b) => a - b),
    );
    expect(cards.every((card) => card.category?.id === 1)).toBe(true);
    const searched = await everyPage({ category_id: 1, search: 'typescript' });
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((card) => card.category?.id === 1)).toBe(true);
    expect((await listPublicCourses({ category_id: 999 })).total).toBe(0);
  });

  it('orders every sort with ties by id', async () => {
    // Two courses with the same views and price, so the ties show.
    const [a, b] = mock.db().state.courses.filter((course) => course.status === 'approved');
    b!.views = a!.views;
    b!.price = { ...b!.price, en: a!.price.en };
    const views = new Map(mock.db().state.courses.map((course) => [course.id, course.views]));

    const popular = await everyPage({ sort: 'popular' });
    const rating = await everyPage({ sort: 'rating' });
    const cheap = await everyPage({ sort: 'price_asc' });
    const dear = await everyPage({ sort: 'price_desc' });
    const check = <T extends number>(
      list: CourseCard[],
      key: (card: CourseCard) => T,
      direction: 1 | -1,
    ) => {
      for (let i = 1; i < list.length; i += 1) {
        const [prev, next] = [list[i - 1]!, list[i]!];
        const diff = (key(next) - key(prev)) * direction;
        expect(diff).toBeGreaterThanOrEqual(0);
        if (diff === 0) expect(next.id).toBeGreaterThan(prev.id);
      }
    };
    check(popular, (card) => views.get(card.id)!, -1);
    check(rating, (card) => card.average_rating, -1);
    check(cheap, (card) => cents(card.price_en), 1);
    check(dear, (card) => cents(card.price_en), -1);
    const tied = popular.filter((card) => card.id === a!.id || card.id === b!.id);
    expect(tied.map((card) => card.id)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
  });

  it('searches titles in Russian and Armenian', async () => {
    const course = mock.db().state.courses.find((entry) => entry.status === 'approved')!;
    for (const title of [course.title.ru!, course.title.arm!]) {
      const ids = (await everyPage({ search: title })).map((card) => card.id);
      expect(ids).toContain(course.id);
    }
  });

  it('refuses a category that is not a number and an unknown sort', async () => {
    const badCategory = await failure(
      listPublicCourses({ category_id: 'abc' as unknown as number }),
    );
    expect(badCategory.status).toBe(422);
    const badSort = await failure(
      listPublicCourses({ sort: 'nope' as ListPublicCoursesParams['sort'] }),
    );
    expect(badSort.status).toBe(422);
  });

  it('is gone with the capability turned off: 404, and the list ignores the filters', async () => {
    const plain = await listPublicCourses();
    setCapabilities({ 'catalogue-filters': false });
    expect((await failure(getCatalogueFilters())).status).toBe(404);
    const ignored = await listPublicCourses({ category_id: 3, sort: 'price_asc' });
    expect(ignored.data.map((card) => card.id)).toEqual(plain.data.map((card) => card.id));
    expect((await listCourseCategories()).categories.length).toBeGreaterThan(0);
  });
});
