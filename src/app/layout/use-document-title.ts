import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { usePageTitleOverride } from '@/components/ui/page-title';
import { teachProduct } from '@/lib/routes';
import type { RouteHandle } from '../route-table';

/**
 * "Page · Academy", in the current language: the page's own name when it gave one (a course's
 * title, usePageTitle), else its route's title. Answers the title, for the route announcer.
 */
export function useDocumentTitle(): string {
  const { t, i18n } = useTranslation();
  const pageTitle = usePageTitleOverride();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { slug } = useParams();
  let titleKey = handle?.route.titleKey ?? 'notFound.title';
  if (handle?.route.key === 'teach' && !teachProduct(slug)) titleKey = 'notFound.title';
  const title = `${pageTitle ?? t(titleKey)} · ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
  return title;
}
