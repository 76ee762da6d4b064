import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { teachProduct } from '@/lib/routes';
import type { RouteHandle } from '../route-table';

/** "Page · Academy", in the current language. */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { slug } = useParams();
  let titleKey = handle?.route.titleKey ?? 'notFound.title';
  if (handle?.route.key === 'teach' && !teachProduct(slug)) titleKey = 'notFound.title';
  const title = `${t(titleKey)} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
