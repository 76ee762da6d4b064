import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { CourseToggleButton } from '@/entities/course/course-toggle-button';
import { LearnerCourseList } from '@/entities/course/learner-course-list';
import { useOwnsCourse } from '@/entities/purchases/use-purchases';
import { usePageParam } from '@/entities/query/use-page-param';
import { useWishlistToggle } from '@/entities/wishlist/use-wishlist-toggle';
import { wishlistQueries } from '@/entities/wishlist/wishlist-queries';

/** Three courses to a page, as the original wishlist. */
export const WISHLIST_PAGE_SIZE = 3;

function RemoveButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const wishlist = useWishlistToggle(courseId);
  return (
    <CourseToggleButton
      toggle={wishlist}
      className="button button--ghost learner-list__action"
      action="remove"
      title={title}
    >
      {t('wishlist.remove')}
    </CourseToggleButton>
  );
}

/** Buy now, to checkout with the course; nothing for a course bought (its card leads to it). */
function BuyLink({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  if (useOwnsCourse(courseId)) return null;
  return (
    <Link className="button button--primary learner-list__action" to={checkoutHref(courseId)}>
      {t('course.buyNow')}
      <span className="visually-hidden">: {title}</span>
    </Link>
  );
}

/** `/learner/wishlist?page=`: the wishlisted courses, with remove; the address holds the page. */
export function WishlistPage() {
  const paging = usePageParam();
  const { page } = paging;
  const wishlist = useQuery(wishlistQueries.list({ per_page: WISHLIST_PAGE_SIZE, page }));
  return (
    <LearnerCourseList
      list="wishlist"
      query={wishlist}
      paging={paging}
      pageSize={WISHLIST_PAGE_SIZE}
      actions={(courseId, title) => (
        <>
          <BuyLink courseId={courseId} title={title} />
          <RemoveButton courseId={courseId} title={title} />
        </>
      )}
    />
  );
}
