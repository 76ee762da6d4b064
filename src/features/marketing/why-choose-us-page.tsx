import { UnderConstruction } from '@/components/ui/page-frame';

export function WhyChooseUsPage() {
  return <UnderConstruction titleKey="pages.whyChooseUs" />;
}
