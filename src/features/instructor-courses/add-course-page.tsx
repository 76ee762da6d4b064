import { UnderConstruction } from '@/components/ui/page-frame';

export function AddCoursePage() {
  return <UnderConstruction titleKey="pages.addCourse" />;
}
