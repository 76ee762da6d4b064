import { UnderConstruction } from '@/components/ui/page-frame';

export function SignInPage() {
  return <UnderConstruction titleKey="pages.signIn" />;
}
