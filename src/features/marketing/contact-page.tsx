import { UnderConstruction } from '@/components/ui/page-frame';

export function ContactPage() {
  return <UnderConstruction titleKey="pages.contact" />;
}
