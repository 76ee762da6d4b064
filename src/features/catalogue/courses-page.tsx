import { UnderConstruction } from '@/components/ui/page-frame';

export function CoursesPage() {
  return <UnderConstruction titleKey="pages.courses" />;
}
