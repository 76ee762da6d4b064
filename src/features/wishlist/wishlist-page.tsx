import { UnderConstruction } from '@/components/ui/page-frame';

export function WishlistPage() {
  return <UnderConstruction titleKey="pages.wishlist" />;
}
