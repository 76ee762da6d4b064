import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';
import type { RemoteData } from './use-remote-data';
import './content.css';

interface RemoteBlockProps<T> {
  state: RemoteData<T> & { retry: () => void };
  /** What shows while loading; card skeletons by default. */
  placeholder?: ReactNode;
  /** Already translated text for an answer with nothing to show. */
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading ends in content, an empty state, or an error state with a way to try again. */
export function RemoteBlock<T>({
  state,
  placeholder = <Skeleton />,
  emptyText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: RemoteBlockProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'loading') return placeholder;
  if (state.status === 'error')
    return (
      <div className="remote-state remote-state--error" role="alert">
        <p>{t('remote.failed')}</p>
        <button type="button" className="button button--ghost" onClick={state.retry}>
          {t('remote.retry')}
        </button>
      </div>
    );
  if (isEmpty(state.data))
    return (
      <p className="remote-state" role="status">
        {emptyText}
      </p>
    );
  return children(state.data);
}
