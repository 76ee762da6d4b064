import { addToCart, removeFromCart } from '@/generated/client/cart/cart';
import { cartToggleMachine } from '@/machines/course-toggle/cart-toggle.machine';
import { useCourseToggle } from '@/entities/course/use-course-toggle';
import { cartQueries } from './cart-queries';

/** One course in the cart: "Add to cart" on the course page, "Remove" on the cart page. */
export function useCartToggle(courseId: number) {
  return useCourseToggle(
    {
      machine: cartToggleMachine,
      idsQuery: cartQueries.courseIds(),
      // A removal takes the entry out; an add answers only the count, so the list is asked again.
      withMembership: (entries, id, member) =>
        member ? undefined : entries.filter((entry) => entry.course_id !== id),
      countKey: cartQueries.count().queryKey,
      listKey: cartQueries.lists,
      add: (id) => addToCart(id).then((answer) => ({ count: answer.cart_count })),
      remove: (id) => removeFromCart(id).then((answer) => ({ count: answer.cart_count })),
      failureKeys: {
        add: 'learnerLists.cartAddFailed',
        remove: 'learnerLists.cartRemoveFailed',
      },
    },
    courseId,
  );
}
