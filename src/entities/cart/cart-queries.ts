import { queryOptions } from '@tanstack/react-query';
import { getCartCount, listCart } from '@/generated/client/cart/cart';
import { pagedRead } from '@/entities/query/query-factories';
import type { CartEntry, ListCartParams } from '@/generated/model';

/** A page of the whole cart as the server would page it (`GET /api/cart?per_page=&page=`). */
interface CartEntriesPage {
  data: CartEntry[];
  total: number;
  current_page: number;
  last_page: number;
}

/** Cuts `page` (from 1) of `perPage` out of the whole list; a page past the last is empty. */
function pageOfEntries(entries: CartEntry[], page: number, perPage: number): CartEntriesPage {
  const start = (page - 1) * perPage;
  return {
    data: entries.slice(start, start + perPage),
    total: entries.length,
    current_page: page,
    last_page: Math.max(1, Math.ceil(entries.length / perPage)),
  };
}

// Queries of the `cart` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The header badge, the cart page, the course page's "In cart" and the profile page read these;
// the cart toggle's binding updates or invalidates them.
export const cartQueries = {
  all: ['cart'] as const,
  /** Every page of the list and the whole list: reloaded after a change. */
  lists: ['cart', 'listCart'] as const,
  /** A page of the learner's cart, asked of the server (the profile page's first three). */
  list: (params: ListCartParams) =>
    queryOptions({
      queryKey: ['cart', 'listCart', params] as const,
      ...pagedRead((signal) => listCart(params, { signal })),
    }),
  /**
   * Every entry of the cart (the whole list, no paging), asked once: the cart page's total reads
   * the entries, its pages and "In cart" are the same query through `select` (`page`,
   * `courseIds`), so a visit to the cart page sends one GET /api/cart.
   */
  entries: () =>
    queryOptions({
      queryKey: ['cart', 'listCart', {}] as const,
      queryFn: ({ signal }): Promise<CartEntry[]> =>
        listCart({}, { signal }).then((answer) => answer.data),
    }),
  /**
   * One page of the whole list, cut here rather than asked of the server: a removal that
   * shortens the list (stored by the cart toggle) shortens the pages at once.
   */
  page: (page: number, perPage: number) =>
    queryOptions({
      ...cartQueries.entries(),
      select: (entries) => pageOfEntries(entries, page, perPage),
    }),
  courseIds: () =>
    queryOptions({
      ...cartQueries.entries(),
      select: (entries) => new Set(entries.map((entry) => entry.course_id)),
    }),
  count: () =>
    queryOptions({
      queryKey: ['cart', 'getCartCount'] as const,
      queryFn: ({ signal }) => getCartCount({ signal }).then((answer) => answer.cart_count),
    }),
};
