import { UnderConstruction } from '@/components/ui/page-frame';

export function CheckoutPage() {
  return <UnderConstruction titleKey="pages.checkout" />;
}
