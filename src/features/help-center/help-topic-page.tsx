import { UnderConstruction } from '@/components/ui/page-frame';

export function InstructorHelpTopicPage() {
  return <UnderConstruction titleKey="pages.helpTopic" />;
}

export function LearnerHelpTopicPage() {
  return <UnderConstruction titleKey="pages.helpTopic" />;
}
