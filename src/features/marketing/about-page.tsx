import { UnderConstruction } from '@/components/ui/page-frame';

export function AboutPage() {
  return <UnderConstruction titleKey="pages.about" />;
}
