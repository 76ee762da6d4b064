import { useTranslation } from 'react-i18next';
import { useIsLearner } from '@/entities/session/learner';
import { useWishlistToggle } from './use-wishlist-toggle';
import './wishlist-heart.css';

interface WishlistHeartProps {
  courseId: number;
  /** The course title in the current language, for the button's name. */
  courseTitle: string;
}

function LearnerHeart({ courseId, courseTitle }: WishlistHeartProps) {
  const { t } = useTranslation();
  const heart = useWishlistToggle(courseId);
  return (
    <button
      type="button"
      className={heart.shownIn ? 'wishlist-heart wishlist-heart--in' : 'wishlist-heart'}
      aria-pressed={heart.shownIn}
      aria-label={t('learnerLists.wishlistHeart', { title: courseTitle })}
      aria-busy={heart.busy}
      disabled={!heart.ready}
      onClick={heart.toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.7 1.2 4.5 2.7.8-1.5 2.4-2.7 4.5-2.7 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The wishlist heart of a course card: for signed-in learners only, nothing for anyone else. */
export function WishlistHeart(props: WishlistHeartProps) {
  const isLearner = useIsLearner();
  return isLearner ? <LearnerHeart {...props} /> : null;
}
