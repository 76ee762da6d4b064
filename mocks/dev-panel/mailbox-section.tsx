import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { devApi } from './dev-api';
import { SectionState } from './section-state';
import { useSectionData } from './use-section-data';

/** The mails the mock "sent": verification codes and reset links, each with a copy button. */
export function MailboxSection() {
  const { t, i18n } = useTranslation('dev-panel');
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [copyNote, setCopyNote] = useState('');
  const hintId = useId();
  const load = useCallback(() => devApi.mailbox(email).then((answer) => answer.mails), [email]);
  const [state, reload] = useSectionData(load);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === email) reload();
    else setEmail(draft.trim());
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote(t('mailbox.copied'));
    } catch {
      setCopyNote(t('mailbox.copyFailed'));
    }
  };

  return (
    <div className="dev-panel__section">
      <form className="dev-panel__inline-form" onSubmit={submit}>
        <div className="dev-panel__field">
          <label htmlFor={`${hintId}-email`}>{t('mailbox.filter')}</label>
          <input
            id={`${hintId}-email`}
            type="search"
            autoComplete="off"
            value={draft}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={hintId} className="dev-panel__muted">
            {t('mailbox.filterHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary">
          {t('mailbox.show')}
        </button>
      </form>
      <p role="status" className="dev-panel__muted">
        {copyNote}
      </p>
      <SectionState state={state} onRetry={reload} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="dev-panel__muted">{t('mailbox.empty')}</p>
        ) : (
          <ul className="dev-panel__list">
            {state.data.map((mail) => (
              <li key={mail.id} className="dev-panel__card">
                <p className="dev-panel__card-title">
                  {t(`mailbox.kinds.${mail.kind}`)} ·{' '}
                  <time dateTime={mail.created_at}>
                    {new Date(mail.created_at).toLocaleString(
                      i18n.language === 'arm' ? 'hy' : i18n.language,
                    )}
                  </time>
                </p>
                <p>{t('mailbox.to', { to: mail.to })}</p>
                {mail.code && (
                  <p className="dev-panel__row">
                    <span>
                      {t('mailbox.code')}: <code>{mail.code}</code>
                    </span>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void copy(mail.code!)}
                    >
                      {t('mailbox.copyCode', { to: mail.to })}
                    </button>
                  </p>
                )}
                {mail.link && (
                  <p className="dev-panel__row">
                    <span>
                      {t('mailbox.link')}: <a href={mail.link}>{mail.link}</a>
                    </span>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void copy(mail.link!)}
                    >
                      {t('mailbox.copyLink', { to: mail.to })}
                    </button>
                  </p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
