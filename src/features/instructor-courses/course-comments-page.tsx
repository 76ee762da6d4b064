import { UnderConstruction } from '@/components/ui/page-frame';

export function CourseCommentsPage() {
  return <UnderConstruction titleKey="pages.courseComments" />;
}
