import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  /** Already translated. */
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A message key from the `server` namespace. */
  errorKey?: string | undefined;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle; its error sits under it and is announced with it. */
export function PasswordField({
  label,
  name,
  value,
  onValueChange,
  errorKey,
  hint,
  autoComplete,
}: PasswordFieldProps) {
  const { t } = useTranslation('settings');
  const { t: tServer } = useTranslation('server');
  const [shown, setShown] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorKey ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="password-field">
        <input
          id={id}
          name={name}
          value={value}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`field__input${errorKey ? ' field__input--invalid' : ''}`}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? t('password.hide', { field: label }) : t('password.show', { field: label })}
        </button>
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {errorKey ? (
        <p className="field__error" id={errorId}>
          {tServer(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
