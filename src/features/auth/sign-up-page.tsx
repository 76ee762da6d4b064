import { UnderConstruction } from '@/components/ui/page-frame';

export function SignUpPage() {
  return <UnderConstruction titleKey="pages.signUp" />;
}
