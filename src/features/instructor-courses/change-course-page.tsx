import { UnderConstruction } from '@/components/ui/page-frame';

export function ChangeCoursePage() {
  return <UnderConstruction titleKey="pages.changeCourse" />;
}
