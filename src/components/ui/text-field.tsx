import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

interface TextFieldProps {
  /** Already translated. */
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A message key from the `server` namespace (the backend's keys and the client rules share them). */
  errorKey?: string | undefined;
  /** Already translated help text shown under the field. */
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled input whose error sits under it and is announced with it (aria-describedby),
 * so the message reaches screen-reader users at the field it is about.
 */
export function TextField({
  label,
  name,
  value,
  onValueChange,
  errorKey,
  hint,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  required = false,
  disabled = false,
  inputRef,
}: TextFieldProps) {
  // Field errors are the backend's keys (and the client rules reuse them).
  const { t } = useTranslation('server');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorKey ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    value,
    required,
    disabled,
    autoComplete,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `field__input${errorKey ? ' field__input--invalid' : ''}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
    ref: inputRef,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} />
      )}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {errorKey ? (
        <p className="field__error" id={errorId}>
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
