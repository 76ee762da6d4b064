// The Laravel paginator rules the app's paged lists rely on, checked on every page a journey reads.
import type {
  BlogPage,
  CartPage,
  CommentPage,
  CourseCardPage,
  InstructorCoursePage,
  InstructorSalePage,
  WishlistPage,
} from '../../../src/generated/model';
import type { CheckContext } from '../../harness';

/** Every paged answer of the API, as generated from the spec. */
export type Paginator =
  | BlogPage
  | CartPage
  | CommentPage
  | CourseCardPage
  | InstructorCoursePage
  | InstructorSalePage
  | WishlistPage;

/** Laravel paginator rules the app relies on (page buttons, "page past the end"). */
export function checkPage(
  ctx: CheckContext,
  operationId: string,
  page: Paginator,
  asked: { page: number; perPage?: number },
): void {
  const at = `${operationId} page ${asked.page}`;
  ctx.expect(
    page.current_page === asked.page,
    `${at}: current_page is ${page.current_page}, asked for page ${asked.page}`,
  );
  if (asked.page <= page.last_page)
    ctx.expect(
      page.current_page <= page.last_page,
      `${at}: current_page ${page.current_page} > last_page ${page.last_page}`,
    );
  if (asked.perPage !== undefined)
    ctx.expect(
      page.per_page === asked.perPage,
      `${at}: per_page is ${page.per_page}, asked for ${asked.perPage}`,
    );
  ctx.expect(
    page.data.length <= page.per_page,
    `${at}: ${page.data.length} items on a page of per_page ${page.per_page}`,
  );
  ctx.expect(
    page.last_page === Math.max(1, Math.ceil(page.total / page.per_page)),
    `${at}: last_page ${page.last_page} does not fit total ${page.total} / per_page ${page.per_page}`,
  );
  if (asked.page < page.last_page)
    ctx.expect(
      page.data.length === page.per_page,
      `${at}: a page before the last holds ${page.data.length} items, not per_page ${page.per_page}`,
    );
  if (asked.page === page.last_page)
    ctx.expect(page.next_page_url === null, `${at}: the last page has a next_page_url`);
  if (page.data.length > 0 && page.from != null && page.to != null)
    ctx.expect(
      page.to - page.from + 1 === page.data.length,
      `${at}: from ${page.from} to ${page.to} does not count ${page.data.length} items`,
    );
}
