import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './content.css';

/** Why server data is not on screen (as the failure mapper names a read's, plus a stop by the user). */
export type RemoteFailureKind = 'not-found' | 'offline' | 'server' | 'refused' | 'stopped';

/** How long a first load may take before the screen says it is still waiting. */
export const SLOW_AFTER_MS = 2000;

interface RemoteFailureProps {
  kind: RemoteFailureKind;
  /** Asks again; offered only where asking again can help (offline, server, stopped). */
  onRetry?: () => void;
  /** Already translated text of a not-found state (says what is missing); a generic one else. */
  notFoundText?: string;
  /** The way out of a not-found state (a link back to the list). */
  action?: ReactNode;
}

const retryable: readonly RemoteFailureKind[] = ['offline', 'server', 'stopped'];

/**
 * What a failed read says: that the thing does not exist (with the way back to the list), that
 * no answer came (offline), that the server failed, or that the user stopped waiting. Only the
 * failures that asking again can mend offer "Try again".
 */
export function RemoteFailure({ kind, onRetry, notFoundText, action }: RemoteFailureProps) {
  const { t } = useTranslation();
  if (kind === 'not-found')
    return (
      <div className="remote-state remote-state--not-found" role="alert">
        <div>
          <p className="remote-state__title">{t('remote.notFound')}</p>
          <p>{notFoundText ?? t('remote.notFoundText')}</p>
        </div>
        {action}
      </div>
    );
  return (
    <div className="remote-state remote-state--error" role="alert">
      <div>
        <p className="remote-state__title">{t('remote.failed')}</p>
        {kind === 'refused' ? null : <p>{t(`remote.${kind}`)}</p>}
      </div>
      {onRetry && retryable.includes(kind) ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('remote.retry')}
        </button>
      ) : null}
      {action}
    </div>
  );
}

/** True once `active` has held for `afterMs` without a break (a load that is taking long). */
export function useStillWaiting(active: boolean, afterMs: number = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    // The next wait starts from nothing.
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active, afterMs]);
  return active && slow;
}

interface StillWaitingProps {
  onStop: () => void;
  onRetry: () => void;
}

/** Said under a placeholder once a load takes long: it keeps waiting, and offers stop and retry. */
export function StillWaiting({ onStop, onRetry }: StillWaitingProps) {
  const { t } = useTranslation();
  return (
    <div className="remote-state remote-state--slow" role="status">
      <p>{t('remote.slow')}</p>
      <button type="button" className="button button--ghost" onClick={onStop}>
        {t('remote.stop')}
      </button>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
