import { UnderConstruction } from '@/components/ui/page-frame';

export function SingleCoursePage() {
  return <UnderConstruction titleKey="pages.singleCourse" />;
}
