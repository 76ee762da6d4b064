import { UnderConstruction } from '@/components/ui/page-frame';

export function VerifyPage() {
  return <UnderConstruction titleKey="pages.verify" />;
}
