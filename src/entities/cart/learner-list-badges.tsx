import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderBalance } from '@/entities/session/header-balance';
import { useIsLearner } from '@/entities/session/learner';
import { wishlistQueries } from '@/entities/wishlist/wishlist-queries';
import { paths } from '@/lib/routes';
import { cartQueries } from './cart-queries';
import './learner-list-badges.css';

const iconProps = { width: 22, height: 22, 'aria-hidden': true, focusable: false } as const;

/** Each list's page and its badge's name, with the count once it is known. */
const badges = {
  wishlist: {
    to: paths.learnerWishlist,
    label: 'learnerLists.wishlistBadge',
    unknown: 'learnerLists.wishlistBadgeUnknown',
  },
  cart: {
    to: paths.learnerShoppingCart,
    label: 'learnerLists.cartBadge',
    unknown: 'learnerLists.cartBadgeUnknown',
  },
} as const;

function CountLink({ list, count }: { list: keyof typeof badges; count: number | undefined }) {
  const { t } = useTranslation();
  const badge = badges[list];
  const label = count === undefined ? t(badge.unknown) : t(badge.label, { count });
  return (
    <Link className="icon-button list-badge" to={badge.to} aria-label={label}>
      {list === 'wishlist' ? (
        <svg {...iconProps} viewBox="0 0 24 24" className="list-badge__icon">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.7 1.2 4.5 2.7.8-1.5 2.4-2.7 4.5-2.7 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
      ) : (
        <svg {...iconProps} viewBox="0 0 24 24" className="list-badge__icon">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
      )}
      {/* Until the count is known, an empty pill of the same size: never a wrong "0". */}
      <span
        className="list-badge__count"
        aria-hidden="true"
        data-pending={count === undefined ? '' : undefined}
      >
        {count}
      </span>
    </Link>
  );
}

function LearnerBadges() {
  // Both counts come from the one cache every toggle updates, so the header always agrees with
  // the hearts and the pages; the cache is cleared on logout, so a new learner loads their own.
  const wishlist = useQuery(wishlistQueries.count()).data;
  const cart = useQuery(cartQueries.count()).data;
  return (
    <>
      <HeaderBalance />
      <CountLink list="wishlist" count={wishlist} />
      <CountLink list="cart" count={cart} />
    </>
  );
}

/** The header's wishlist and cart icons with their counts: learners only. */
export function LearnerListBadges() {
  return useIsLearner() ? <LearnerBadges /> : null;
}
