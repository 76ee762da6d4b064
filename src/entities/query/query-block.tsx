import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import '@/components/ui/content.css';

interface QueryBlockProps<T> {
  query: UseQueryResult<T>;
  /** What shows on the first load; card skeletons by default. */
  placeholder?: ReactNode;
  /** Already translated text for an answer with nothing to show. */
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A block of server data in every state: the first load shows the placeholder; a failure shows
 * a translated error with Retry; an empty answer its text; data its content. While the next page
 * or search loads, the previous data stays on screen marked busy (no skeleton flash).
 */
export function QueryBlock<T>({
  query,
  placeholder = <Skeleton />,
  emptyText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: QueryBlockProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return placeholder;
  if (query.isError && (query.data === undefined || query.isPlaceholderData))
    return (
      <div className="remote-state remote-state--error" role="alert">
        <p>{t('remote.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('remote.retry')}
        </button>
      </div>
    );
  const data = query.data as T;
  if (isEmpty(data))
    return (
      <p className="remote-state" role="status">
        {emptyText}
      </p>
    );
  const busy = query.isPlaceholderData && query.isFetching;
  return (
    <div className={busy ? 'query-block query-block--busy' : 'query-block'} aria-busy={busy}>
      {children(data)}
    </div>
  );
}
