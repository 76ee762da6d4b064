import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href } from '@/lib/routes';
import { useLanguage } from '@/components/ui/use-language';
import { cartQueries } from '@/entities/cart/cart-queries';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { useCartToggle } from '@/entities/cart/use-cart-toggle';
import { CourseToggleButton } from '@/entities/course/course-toggle-button';
import { LearnerCourseList } from '@/entities/course/learner-course-list';
import { useOwnsCourse } from '@/entities/purchases/use-purchases';
import { usePageParam } from '@/entities/query/use-page-param';
import { useWishlistToggle } from '@/entities/wishlist/use-wishlist-toggle';
import { cartSum } from './cart-total';
import './shopping-cart.css';
import { ButtonLink } from '@/components/ui/action-button';

/** Four courses to a page, as the original cart. */
export const CART_PAGE_SIZE = 4;

function CartItemActions({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const cart = useCartToggle(courseId);
  const wishlist = useWishlistToggle(courseId);
  // A course bought meanwhile (another tab, an older entry) leads to learning, not to checkout.
  const owned = useOwnsCourse(courseId);
  return (
    <>
      {owned ? (
        <ButtonLink to={href('singleCourse', { id: courseId })}>
          {t('common:purchased.goToCourse')}
          <span className="visually-hidden">: {title}</span>
        </ButtonLink>
      ) : (
        <ButtonLink to={checkoutHref(courseId)}>
          {t('cart.checkout')}
          <span className="visually-hidden">: {title}</span>
        </ButtonLink>
      )}
      {/* Moving adds to the wishlist and keeps the course in the cart. */}
      <CourseToggleButton
        toggle={wishlist}
        action="add"
        className="button button--ghost"
        title={title}
      >
        {wishlist.shownIn ? t('cart.inWishlist') : t('cart.moveToWishlist')}
      </CourseToggleButton>
      <CourseToggleButton
        toggle={cart}
        action="remove"
        className="button button--ghost"
        title={title}
      >
        {t('cart.remove')}
      </CourseToggleButton>
    </>
  );
}

function CartSummary() {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const count = useQuery(cartQueries.count());
  const entries = useQuery(cartQueries.entries());
  const sum = entries.data
    ? cartSum(
        entries.data.map((entry) => entry.course),
        language,
      )
    : null;
  if (count.data === undefined) return null;
  return (
    <p className="cart-summary" role="status">
      <span>{t('cart.total', { count: count.data })}</span>
      {sum && count.data > 0 ? (
        <span className="cart-summary__sum">{t('cart.sum', { sum: sum.text })}</span>
      ) : null}
      {/* The sum is what paying charges: when that is not the listed prices, one line on why. */}
      {sum?.differs && count.data > 0 ? (
        <span className="cart-summary__why">{t('common:charge.why')}</span>
      ) : null}
    </p>
  );
}

/** `/learner/shopping-cart?page=`: the cart's courses, its count and total, remove and move. */
export function ShoppingCartPage() {
  const paging = usePageParam();
  const { page } = paging;
  // The page is cut from the whole list the total and the Remove buttons read: one request.
  const cart = useQuery(cartQueries.page(page, CART_PAGE_SIZE));
  return (
    <LearnerCourseList
      list="cart"
      query={cart}
      paging={paging}
      pageSize={CART_PAGE_SIZE}
      summary={<CartSummary />}
      actions={(courseId, title) => <CartItemActions courseId={courseId} title={title} />}
    />
  );
}
