import { UnderConstruction } from '@/components/ui/page-frame';

export function ChangePasswordPage() {
  return <UnderConstruction titleKey="pages.changePassword" />;
}
