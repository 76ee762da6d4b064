import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Text read by screen readers; "Loading..." when not given. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </span>
  );
}

/** The whole root while the session loads: only a spinner, as the spec says. */
export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spinner size="large" />
    </div>
  );
}
