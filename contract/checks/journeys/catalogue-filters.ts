// Categories and the catalogue filter extension (decision 30), as the catalogue asks
// for them: the category list, the discovery call, a category's courses and every order it
// names. On a server without the extension (its discovery call answers 404) the filtered steps
// are reported as an extension this server does not have, not failed.
import type {
  CatalogueFiltersResponse,
  CatalogueSort,
  CourseCard,
  CourseCardPage,
  CourseCategoryListResponse,
} from '../../../src/generated/model';
import { EXTENSION_ABSENT, type CheckContext, type Harness } from '../../harness';
import { Journey } from '../journey';
import { checkPage } from './paging';

const LIST = 'listPublicCourses';
const FILTERS = 'getCatalogueFilters';
/** Pages read per filtered list: enough to see the order hold across a page break. */
const PAGES = 3;

/** A decimal price in cents, without floating point. */
const cents = (price: string): number => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** What each order sorts by, where a card shows it (newest and popular: not on the card). */
const SORT_KEYS: Partial<Record<CatalogueSort, (card: CourseCard) => number>> = {
  rating: (card) => -card.average_rating,
  price_asc: (card) => cents(card.price_en),
  price_desc: (card) => -cents(card.price_en),
};

/** The first pages of the catalogue for `query`, each checked against the paginator rules. */
async function readPages(
  ctx: CheckContext,
  query: Record<string, string | number>,
): Promise<{ cards: CourseCard[]; total: number }> {
  const cards: CourseCard[] = [];
  let total = 0;
  for (let page = 1; page <= PAGES; page++) {
    const answer = await ctx.ok<CourseCardPage>(LIST, { query: { ...query, page } });
    checkPage(ctx, LIST, answer, { page });
    cards.push(...answer.data);
    total = answer.total;
    if (page >= answer.last_page) break;
  }
  return { cards, total };
}

export async function catalogueFiltersJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'catalogue-filters');
  let categories: CourseCategoryListResponse['categories'] = [];
  let filters: CatalogueFiltersResponse | undefined;

  await journey.step('listCourseCategories', 'lists the categories, each once', async (ctx) => {
    const answer = await ctx.ok<CourseCategoryListResponse>('listCourseCategories');
    categories = answer.categories;
    const ids = categories.map((category) => category.id);
    ctx.expect(
      new Set(ids).size === ids.length,
      `listCourseCategories repeats ids: ${ids.join(', ')}`,
    );
  });
  await journey.step(FILTERS, 'says which orders the catalogue takes', async (ctx) => {
    filters = await ctx.ok<CatalogueFiltersResponse>(FILTERS);
  });

  const filtered = async (name: string, body: (ctx: CheckContext) => Promise<void>) => {
    // Without the extension the app sends no filters: nothing of them to check.
    if (harness.absentExtensions.has(FILTERS))
      return harness.skipped(`journey:${journey.name}`, LIST, name, EXTENSION_ABSENT);
    await journey.step(LIST, name, body);
  };

  await filtered('category_id answers only that category', async (ctx) => {
    const first = await ctx.ok<CourseCardPage>(LIST, { query: { page: 1 } });
    const categoryId = first.data.find((card) => card.category)?.category?.id;
    if (categoryId === undefined)
      return ctx.skip('no course on the first catalogue page carries a category');
    const { cards, total } = await readPages(ctx, { category_id: categoryId });
    const others = cards.filter((card) => card.category?.id !== categoryId).map((card) => card.id);
    ctx.expect(
      others.length === 0,
      `${LIST} category_id=${categoryId} answers courses of other categories: ${others.join(', ')}`,
    );
    ctx.expect(
      total > 0 && total <= first.total,
      `${LIST} category_id=${categoryId} answers total ${total} (whole catalogue: ${first.total})`,
    );
    ctx.expect(
      categories.some((category) => category.id === categoryId),
      `${LIST} card category ${categoryId} is not in listCourseCategories`,
    );
  });

  await filtered('every order holds across pages, ties by id', async (ctx) => {
    const whole = await ctx.ok<CourseCardPage>(LIST, { query: { page: 1 } });
    for (const sort of filters!.sorts) {
      const { cards, total } = await readPages(ctx, { sort });
      ctx.expect(
        total === whole.total,
        `${LIST} sort=${sort} answers total ${total}, the catalogue has ${whole.total}`,
      );
      const key = SORT_KEYS[sort];
      if (!key) continue;
      for (let i = 1; i < cards.length; i++) {
        const [before, after] = [cards[i - 1]!, cards[i]!];
        const order = key(after) - key(before);
        ctx.expect(
          order > 0 || (order === 0 && after.id > before.id),
          `${LIST} sort=${sort} puts course ${after.id} after ${before.id} out of order`,
        );
      }
    }
  });
}
