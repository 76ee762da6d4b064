import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LearnerCourseCard } from '@/generated/model';
import { PageFrame } from '@/components/ui/page-frame';
import { cartQueries } from '@/entities/cart/cart-queries';
import { CourseCard } from '@/entities/course/course-card';
import { usePurchasedCourses } from '@/entities/purchases/use-purchases';
import { QueryBlock } from '@/entities/query/query-block';
import { FirstCards } from '@/entities/query/first-cards';
import { CertificateList } from '@/entities/quizzes/certificate-list';
import { wishlistQueries } from '@/entities/wishlist/wishlist-queries';
import { href, type RouteKey } from '@/lib/routes';
import { PurchasedCourseGrid } from './purchased-course-grid';
import './learning.css';
import { ButtonLink } from '@/components/ui/action-button';

const PREVIEW_SIZE = 3;

/**
 * The learner's profile page: the first three bought courses, wishlist and cart
 * courses, each row with a way to its full page. Each row loads, fails and retries on its own:
 * one failed call never empties the other two.
 */
export function ProfilePage() {
  const { t } = useTranslation('learning');
  const purchased = usePurchasedCourses();
  const wishlist = useQuery(wishlistQueries.list({ per_page: PREVIEW_SIZE }));
  const cart = useQuery(cartQueries.list({ per_page: PREVIEW_SIZE }));
  return (
    <PageFrame title={t('common:pages.profilePage')}>
      <ProfileSection id="my-learning" title={t('profile.myLearning')} more="learnerMyLearning">
        <QueryBlock query={purchased} emptyText={t('empty')}>
          {(courses) => <PurchasedCourseGrid courses={courses} limit={PREVIEW_SIZE} />}
        </QueryBlock>
      </ProfileSection>
      <ProfileSection id="wishlist" title={t('profile.wishlist')} more="learnerWishlist">
        <CourseList query={wishlist} emptyText={t('profile.wishlistEmpty')} />
      </ProfileSection>
      <ProfileSection id="cart" title={t('profile.cart')} more="learnerShoppingCart">
        <CourseList query={cart} emptyText={t('profile.cartEmpty')} />
      </ProfileSection>
      <CertificateList />
    </PageFrame>
  );
}

interface ProfileSectionProps {
  id: string;
  title: string;
  more: RouteKey;
  children: React.ReactNode;
}

function ProfileSection({ id, title, more, children }: ProfileSectionProps) {
  const { t } = useTranslation('learning');
  const headingId = `profile-${id}`;
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <div className="profile-section__head">
        <h2 id={headingId}>{title}</h2>
        <ButtonLink look="ghost" to={href(more)}>
          {t('profile.viewMore')}
          <span className="visually-hidden">: {title}</span>
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}

/** Wishlist and cart pages answer entries holding a learner course card. */
type CourseEntries = { data: { id: number; course: LearnerCourseCard }[] };

function CourseList<T extends CourseEntries>({
  query,
  emptyText,
}: {
  query: UseQueryResult<T>;
  emptyText: string;
}) {
  return (
    <FirstCards
      query={query}
      count={PREVIEW_SIZE}
      emptyText={emptyText}
      className="profile-cards"
      card={(entry) => (
        <CourseCard
          course={{ ...entry.course, average_rating: entry.course.comments_avg_rating ?? 0 }}
        />
      )}
    />
  );
}
