import { queryOptions } from '@tanstack/react-query';
import { getWishlistCount, listWishlist } from '@/generated/client/wishlist/wishlist';
import { pagedRead } from '@/entities/query/query-factories';
import type { ListWishlistParams } from '@/generated/model';

// Queries of the `wishlist` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The header badge, the hearts, the wishlist page and the profile page all read these, so they
// agree after any change; the wishlist toggle's binding updates or invalidates them.
export const wishlistQueries = {
  all: ['wishlist'] as const,
  /** Every page of the list and the whole list: reloaded after a change. */
  lists: ['wishlist', 'listWishlist'] as const,
  /** A page of the learner's wishlist (page size 3 on the wishlist page). */
  list: (params: ListWishlistParams) =>
    queryOptions({
      queryKey: ['wishlist', 'listWishlist', params] as const,
      ...pagedRead((signal) => listWishlist(params, { signal })),
    }),
  /** Every wishlisted course id (the whole list, no paging): which hearts are filled. */
  courseIds: () =>
    queryOptions({
      queryKey: ['wishlist', 'listWishlist', { all: true }] as const,
      queryFn: ({ signal }) =>
        listWishlist({}, { signal }).then(
          (answer) => new Set(answer.data.map((entry) => entry.course_id)),
        ),
    }),
  count: () =>
    queryOptions({
      queryKey: ['wishlist', 'getWishlistCount'] as const,
      queryFn: ({ signal }) => getWishlistCount({ signal }).then((answer) => answer.wishlist_count),
    }),
};
