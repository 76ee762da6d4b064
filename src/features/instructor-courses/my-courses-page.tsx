import { UnderConstruction } from '@/components/ui/page-frame';

export function MyCoursesPage() {
  return <UnderConstruction titleKey="pages.myCourses" />;
}
