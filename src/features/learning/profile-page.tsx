import { UnderConstruction } from '@/components/ui/page-frame';

export function ProfilePage() {
  return <UnderConstruction titleKey="pages.profilePage" />;
}
