import { UnderConstruction } from '@/components/ui/page-frame';

export function ShoppingCartPage() {
  return <UnderConstruction titleKey="pages.shoppingCart" />;
}
