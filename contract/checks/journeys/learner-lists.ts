// The wishlist's and the cart's round trips: add, list, count, remove, as the learner's pages do.
import type { CartPage, WishlistPage } from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { Journey } from '../journey';
import { catalogueIds } from '../lookups';
import { checkPage } from './paging';

interface LearnerList {
  name: 'wishlist' | 'cart';
  list: string;
  count: string;
  add: string;
  remove: string;
  /** The count's field in the count and change answers. */
  countField: string;
}

export const LEARNER_LISTS: LearnerList[] = [
  {
    name: 'wishlist',
    list: 'listWishlist',
    count: 'getWishlistCount',
    add: 'addToWishlist',
    remove: 'removeFromWishlist',
    countField: 'wishlist_count',
  },
  {
    name: 'cart',
    list: 'listCart',
    count: 'getCartCount',
    add: 'addToCart',
    remove: 'removeFromCart',
    countField: 'cart_count',
  },
];

export async function learnerListJourney(harness: Harness, ops: LearnerList): Promise<void> {
  const journey = new Journey(harness, ops.name);
  const token = harness.account('learner').token;
  let before = 0;
  let entries: { course_id: number }[] = [];
  let courseId: number | undefined;

  const count = async (ctx: CheckContext) =>
    (await ctx.ok<Record<string, number>>(ops.count, { token }))[ops.countField]!;
  const everything = async (ctx: CheckContext) =>
    ctx.ok<WishlistPage | CartPage>(ops.list, { token });

  await journey.step(ops.count, 'count', async (ctx) => {
    before = await count(ctx);
  });
  await journey.step(ops.count, "an instructor's count is 0 (decision 17)", async (ctx) => {
    const answer = await ctx.ok<Record<string, number>>(ops.count, {
      token: ctx.account('instructor').token,
    });
    ctx.expect(
      answer[ops.countField] === 0,
      `${ops.count}: ${ops.countField} is ${answer[ops.countField]} for the instructor, expected 0`,
    );
  });
  await journey.step(
    ops.list,
    'without per_page: everything on one page, as many as the count',
    async (ctx) => {
      const page = await everything(ctx);
      entries = page.data;
      ctx.expect(
        page.total === before && page.data.length === page.total && page.last_page === 1,
        `${ops.list}: total ${page.total}, ${page.data.length} items, last_page ${page.last_page}; the count said ${before}`,
      );
    },
  );
  await journey.step(ops.list, 'per_page is honoured', async (ctx) => {
    for (const perPage of [1, 2]) {
      const page = await ctx.ok<WishlistPage | CartPage>(ops.list, {
        token,
        query: { per_page: perPage, page: 1 },
      });
      checkPage(ctx, ops.list, page, { page: 1, perPage });
    }
  });
  await journey.step(
    ops.add,
    'adds a course',
    async (ctx) => {
      const listed = new Set(entries.map((entry) => entry.course_id));
      courseId = (await catalogueIds(ctx)).find((id) => !listed.has(id));
      if (courseId === undefined)
        return ctx.skip(`every course of catalogue page 1 is already in the ${ops.name}`);
      const answer = await ctx.ok<Record<string, number>>(ops.add, { token, path: { courseId } });
      if (answer[ops.countField] !== undefined)
        ctx.expect(
          answer[ops.countField] === before + 1,
          `${ops.add}: ${ops.countField} is ${answer[ops.countField]}, expected ${before + 1}`,
        );
    },
    { writes: true },
  );
  await journey.step(ops.count, 'count went up by one', async (ctx) => {
    const now = await count(ctx);
    ctx.expect(now === before + 1, `${ops.count}: ${now} after adding, expected ${before + 1}`);
  });
  await journey.step(ops.list, 'the list holds the course', async (ctx) => {
    const page = await everything(ctx);
    ctx.expect(
      page.data.some((entry) => entry.course_id === courseId),
      `${ops.list}: course ${courseId} is missing after ${ops.add}`,
    );
  });
  await journey.step(
    ops.remove,
    'removes the course again',
    async (ctx) => {
      const answer = await ctx.ok<Record<string, number>>(ops.remove, {
        token,
        path: { courseId },
      });
      if (answer[ops.countField] !== undefined)
        ctx.expect(
          answer[ops.countField] === before,
          `${ops.remove}: ${ops.countField} is ${answer[ops.countField]}, expected ${before}`,
        );
      const page = await everything(ctx);
      ctx.expect(
        !page.data.some((entry) => entry.course_id === courseId),
        `${ops.list}: course ${courseId} is still listed after ${ops.remove}`,
      );
      const now = await count(ctx);
      ctx.expect(now === before, `${ops.count}: ${now} after removing, expected ${before}`);
    },
    { writes: true, cleanup: true, after: 'adds a course' },
  );
}
