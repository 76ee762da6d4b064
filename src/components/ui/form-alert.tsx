import { useTranslation } from 'react-i18next';
import './forms.css';

interface FormAlertProps {
  tone: 'success' | 'error' | 'info';
  /** A message key from the `server` namespace (another's as `ns:key`). */
  messageKey: string;
  /** What the message interpolates (a deleted card's brand and last digits). */
  values?: Readonly<Record<string, string>>;
}

/**
 * The outcome of a form. Errors use role="alert" so they are announced at once; successes and
 * information use a polite status region.
 */
export function FormAlert({ tone, messageKey, values }: FormAlertProps) {
  const { t } = useTranslation('server');
  return (
    <p className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {t(messageKey, { ...values })}
    </p>
  );
}
