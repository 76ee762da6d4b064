import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCartToggle } from '@/entities/cart/use-cart-toggle';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { CourseToggleButton } from '@/entities/course/course-toggle-button';
import { useSession } from '@/entities/session/session-context';
import { useIsLearner } from '@/entities/session/learner';
import { WishlistHeart } from '@/entities/wishlist/wishlist-heart';
import { paths } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/action-button';

function BuyActions({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const cart = useCartToggle(courseId);
  return (
    <div className="course-actions">
      <ButtonLink to={checkoutHref(courseId)}>{t('course.buyNow')}</ButtonLink>
      <div className="course-actions__row">
        {/* Once in the cart the button says so and does nothing more; removing is on the cart page. */}
        <CourseToggleButton toggle={cart} action="add" className="button button--ghost">
          {cart.shownIn ? t('course.inCart') : t('course.addToCart')}
        </CourseToggleButton>
        <WishlistHeart courseId={courseId} courseTitle={title} />
      </div>
    </div>
  );
}

/**
 * The visitor's face: Buy now, Add to cart and the wishlist for a learner who has
 * not bought the course; a guest is offered sign-in and comes back here; instructors (other than
 * the course's own, who sees the player) get no buying controls.
 */
export function CourseActions({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const session = useSession();
  const location = useLocation();
  const isLearner = useIsLearner();
  if (isLearner) return <BuyActions courseId={courseId} title={title} />;
  if (session.status === 'authenticated') return null;
  return (
    <div className="course-actions">
      <p className="course-actions__note">{t('course.signInToBuy')}</p>
      <Link className="button button--primary" to={paths.signIn} state={{ from: location }}>
        {t('course.signIn')}
      </Link>
    </div>
  );
}
