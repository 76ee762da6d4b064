import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import '@/components/ui/forms.css';

export interface FieldFeedback {
  /** A message key (server namespace, or `course-form:…`) shown under the field. */
  errorKey?: string | undefined;
  /** The reviewer's messages about this field of a declined course, already in the UI language. */
  reviewNotes?: string[] | undefined;
}

/** The reviewer's notes of a field, as the field frame's `notes` (announced with the control). */
export function useReviewNotes(id: string, reviewNotes: string[] | undefined) {
  const { t } = useTranslation('course-form');
  if (!reviewNotes?.length) return undefined;
  const notesId = `${id}-review`;
  return {
    id: notesId,
    content: <ReviewNotes id={notesId} title={t('review.label')} notes={reviewNotes} />,
  };
}

/** A reviewer's messages under a title (at a field, or the general ones above the form). */
export function ReviewNotes({ title, notes, id }: { title: string; notes: string[]; id?: string }) {
  return (
    <div className="course-form__review-note" id={id} role={id ? undefined : 'note'}>
      <strong>{title}</strong>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
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

/** A course-form text field: the reviewer's notes under it mark it too. */
export function CourseField({ reviewNotes, ...field }: CourseFieldProps) {
  const notes = useReviewNotes(field.id, reviewNotes);
  return <TextField {...field} rows={4} notes={notes} flagged={Boolean(notes)} />;
}

/**
 * A group of the course form (details, lists, the quiz): a fieldset whose legend names it, with
 * the field frame's hint, error and notes.
 */
export function CourseFormGroup({
  className,
  ...props
}: Omit<FieldProps, 'labelAs' | 'labelClassName'>) {
  return (
    <Field
      {...props}
      labelAs="legend"
      className={className ? `course-form__group ${className}` : 'course-form__group'}
      labelClassName="course-form__legend"
    />
  );
}
