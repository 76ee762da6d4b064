import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCartCount, listCart } from '@/generated/client/cart/cart';
import type { CartEntry, ListCartParams } from '@/generated/model';

// Queries of the `cart` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The header badge, the cart page, the course page's "In cart" and the profile page read these;
// the cart toggle's binding updates or invalidates them.
export const cartQueries = {
  all: ['cart'] as const,
  /** Every page of the list and the whole list: reloaded after a change. */
  lists: ['cart', 'listCart'] as const,
  /** A page of the learner's cart (page size 4 on the cart page, part 2 §9). */
  list: (params: ListCartParams) =>
    queryOptions({
      queryKey: ['cart', 'listCart', params] as const,
      queryFn: ({ signal }) => listCart(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /**
   * Every entry of the cart (the whole list, no paging), asked once: the cart page's total reads
   * the entries, "In cart" their course ids (`courseIds`, the same query through `select`).
   */
  entries: () =>
    queryOptions({
      queryKey: ['cart', 'listCart', {}] as const,
      queryFn: ({ signal }): Promise<CartEntry[]> =>
        listCart({}, { signal }).then((answer) => answer.data),
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
