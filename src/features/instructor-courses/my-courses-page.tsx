import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { href } from '@/lib/routes';
import { InstructorCourseCard } from './instructor-course-card';
import { parsePageQuery } from './page-query';
import './my-courses.css';

/** `/instructor/my-courses?page=n`: the instructor's courses with their review status. */
export function MyCoursesPage() {
  const { t } = useTranslation('my-courses');
  const [searchParams, setSearchParams] = useSearchParams();
  const queryPage = parsePageQuery(searchParams.get('page'));
  const page = queryPage ?? 1;
  const listTop = useRef<HTMLHeadingElement>(null);

  // The address always names the page shown, so a reload or a shared link lands on it.
  useEffect(() => {
    if (queryPage !== page) setSearchParams({ page: String(page) }, { replace: true });
  }, [page, queryPage, setSearchParams]);

  const courses = useQuery(instructorCourseQueries.list({ page }));

  const changePage = (next: number) => {
    // Part 2 §4: page changes replace the page query parameter.
    setSearchParams({ page: String(next) }, { replace: true });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const addCourseLink = (
    <Link className="button button--primary" to={href('instructorAddCourses')}>
      {t('myCourses.addCourse')}
    </Link>
  );

  return (
    <>
      <PageBanner tone="tinted" title={t('myCourses.title')} text={<p>{t('myCourses.text')}</p>}>
        <div className="my-courses__actions">
          {addCourseLink}
          <Link className="button button--ghost" to={href('instructorSettings')}>
            {t('myCourses.editProfile')}
          </Link>
        </div>
      </PageBanner>
      <section className="content-section" aria-labelledby="my-courses-list">
        <h2 id="my-courses-list" className="content-section__title" ref={listTop} tabIndex={-1}>
          {t('myCourses.listTitle')}
        </h2>
        <QueryBlock
          query={courses}
          placeholder={<Skeleton count={6} />}
          emptyText={t('myCourses.empty')}
          isEmpty={(answer) => answer.total === 0}
        >
          {(answer) => (
            <>
              {answer.data.length === 0 ? (
                <p className="remote-state" role="status">
                  {t('myCourses.emptyPage')}
                </p>
              ) : (
                <ul className="card-grid my-courses__grid">
                  {answer.data.map((course) => (
                    <li key={course.id}>
                      <InstructorCourseCard course={course} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                currentPage={answer.current_page}
                lastPage={answer.last_page}
                onPageChange={changePage}
                label={t('myCourses.pages')}
              />
            </>
          )}
        </QueryBlock>
        {courses.data?.total === 0 ? (
          <div className="my-courses__empty-action">{addCourseLink}</div>
        ) : null}
      </section>
    </>
  );
}
