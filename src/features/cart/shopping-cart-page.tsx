import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { cartQueries } from '@/entities/cart/cart-queries';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { useCartToggle } from '@/entities/cart/use-cart-toggle';
import { CourseCard } from '@/entities/course/course-card';
import { EmptyLearnerList, pageAfterRemoval } from '@/entities/course/learner-list-states';
import { QueryBlock } from '@/entities/query/query-block';
import { usePageParam } from '@/entities/query/use-page-param';
import { useWishlistToggle } from '@/entities/wishlist/use-wishlist-toggle';
import { cartSum } from './cart-total';
import './shopping-cart.css';

/** Part 2 §9: four courses to a page. */
export const CART_PAGE_SIZE = 4;

function CartItemActions({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const cart = useCartToggle(courseId);
  const wishlist = useWishlistToggle(courseId);
  return (
    <>
      <Link className="button button--primary" to={checkoutHref(courseId)}>
        {t('cart.checkout')}
        <span className="visually-hidden">: {title}</span>
      </Link>
      <button
        type="button"
        className="button button--ghost"
        // Moving adds to the wishlist and keeps the course in the cart (part 2 §4).
        disabled={!wishlist.ready || wishlist.shownIn}
        aria-busy={wishlist.busy}
        onClick={wishlist.toggle}
      >
        {wishlist.shownIn ? t('cart.inWishlist') : t('cart.moveToWishlist')}
        <span className="visually-hidden">: {title}</span>
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={!cart.ready || !cart.shownIn}
        aria-busy={cart.busy}
        onClick={cart.toggle}
      >
        {t('cart.remove')}
        <span className="visually-hidden">: {title}</span>
      </button>
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
        <span className="cart-summary__sum">{t('cart.sum', { sum })}</span>
      ) : null}
    </p>
  );
}

/** `/learner/shopping-cart?page=`: the cart's courses, its count and total, remove and move. */
export function ShoppingCartPage() {
  const { t } = useTranslation('courses');
  const { page, setPage } = usePageParam();
  const listTop = useRef<HTMLHeadingElement>(null);
  const cart = useQuery(cartQueries.list({ per_page: CART_PAGE_SIZE, page }));

  const shown = cart.data && !cart.isPlaceholderData ? cart.data.data.length : null;
  useEffect(() => {
    const previous = shown === null ? null : pageAfterRemoval(page, shown);
    if (previous !== null) setPage(previous);
  }, [shown, page, setPage]);

  const changePage = (next: number) => {
    setPage(next, { push: true });
    listTop.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageBanner tone="warm" title={t('cart.title')} text={<p>{t('cart.text')}</p>} />
      <section className="content-section" aria-labelledby="cart-courses">
        <h2 id="cart-courses" className="content-section__title" ref={listTop} tabIndex={-1}>
          {t('cart.list')}
        </h2>
        <CartSummary />
        <QueryBlock
          query={cart}
          placeholder={<Skeleton count={CART_PAGE_SIZE} />}
          emptyText=""
          isEmpty={() => false}
        >
          {(answer) =>
            answer.total === 0 ? (
              <EmptyLearnerList text={t('cart.empty')} action={t('cart.browse')} />
            ) : (
              <>
                <ul className="card-grid">
                  {answer.data.map((entry) => (
                    <li key={entry.id}>
                      <CourseCard
                        course={entry.course}
                        footer={(title) => (
                          <CartItemActions courseId={entry.course_id} title={title} />
                        )}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  currentPage={answer.current_page}
                  lastPage={answer.last_page}
                  onPageChange={changePage}
                  label={t('cart.pages')}
                />
              </>
            )
          }
        </QueryBlock>
      </section>
    </>
  );
}
