import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DEV_MESSAGE_LENGTH } from '../handlers/dev';
import { DevCallError, devApi } from './dev-api';
import { SectionState } from './section-state';
import { useSectionData } from './use-section-data';

type Errors = { user_id?: string; message?: string };

/** Sends a notification to any user: stored for them and pushed on their channel. */
export function NotifySection() {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const load = useCallback(() => devApi.users().then((answer) => answer.users), []);
  const [state, reload] = useSectionData(load);
  const [userId, setUserId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const messageOf = (code: string | undefined) =>
    code === 'required'
      ? t('common.required')
      : code === 'too_long'
        ? t('common.tooLong', { max: MAX_DEV_MESSAGE_LENGTH })
        : t('common.invalid');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSent('');
    setFailed(false);
    const found: Errors = {};
    if (!userId) found.user_id = t('common.required');
    if (!message.trim()) found.message = t('common.required');
    else if (message.trim().length > MAX_DEV_MESSAGE_LENGTH) found.message = messageOf('too_long');
    setErrors(found);
    if (found.user_id || found.message) {
      form.querySelector<HTMLElement>(found.user_id ? 'select' : 'textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      await devApi.notify(Number(userId), message.trim());
      const user =
        state.status === 'ready' ? state.data.find((u) => String(u.id) === userId) : null;
      setSent(t('notify.sent', { name: user?.name ?? userId }));
      setMessage('');
    } catch (error) {
      if (error instanceof DevCallError && error.status === 422)
        setErrors({
          user_id: error.errors.user_id && messageOf(error.errors.user_id[0]),
          message: error.errors.message && messageOf(error.errors.message[0]),
        });
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state.status !== 'ready') return <SectionState state={state} onRetry={reload} />;

  return (
    <form className="dev-panel__section" noValidate onSubmit={(event) => void submit(event)}>
      <div className="dev-panel__field">
        <label htmlFor={`${id}-user`}>{t('notify.user')}</label>
        <select
          id={`${id}-user`}
          value={userId}
          aria-invalid={errors.user_id ? true : undefined}
          aria-describedby={errors.user_id ? `${id}-user-error` : undefined}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">{t('notify.choose')}</option>
          {state.data.map((user) => (
            <option key={user.id} value={user.id}>
              {t('notify.userOption', {
                name: user.name,
                email: user.email,
                role: t(`notify.roles.${user.role}`),
              })}
            </option>
          ))}
        </select>
        {errors.user_id && (
          <p id={`${id}-user-error`} className="dev-panel__field-error">
            {errors.user_id}
          </p>
        )}
      </div>
      <div className="dev-panel__field">
        <label htmlFor={`${id}-message`}>{t('notify.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="dev-panel__field-error">
            {errors.message}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="dev-panel__error">
          {t('common.failed')}
        </p>
      )}
      <p role="status" className="dev-panel__success">
        {sent}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('notify.send')}
      </button>
    </form>
  );
}
