import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass, Field, type FieldProps } from './field';
import './forms.css';

interface TextFieldProps extends Pick<
  FieldProps,
  'label' | 'hint' | 'errorKey' | 'errorValues' | 'id' | 'notes' | 'className' | 'labelClassName'
> {
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time';
  /** The earliest value a date or time input offers (`YYYY-MM-DD`, `HH:mm`). */
  min?: string;
  multiline?: boolean;
  rows?: number;
  /** Already translated: an example of what to type, shown while the control is empty. */
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
  /** Marks the control as needing attention without an error (a reviewer's note on it). */
  flagged?: boolean;
  /** A password's show/hide button, with its two already translated labels. */
  reveal?: { show: string; hide: string };
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A text input or text area in the field frame (label, hint, error announced with it). */
export function TextField({
  name,
  value,
  onValueChange,
  type = 'text',
  multiline = false,
  rows = 5,
  placeholder,
  autoComplete,
  inputMode,
  required = false,
  disabled = false,
  flagged = false,
  reveal,
  inputRef,
  min,
  ...frame
}: TextFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field {...frame} required={required}>
      {(control) => {
        const shared = {
          ...control,
          name,
          value,
          disabled,
          placeholder,
          autoComplete,
          className: controlClass(Boolean(frame.errorKey) || flagged),
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onValueChange(event.target.value),
          ref: inputRef,
        };
        if (multiline) return <textarea {...shared} rows={rows} />;
        const input = (
          <input
            {...shared}
            type={reveal && shown ? 'text' : type}
            inputMode={inputMode}
            min={min}
          />
        );
        if (!reveal) return input;
        return (
          <div className="password-field">
            {input}
            <button
              type="button"
              className="password-field__toggle"
              aria-pressed={shown}
              aria-controls={control.id}
              onClick={() => setShown((was) => !was)}
            >
              {shown ? reveal.hide : reveal.show}
            </button>
          </div>
        );
      }}
    </Field>
  );
}
