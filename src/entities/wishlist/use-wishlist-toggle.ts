import { addToWishlist, removeFromWishlist } from '@/generated/client/wishlist/wishlist';
import { wishlistToggleMachine } from '@/machines/course-toggle/wishlist-toggle.machine';
import { useCourseToggle } from '@/entities/course/use-course-toggle';
import { wishlistQueries } from './wishlist-queries';

/** One course's wishlist heart: filled from GET /api/wishlist, toggled through its machine. */
export function useWishlistToggle(courseId: number) {
  return useCourseToggle(
    {
      machine: wishlistToggleMachine,
      idsQuery: wishlistQueries.courseIds(),
      withMembership: (ids, id, member) => {
        const next = new Set(ids);
        if (member) next.add(id);
        else next.delete(id);
        return next;
      },
      countKey: wishlistQueries.count().queryKey,
      listKey: wishlistQueries.lists,
      add: (id) => addToWishlist(id).then((answer) => ({ count: answer.wishlist_count })),
      remove: (id) => removeFromWishlist(id).then((answer) => ({ count: answer.wishlist_count })),
      failureKeys: {
        add: 'learnerLists.wishlistAddFailed',
        remove: 'learnerLists.wishlistRemoveFailed',
      },
    },
    courseId,
  );
}
