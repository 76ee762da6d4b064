import { UnderConstruction } from '@/components/ui/page-frame';

export function HomePage() {
  return <UnderConstruction titleKey="pages.home" />;
}
