import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

interface FormAlertProps {
  tone: 'success' | 'error' | 'info';
  /** A message key from the `server` namespace (another's as `ns:key`). */
  messageKey: string;
  /** What the message interpolates (a deleted card's brand and last digits). */
  values?: Readonly<Record<string, string>>;
  /** Already translated: a short lead in bold before the message ("Payment declined."). */
  title?: string;
  /** Already translated: a second line under the message ("Nothing was charged."). */
  detail?: string;
  /** What the user can do about it (buttons), under the message. */
  actions?: ReactNode;
  /**
   * Takes focus when it appears: for an outcome that replaces the form's submit button, so the
   * keyboard lands on it and its actions rather than on the page's start.
   */
  focusOnShow?: boolean;
}

/**
 * The outcome of a form. Errors use role="alert" so they are announced at once; successes and
 * information use a polite status region. A plain message is one paragraph; with a detail or
 * actions it is a block of its message, the detail and a row of actions.
 */
export function FormAlert({
  tone,
  messageKey,
  values,
  title,
  detail,
  actions,
  focusOnShow = false,
}: FormAlertProps) {
  const { t } = useTranslation('server');
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  const className = `form-alert form-alert--${tone}`;
  const role = tone === 'error' ? 'alert' : 'status';
  const focusable = focusOnShow ? { ref, tabIndex: -1 } : {};
  const message = (
    <>
      {title ? <strong>{title}</strong> : null}
      {title ? ' ' : null}
      {t(messageKey, { ...values })}
    </>
  );
  if (!detail && !actions)
    return (
      <p className={className} role={role} {...focusable}>
        {message}
      </p>
    );
  return (
    <div className={`${className} form-alert--block`} role={role} {...focusable}>
      <p>{message}</p>
      {detail ? <p>{detail}</p> : null}
      {actions ? <div className="form-alert__actions">{actions}</div> : null}
    </div>
  );
}
