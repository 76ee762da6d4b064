import { UnderConstruction } from '@/components/ui/page-frame';

export function SingleBlogPage() {
  return <UnderConstruction titleKey="pages.singleBlog" />;
}
