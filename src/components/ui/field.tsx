import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

/** What a field's control spreads on itself so that it is named and described by the frame. */
export interface FieldControl {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  /** Hint, notes, then the error: the error is always the last id. */
  'aria-describedby': string | undefined;
  /** Only for `labelAs: 'text'` (a radio group or a drop zone names itself through it). */
  'aria-labelledby'?: string;
}

export interface FieldProps {
  /** Already translated. */
  label: ReactNode;
  required?: boolean;
  /** Already translated help text under the control. */
  hint?: ReactNode;
  /**
   * Hint, notes and error right under the label rather than after the control: for a group whose
   * controls are long (a list of rows), where a hint at its end would be out of view.
   */
  messagesFirst?: boolean;
  /** A message key (the `server` namespace, or `ns:key`) shown under the control. */
  errorKey?: string | undefined;
  /** Values for the error's placeholders (a limit it names, an example). */
  errorValues?: Record<string, string | number> | undefined;
  /** The control's id when the caller needs a known one (focus targets); a generated one else. */
  id?: string;
  /**
   * How the label is tied to the control: `label` (a `<label for>`, the default), `legend` (the
   * field is a `<fieldset>` of several inputs, which carries the description), or `text` (a
   * title the control names itself by with aria-labelledby: a radio group, a drop zone).
   */
  labelAs?: 'label' | 'legend' | 'text';
  /** More messages announced with the control (a reviewer's notes), rendered before the error. */
  notes?: { id: string; content: ReactNode } | undefined;
  /** The frame's class (`field` by default); the label's extra class. */
  className?: string;
  labelClassName?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one frame of every input, select, file input, group and code entry: label and required
 * mark, hint, error and their ids. An error is announced with its control (aria-invalid and
 * aria-describedby), never as a live region: a refused submit moves focus to the first invalid
 * control, which reads its error then, and the form's own outcome is the one alert
 * (`FormAlert`). A live region per field would read every error at once, and again as each
 * clears while typing.
 */
export function Field({
  label,
  required,
  hint,
  messagesFirst = false,
  errorKey,
  errorValues,
  id: givenId,
  labelAs = 'label',
  notes,
  className = 'field',
  labelClassName,
  children,
}: FieldProps) {
  const { t } = useTranslation('server');
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const describedBy =
    [hint ? hintId : null, notes?.id ?? null, errorKey ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control: FieldControl = {
    id,
    required: required || undefined,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': describedBy,
    ...(labelAs === 'text' ? { 'aria-labelledby': labelId } : {}),
  };
  const mark = required ? (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const messages = (
    <>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {notes?.content}
      {errorKey ? (
        <p className="field__error" id={errorId}>
          {t(errorKey, errorValues)}
        </p>
      ) : null}
    </>
  );
  const labelClass = `field__label${labelClassName ? ` ${labelClassName}` : ''}`;

  // A group is marked invalid as a whole: focus on a refused submit goes to its first control.
  if (labelAs === 'legend')
    return (
      <fieldset
        className={className}
        aria-invalid={control['aria-invalid']}
        aria-describedby={describedBy}
      >
        <legend className={labelClass}>
          {label}
          {mark}
        </legend>
        {messagesFirst ? messages : null}
        {children(control)}
        {messagesFirst ? null : messages}
      </fieldset>
    );
  return (
    <div className={className}>
      {labelAs === 'text' ? (
        <span className={labelClass} id={labelId}>
          {label}
          {mark}
        </span>
      ) : (
        <label className={labelClass} htmlFor={id}>
          {label}
          {mark}
        </label>
      )}
      {messagesFirst ? messages : null}
      {children(control)}
      {messagesFirst ? null : messages}
    </div>
  );
}

/** The class of a control in its frame: marked invalid when it has an error (or a note). */
export const controlClass = (flagged: boolean, base = 'field__input') =>
  `${base}${flagged ? ` ${base}--invalid` : ''}`;
