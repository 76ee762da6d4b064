import { UnderConstruction } from '@/components/ui/page-frame';

/** `/teach-on-{product}`: the landing page for prospective instructors. */
export function TeachPage() {
  return <UnderConstruction titleKey="pages.teach" />;
}
