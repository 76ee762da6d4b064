import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/ui/forms.css';

export interface FieldFeedback {
  /** A message key (server namespace, or `course-form:…`) shown under the field. */
  errorKey?: string | undefined;
  /** The reviewer's messages about this field of a declined course, already in the UI language. */
  reviewNotes?: string[] | undefined;
}

/** Ids of the messages under a field, for its aria-describedby. */
export const feedbackIds = (id: string, { errorKey, reviewNotes }: FieldFeedback) =>
  [errorKey ? `${id}-error` : null, reviewNotes?.length ? `${id}-review` : null]
    .filter(Boolean)
    .join(' ') || undefined;

/** The error and the reviewer's notes under a field (or a list), each announced with it. */
export function FieldMessages({ id, errorKey, reviewNotes }: FieldFeedback & { id: string }) {
  const { t } = useTranslation('course-form');
  return (
    <>
      {errorKey ? (
        <p className="field__error" id={`${id}-error`}>
          {t(errorKey, { ns: 'server' })}
        </p>
      ) : null}
      {reviewNotes?.length ? (
        <div className="course-form__review-note" id={`${id}-review`}>
          <strong>{t('review.label')}</strong>
          <ul>
            {reviewNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

interface CourseFieldProps extends FieldFeedback {
  id: string;
  /** Already translated. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  multiline?: boolean;
  required?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled course-form input or text area with its error and the reviewer's notes under it. */
export function CourseField({
  id,
  label,
  value,
  onValueChange,
  multiline = false,
  required = false,
  inputMode,
  inputRef,
  errorKey,
  reviewNotes,
}: CourseFieldProps) {
  const flagged = Boolean(errorKey) || Boolean(reviewNotes?.length);
  const shared = {
    id,
    value,
    required,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': feedbackIds(id, { errorKey, reviewNotes }),
    className: `field__input${flagged ? ' field__input--invalid' : ''}`,
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
        <textarea {...shared} rows={4} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      <FieldMessages id={id} errorKey={errorKey} reviewNotes={reviewNotes} />
    </div>
  );
}
