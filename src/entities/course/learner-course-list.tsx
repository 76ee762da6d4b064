import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/components/ui/page-banner';
import { Skeleton } from '@/components/ui/skeleton';
import type { LearnerCourseCard } from '@/generated/model';
import { paths } from '@/lib/routes';
import { PagedCardGrid } from '../query/paged-card-grid';
import type { PageParam } from '../query/use-page-param';
import { CourseCard } from './course-card';
import { ButtonLink } from '@/components/ui/action-button';

/** The empty state of the learner's wishlist and cart: the message and a way to the catalogue. */
export function EmptyLearnerList({ text, action }: { text: string; action: string }) {
  return (
    <div className="remote-state" role="status">
      <p>{text}</p>
      <ButtonLink to={paths.courses}>{action}</ButtonLink>
    </div>
  );
}

/** A page of the wishlist or the cart: entries that each hold a course. */
interface LearnerCoursePage {
  data: { id: number; course_id: number; course: LearnerCourseCard }[];
  total: number;
  current_page: number;
  last_page: number;
}

interface LearnerCourseListProps {
  /** The list's query, for the page `paging` names. */
  query: UseQueryResult<LearnerCoursePage>;
  /** From `usePageParam`. */
  paging: PageParam;
  pageSize: number;
  /**
   * Which list: its words sit in the `courses` namespace under `{list}.`: the banner's title and
   * text, the list's heading, its empty state and its pagination.
   */
  list: 'cart' | 'wishlist';
  /** Shown under the heading, above the cards (the cart's count and total). */
  summary?: ReactNode;
  /** Each card's actions; `title` names the course for screen readers. */
  actions: (courseId: number, title: string) => ReactNode;
}

/**
 * The learner's wishlist and cart pages: the banner, then course cards with their actions, in
 * the shared paged grid. Removing reloads the page; a page that a removal emptied, past the new
 * last page, gives way to the one before (the grid's clamp).
 */
export function LearnerCourseList({
  query,
  paging,
  pageSize,
  list,
  summary,
  actions,
}: LearnerCourseListProps) {
  const { t } = useTranslation('courses');
  return (
    <>
      <PageBanner tone="warm" title={t(`${list}.title`)} text={<p>{t(`${list}.text`)}</p>} />
      <PagedCardGrid
        query={query}
        paging={paging}
        headingId={`${list}-courses`}
        heading={t(`${list}.list`)}
        pagesLabel={t(`${list}.pages`)}
        intro={summary}
        placeholder={<Skeleton count={pageSize} />}
        empty={<EmptyLearnerList text={t(`${list}.empty`)} action={t(`${list}.browse`)} />}
        renderItem={(entry) => (
          <CourseCard course={entry.course} footer={(title) => actions(entry.course_id, title)} />
        )}
      />
    </>
  );
}
