import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCartToggle } from '@/entities/cart/use-cart-toggle';
import { useSession } from '@/entities/session/session-context';
import { useIsLearner } from '@/entities/session/learner';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { paths } from '@/lib/routes';

function LearnerActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courses');
  const cart = useCartToggle(courseId);
  return (
    <div className="course-actions">
      <Link className="button button--primary" to={checkoutHref(courseId)}>
        {t('course.buyNow')}
      </Link>
      <button
        type="button"
        className="button button--ghost"
        // Once in the cart the button says so and does nothing more; removing is on the cart page.
        disabled={!cart.ready || cart.shownIn}
        aria-busy={cart.busy}
        onClick={cart.toggle}
      >
        {cart.shownIn ? t('course.inCart') : t('course.addToCart')}
      </button>
    </div>
  );
}

/** Buy now and Add to cart for learners; a guest is offered sign-in and comes back here. */
export function CourseActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courses');
  const session = useSession();
  const location = useLocation();
  const isLearner = useIsLearner();
  if (isLearner) return <LearnerActions courseId={courseId} />;
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
