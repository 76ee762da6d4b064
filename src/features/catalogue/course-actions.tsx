import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCartToggle } from '@/entities/cart/use-cart-toggle';
import { useSession } from '@/entities/session/session-context';
import { useIsLearner } from '@/entities/session/learner';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { OwnedMark } from '@/entities/purchases/owned-mark';
import { useOwnsCourse } from '@/entities/purchases/use-purchases';
import { paths } from '@/lib/routes';

/** Where the course page shows a bought course's video: "Start watching" brings it into view. */
export const COURSE_PLAYER_ID = 'course-player';

function startWatching() {
  const player = document.getElementById(COURSE_PLAYER_ID);
  if (!player) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  player.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  // The play button while paused; the player itself otherwise (its video takes the keys).
  const target = player.querySelector<HTMLElement>('button, video[tabindex="0"]') ?? player;
  target.focus({ preventScroll: true });
}

/** A bought course (decision 19): no Buy or Add to cart, a way to its video instead. */
function OwnedActions() {
  const { t } = useTranslation();
  return (
    <div className="course-actions">
      <p className="course-actions__note">
        <OwnedMark long />
      </p>
      <button type="button" className="button button--primary" onClick={startWatching}>
        {t('purchased.startWatching')}
      </button>
    </div>
  );
}

function LearnerActions({ courseId }: { courseId: number }) {
  return useOwnsCourse(courseId) ? <OwnedActions /> : <BuyActions courseId={courseId} />;
}

function BuyActions({ courseId }: { courseId: number }) {
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
