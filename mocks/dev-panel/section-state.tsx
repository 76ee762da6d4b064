import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../src/lib/format/price';
import { isLanguage } from '../../src/lib/i18n/languages';
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

/**
 * A section's action (set a mode, settle, end a cooldown): its success note and whether it
 * failed. `run` answers the note to show; `after` runs on success (e.g. reload the section).
 */
export function useSectionAction(after?: () => void) {
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState(false);
  const act = async (run: () => Promise<string>) => {
    setFailed(false);
    try {
      setNote(await run());
      after?.();
    } catch {
      setFailed(true);
    }
  };
  return { note, failed, act };
}

/** What the last action did: its note (announced politely), or that it failed. */
export function ActionOutcome({ note, failed }: { note: string; failed: boolean }) {
  const { t } = useTranslation('dev-panel');
  return (
    <>
      <p role="status" className="dev-panel__success">
        {note}
      </p>
      {failed && (
        <p role="alert" className="dev-panel__error">
          {t('common.failed')}
        </p>
      )}
    </>
  );
}

/** A list's heading with the button that loads it again. */
export function ListHeading({ title, onRefresh }: { title: string; onRefresh: () => void }) {
  const { t } = useTranslation('dev-panel');
  return (
    <div className="dev-panel__row">
      <h3>{title}</h3>
      <button type="button" className="button button--ghost" onClick={onRefresh}>
        {t('common.refresh')}
      </button>
    </div>
  );
}

/**
 * An amount as the server sent it (a decimal string), shown in the panel's language the way the
 * app shows money: never through a binary float.
 */
export function useMoney(): (amount: string, currency: string) => string {
  const { i18n } = useTranslation('dev-panel');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (amount, currency) => formatAmount(amount, currency, language);
}
