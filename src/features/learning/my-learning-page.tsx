import { UnderConstruction } from '@/components/ui/page-frame';

export function MyLearningPage() {
  return <UnderConstruction titleKey="pages.myLearning" />;
}
