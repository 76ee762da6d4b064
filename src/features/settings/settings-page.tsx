import { UnderConstruction } from '@/components/ui/page-frame';

export function InstructorSettingsPage() {
  return <UnderConstruction titleKey="pages.settings" />;
}

export function LearnerSettingsPage() {
  return <UnderConstruction titleKey="pages.settings" />;
}
