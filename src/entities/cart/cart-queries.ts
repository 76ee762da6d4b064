import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCartCount, listCart } from '@/generated/client/cart/cart';
import type { ListCartParams } from '@/generated/model';

// Queries of the `cart` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The header badge, the cart page, the course page's "In cart" and the profile page read these;
// the cart toggle's binding updates or invalidates them.
export const cartQueries = {
  all: ['cart'] as const,
  /** A page of the learner's cart (page size 4 on the cart page, part 2 §9). */
  list: (params: ListCartParams) =>
    queryOptions({
      queryKey: ['cart', 'listCart', params] as const,
      queryFn: ({ signal }) => listCart(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Every course id in the cart (the whole list, no paging): "In cart" on the course page. */
  courseIds: () =>
    queryOptions({
      queryKey: ['cart', 'listCart', { all: true }] as const,
      queryFn: ({ signal }) =>
        listCart({}, { signal }).then(
          (answer) => new Set(answer.data.map((entry) => entry.course_id)),
        ),
    }),
  /** Every entry of the cart, for the total of the cart page. */
  entries: () =>
    queryOptions({
      queryKey: ['cart', 'listCart', { all: true, entries: true }] as const,
      queryFn: ({ signal }) => listCart({}, { signal }).then((answer) => answer.data),
    }),
  count: () =>
    queryOptions({
      queryKey: ['cart', 'getCartCount'] as const,
      queryFn: ({ signal }) => getCartCount({ signal }).then((answer) => answer.cart_count),
    }),
};
