import { UnderConstruction } from '@/components/ui/page-frame';

export function InstructorHelpCenterPage() {
  return <UnderConstruction titleKey="pages.helpCenter" />;
}

export function LearnerHelpCenterPage() {
  return <UnderConstruction titleKey="pages.helpCenter" />;
}
