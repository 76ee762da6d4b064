import { UnderConstruction } from '@/components/ui/page-frame';

export function BlogListPage() {
  return <UnderConstruction titleKey="pages.blog" />;
}
