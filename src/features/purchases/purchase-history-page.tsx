import { UnderConstruction } from '@/components/ui/page-frame';

export function PurchaseHistoryPage() {
  return <UnderConstruction titleKey="pages.purchaseHistory" />;
}
