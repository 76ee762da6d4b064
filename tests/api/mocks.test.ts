// The generated faker handlers stand in for a backend that answers anything the spec allows
// (empty lists, nulls, a page number past the last): the app's query factories must turn each
// such answer into what its screen reads, and the paged grid's clamp into a page it can show.
// The stateful mock's own answers are checked against the same schemas as it answers
// (mocks/lib/schemas.ts), so this is the other half: the app reading them.
import { faker } from '@faker-js/faker';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogQueries } from '../../src/entities/blog/blog-queries';
import { cartQueries } from '../../src/entities/cart/cart-queries';
import { commentQueries } from '../../src/entities/comments/comment-queries';
import { catalogueQueries } from '../../src/entities/course/catalogue-queries';
import { instructorCourseQueries } from '../../src/entities/instructor-courses/instructor-course-queries';
import { clampedPage, type PageOfItems } from '../../src/entities/query/paged-card-grid';
import { wishlistQueries } from '../../src/entities/wishlist/wishlist-queries';
import { getBlogMock } from '../../src/generated/client/blog/blog.msw';
import { getCartMock } from '../../src/generated/client/cart/cart.msw';
import { getCatalogueMock } from '../../src/generated/client/catalogue/catalogue.msw';
import { getCommentsMock } from '../../src/generated/client/comments/comments.msw';
import { getInstructorCoursesMock } from '../../src/generated/client/instructor-courses/instructor-courses.msw';
import { getWishlistMock } from '../../src/generated/client/wishlist/wishlist.msw';

const SEEDS = 20;

const server = setupServer(
  ...getBlogMock(),
  ...getCartMock(),
  ...getCatalogueMock(),
  ...getCommentsMock(),
  ...getInstructorCoursesMock(),
  ...getWishlistMock(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** What the paged grid reads of a page; and its clamp always lands inside the list. */
function expectShowablePage(page: PageOfItems<{ id: number }>, asked: number) {
  expect(Array.isArray(page.data)).toBe(true);
  for (const item of page.data) expect(Number.isInteger(item.id)).toBe(true);
  expect(Number.isInteger(page.current_page)).toBe(true);
  expect(Number.isInteger(page.last_page)).toBe(true);
  const shown = clampedPage(asked, page.last_page) ?? asked;
  expect(shown).toBeGreaterThanOrEqual(1);
  if (page.last_page >= 1) expect(shown).toBeLessThanOrEqual(page.last_page);
}

/** Runs `check` under each seed with a fresh cache, so every answer is generated anew. */
function eachSeed(check: (client: QueryClient) => Promise<void>) {
  return async () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      faker.seed(seed);
      await check(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    }
  };
}

describe('the app reads any answer the spec allows', () => {
  it(
    'the catalogue: a page the grid can show, with its count',
    eachSeed(async (client) => {
      const page = await client.fetchQuery(catalogueQueries.list({ page: 3 }));
      expectShowablePage(page, 3);
      expect(page.total).toBeGreaterThanOrEqual(0);
    }),
  );

  it(
    'the blog, my courses and a course’s comments: pages the grid can show',
    eachSeed(async (client) => {
      expectShowablePage(await client.fetchQuery(blogQueries.list(2)), 2);
      expectShowablePage(await client.fetchQuery(instructorCourseQueries.list({ page: 2 })), 2);
      const comments = await client.fetchQuery(commentQueries.list(7, 2));
      expectShowablePage(comments.comments, 2);
    }),
  );

  it(
    'the wishlist and the cart: their pages, and the ids their toggles read',
    eachSeed(async (client) => {
      expectShowablePage(
        await client.fetchQuery(wishlistQueries.list({ page: 1, per_page: 3 })),
        1,
      );
      expectShowablePage(await client.fetchQuery(cartQueries.list({ page: 1, per_page: 4 })), 1);
      const wishlisted = await client.fetchQuery(wishlistQueries.courseIds());
      for (const id of wishlisted) expect(Number.isInteger(id)).toBe(true);
      const idsQuery = cartQueries.courseIds();
      const entries = await client.fetchQuery(cartQueries.entries());
      const ids = idsQuery.select!(entries);
      expect([...ids].sort()).toEqual([...new Set(entries.map((e) => e.course_id))].sort());
    }),
  );
});
