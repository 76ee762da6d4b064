import { useParams } from 'react-router';
import { TeachPage } from '@/features/marketing/teach-page';
import { NotFoundPage } from '@/features/status-pages/status-page';
import { teachProduct } from '@/lib/routes';

// react-router has no partial segments, so `/teach-on-{product}` is `/:slug` and the app tells
// the landing page from an unknown path here.
export function TeachOrNotFound() {
  const { slug } = useParams();
  return teachProduct(slug) ? <TeachPage /> : <NotFoundPage />;
}
