import { UnderConstruction } from '@/components/ui/page-frame';

export function DashboardPage() {
  return <UnderConstruction titleKey="pages.dashboard" />;
}
