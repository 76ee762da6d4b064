import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { CourseCard } from '@/entities/course/course-card';
import { EmptyLearnerList, pageAfterRemoval } from '@/entities/course/learner-list-states';
import { QueryBlock } from '@/entities/query/query-block';
import { usePageParam } from '@/entities/query/use-page-param';
import { useWishlistToggle } from '@/entities/wishlist/use-wishlist-toggle';
import { wishlistQueries } from '@/entities/wishlist/wishlist-queries';

/** Part 2 §9: three courses to a page. */
export const WISHLIST_PAGE_SIZE = 3;

function RemoveButton({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation('courses');
  const wishlist = useWishlistToggle(courseId);
  return (
    <button
      type="button"
      className="button button--ghost learner-list__action"
      disabled={!wishlist.ready || !wishlist.shownIn}
      aria-busy={wishlist.busy}
      onClick={wishlist.toggle}
    >
      {t('wishlist.remove')}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}

/** `/learner/wishlist?page=`: the wishlisted courses, with remove; the address holds the page. */
export function WishlistPage() {
  const { t } = useTranslation('courses');
  const { page, setPage } = usePageParam();
  const listTop = useRef<HTMLHeadingElement>(null);
  const wishlist = useQuery(wishlistQueries.list({ per_page: WISHLIST_PAGE_SIZE, page }));

  // Removing reloads the page; an emptied page that is not the first gives way to the one before.
  const shown = wishlist.data && !wishlist.isPlaceholderData ? wishlist.data.data.length : null;
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
      <PageBanner tone="warm" title={t('wishlist.title')} text={<p>{t('wishlist.text')}</p>} />
      <section className="content-section" aria-labelledby="wishlist-courses">
        <h2 id="wishlist-courses" className="content-section__title" ref={listTop} tabIndex={-1}>
          {t('wishlist.list')}
        </h2>
        <QueryBlock
          query={wishlist}
          placeholder={<Skeleton count={WISHLIST_PAGE_SIZE} />}
          emptyText=""
          isEmpty={() => false}
        >
          {(answer) =>
            answer.total === 0 ? (
              <EmptyLearnerList text={t('wishlist.empty')} action={t('wishlist.browse')} />
            ) : (
              <>
                <ul className="card-grid">
                  {answer.data.map((entry) => (
                    <li key={entry.id}>
                      <CourseCard
                        course={entry.course}
                        footer={(title) => (
                          <RemoveButton courseId={entry.course_id} title={title} />
                        )}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  currentPage={answer.current_page}
                  lastPage={answer.last_page}
                  onPageChange={changePage}
                  label={t('wishlist.pages')}
                />
              </>
            )
          }
        </QueryBlock>
      </section>
    </>
  );
}
