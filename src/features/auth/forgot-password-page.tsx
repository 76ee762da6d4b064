import { UnderConstruction } from '@/components/ui/page-frame';

export function ForgotPasswordPage() {
  return <UnderConstruction titleKey="pages.forgotPassword" />;
}
