import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { ContentSection } from '@/components/ui/content-section';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { CourseCard } from '@/entities/course/course-card';
import { FirstCards } from '@/entities/query/first-cards';
import { paths } from '@/lib/routes';

/** Two featured courses on home, the newest approved ones. */
export const FEATURED_COURSE_COUNT = 2;

export function FeaturedCoursesSection() {
  const { t } = useTranslation('marketing');
  // Read and drawn once near the screen: at the end of the home page (useNearViewport).
  const { ref, near } = useNearViewport<HTMLElement>();
  const courses = useQuery({ ...catalogueQueries.list({ page: 1 }), enabled: near });
  return (
    <ContentSection
      ref={ref}
      title={t('featuredCourses.title')}
      action={<Link to={paths.courses}>{t('featuredCourses.all')}</Link>}
    >
      <FirstCards
        query={courses}
        count={FEATURED_COURSE_COUNT}
        emptyText={t('featuredCourses.empty')}
        className="card-grid card-grid--two"
        card={(course) => <CourseCard course={course} offerBuy />}
      />
    </ContentSection>
  );
}
