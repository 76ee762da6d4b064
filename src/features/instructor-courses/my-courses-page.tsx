import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import { PagedCardGrid } from '@/entities/query/paged-card-grid';
import { usePageParam } from '@/entities/query/use-page-param';
import { PageBanner } from '@/components/ui/page-banner';
import { href } from '@/lib/routes';
import { InstructorCourseCard } from './instructor-course-card';
import './my-courses.css';
import { ButtonLink } from '@/components/ui/action-button';

/** `/instructor/my-courses?page=n`: the instructor's courses with their review status. */
export function MyCoursesPage() {
  const { t } = useTranslation('my-courses');
  // The address always names the page shown, so a reload or a shared link lands on it.
  const paging = usePageParam({ showInAddress: true });
  const courses = useQuery(instructorCourseQueries.list({ page: paging.page }));

  const addCourseLink = (
    <ButtonLink to={href('instructorAddCourses')}>{t('myCourses.addCourse')}</ButtonLink>
  );

  return (
    <>
      <PageBanner tone="tinted" title={t('myCourses.title')} text={<p>{t('myCourses.text')}</p>}>
        <div className="my-courses__actions">
          {addCourseLink}
          <ButtonLink look="ghost" to={href('instructorSettings')}>
            {t('myCourses.editProfile')}
          </ButtonLink>
        </div>
      </PageBanner>
      <PagedCardGrid
        query={courses}
        paging={paging}
        headingId="my-courses-list"
        heading={t('myCourses.listTitle')}
        listClassName="card-grid my-courses__grid"
        pagesLabel={t('myCourses.pages')}
        empty={t('myCourses.empty')}
        footer={
          courses.data?.total === 0 ? (
            <div className="my-courses__empty-action">{addCourseLink}</div>
          ) : null
        }
        renderItem={(course) => <InstructorCourseCard course={course} />}
      />
    </>
  );
}
