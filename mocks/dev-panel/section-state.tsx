import { useTranslation } from 'react-i18next';
import type { Loadable } from './use-section-data';

/** The loading and failed states every section shows the same way. */
export function SectionState({
  state,
  onRetry,
}: {
  state: Loadable<unknown>;
  onRetry: () => void;
}) {
  const { t } = useTranslation('dev-panel');
  if (state.status === 'loading')
    return (
      <p role="status" className="dev-panel__muted">
        {t('common.loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div role="alert" className="dev-panel__error">
        <p>{t('common.failed')}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.refresh')}
        </button>
      </div>
    );
  return null;
}
