import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import type { LearnerCourseCard } from '@/generated/model';
import { paths } from '@/lib/routes';
import { QueryBlock } from '../query/query-block';
import { usePageParam } from '../query/use-page-param';
import { CourseCard } from './course-card';

/** The empty state of the learner's wishlist and cart: the message and a way to the catalogue. */
export function EmptyLearnerList({ text, action }: { text: string; action: string }) {
  return (
    <div className="remote-state" role="status">
      <p>{text}</p>
      <Link className="button button--primary" to={paths.courses}>
        {action}
      </Link>
    </div>
  );
}

/** After a removal empties a page that is not the first, the page before it is shown. */
export function pageAfterRemoval(page: number, shownCount: number): number | null {
  return shownCount === 0 && page > 1 ? page - 1 : null;
}

/** A page of the wishlist or the cart: entries that each hold a course. */
interface LearnerCoursePage {
  data: { id: number; course_id: number; course: LearnerCourseCard }[];
  total: number;
  current_page: number;
  last_page: number;
}

interface LearnerCourseListProps {
  /** The list's query, for the page the address names (`usePageParam`). */
  query: UseQueryResult<LearnerCoursePage>;
  pageSize: number;
  headingId: string;
  /** Already translated texts: the list's heading, its empty state and its pagination. */
  texts: { heading: string; empty: string; browse: string; pages: string };
  /** Shown under the heading, above the cards (the cart's count and total). */
  summary?: ReactNode;
  /** Each card's actions; `title` names the course for screen readers. */
  actions: (courseId: number, title: string) => ReactNode;
}

/**
 * The learner's wishlist and cart pages (part 2 §§3–4, 9): course cards with their actions, paged
 * by the address. Removing reloads the page; an emptied page that is not the first gives way to
 * the one before; a new page moves focus to the list's heading.
 */
export function LearnerCourseList({
  query,
  pageSize,
  headingId,
  texts,
  summary,
  actions,
}: LearnerCourseListProps) {
  const { page, setPage } = usePageParam();
  const listTop = useRef<HTMLHeadingElement>(null);

  const shown = query.data && !query.isPlaceholderData ? query.data.data.length : null;
  useEffect(() => {
    const previous = shown === null ? null : pageAfterRemoval(page, shown);
    if (previous !== null) setPage(previous);
  }, [shown, page, setPage]);

  const changePage = (next: number) => {
    setPage(next, { push: true });
    listTop.current?.focus({ preventScroll: true });
  };

  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-section__title" ref={listTop} tabIndex={-1}>
        {texts.heading}
      </h2>
      {summary}
      <QueryBlock
        query={query}
        placeholder={<Skeleton count={pageSize} />}
        emptyText=""
        isEmpty={() => false}
      >
        {(answer) =>
          answer.total === 0 ? (
            <EmptyLearnerList text={texts.empty} action={texts.browse} />
          ) : (
            <>
              <ul className="card-grid">
                {answer.data.map((entry) => (
                  <li key={entry.id}>
                    <CourseCard
                      course={entry.course}
                      footer={(title) => actions(entry.course_id, title)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                currentPage={answer.current_page}
                lastPage={answer.last_page}
                onPageChange={changePage}
                label={texts.pages}
              />
            </>
          )
        }
      </QueryBlock>
    </section>
  );
}
