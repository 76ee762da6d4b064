// What the three public forms (book a call, contact, the newsletter) share: the binding that
// sends the values and clears them on success, the e-mail field and the frame around the fields.
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { submitPublicForm, type PublicFormKeys } from '@/entities/forms/public-form-outcome';
import {
  textField,
  useFormSubmission,
  type FormSubmission,
  type TextValues,
} from '@/entities/forms/use-form-submission';
import type { ClientRules } from '@/machines/form-submission/form-submission.machine';
import { preferredValue } from '@/lib/validation/public-forms';

/** Each public form's success and failure keys: the spec's, whatever the answer's body says. */
const publicFormKeys = {
  bookCall: {
    success: 'messages.book_call_created',
    failure: 'messages.book_call_creation_failed',
  },
  contact: { success: 'messages.contact_created', failure: 'messages.contact_creation_failed' },
  newsletter: {
    success: 'messages.newsletter_created',
    failure: 'messages.newsletter_creation_failed',
  },
} satisfies Record<string, PublicFormKeys>;

interface PublicFormOptions<Values extends TextValues> {
  /** Which form: it names the outcome's keys. */
  kind: keyof typeof publicFormKeys;
  validate: ClientRules<NoInfer<Values>>;
  initialValues: Values;
  /** The generated call with the request's body; `options` make any answer but 201 a refusal. */
  send: (values: NoInfer<Values>, options: AxiosRequestConfig) => Promise<unknown>;
}

/** A public form bound to the form machine: the outcome is the spec's keys, a success clears it. */
export function usePublicForm<Values extends TextValues>({
  kind,
  validate,
  initialValues,
  send,
}: PublicFormOptions<Values>): FormSubmission<Values> {
  return useFormSubmission({
    validate,
    input: { initialValues, clearOnSuccess: true },
    submit: (values) => submitPublicForm((options) => send(values, options), publicFormKeys[kind]),
  });
}

/** The request's optional preferred day and time (book a call, contact): null when not chosen. */
export const preferredTimes = (values: { preferred_date?: string; preferred_time?: string }) => ({
  preferred_date: preferredValue(values.preferred_date),
  preferred_time: preferredValue(values.preferred_time),
});

/** The required e-mail field of a public form, under `label` (the forms name it their own way). */
export function PublicEmailField<Values extends TextValues & { email: string }>({
  form,
  label,
}: {
  form: FormSubmission<Values>;
  label: string;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      {...textField(form, 'email')}
    />
  );
}

interface PublicFormFrameProps {
  form: Pick<FormSubmission<TextValues>, 'formId' | 'onSubmit' | 'alert' | 'busy'>;
  /** The form's own class beside `form` (its layout). */
  className: string;
  submitLabel: string;
  children: ReactNode;
}

/** The form element with its fields, the outcome announced under them and the send button. */
export function PublicFormFrame({ form, className, submitLabel, children }: PublicFormFrameProps) {
  const { t } = useTranslation('marketing');
  return (
    <form id={form.formId} className={`form ${className}`} noValidate onSubmit={form.onSubmit}>
      {children}
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <SubmitButton busy={form.busy} busyLabel={t('forms.sending')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
