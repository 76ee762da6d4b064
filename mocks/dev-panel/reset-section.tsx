import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http';
import { devApi } from './dev-api';

/** Back to the seed; the page reloads signed out (the old token no longer exists). */
export function ResetSection({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('dev-panel');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const reset = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await devApi.reset();
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="dev-panel__section">
      <p>{t('reset.explain')}</p>
      {failed && (
        <p role="alert" className="dev-panel__error">
          {t('common.failed')}
        </p>
      )}
      {confirming ? (
        <div className="dev-panel__row">
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void reset()}
          >
            {t('reset.confirm')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(false)}
          >
            {t('reset.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('reset.button')}
        </button>
      )}
    </div>
  );
}
