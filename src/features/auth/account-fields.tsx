import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import {
  textField,
  type FormSubmission,
  type TextValues,
} from '@/entities/forms/use-form-submission';
import type { FieldName } from '@/machines/form-submission/form-submission.machine';
import { paths } from '@/lib/routes';
import { PASSWORD_MIN } from './account-rules';

interface AccountFormProps {
  form: Pick<FormSubmission<TextValues>, 'formId' | 'onSubmit' | 'alert' | 'busy'>;
  submitLabel: string;
  busyLabel: string;
  /** The fields, after the outcome (and any notice that goes with it). */
  children: ReactNode;
}

/**
 * An account screen's form: its outcome on top (its failure, or a success that stays on the
 * page, announced once), then the fields, then the submit button.
 */
export function AccountForm({ form, submitLabel, busyLabel, children }: AccountFormProps) {
  return (
    <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
      {form.alert ? <FormAlert {...form.alert} /> : null}
      {children}
      <SubmitButton busy={form.busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** The footer link of the password screens, back to sign in. */
export function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Link to={paths.signIn}>{t('forgot.backToSignIn')}</Link>
    </p>
  );
}

type FieldKind = 'text' | 'email' | 'password';

/** The account screens' fields: the value's name, label, kind and what browsers may fill in. */
const accountFields = {
  firstName: { name: 'first_name', label: 'fields.firstName', type: 'text', fill: 'given-name' },
  lastName: { name: 'last_name', label: 'fields.lastName', type: 'text', fill: 'family-name' },
  email: { name: 'email', label: 'fields.email', type: 'email', fill: 'email' },
  currentPassword: {
    name: 'password',
    label: 'fields.password',
    type: 'password',
    fill: 'current-password',
  },
  newPassword: {
    name: 'password',
    label: 'fields.password',
    type: 'password',
    fill: 'new-password',
  },
  confirmation: {
    name: 'password_confirmation',
    label: 'fields.passwordConfirmation',
    type: 'password',
    fill: 'new-password',
  },
} as const satisfies Record<string, { name: string; label: string; type: FieldKind; fill: string }>;

type AccountFieldKey = keyof typeof accountFields;

/** The account fields a form with these values holds: a field it lacks does not compile. */
type AccountFieldOf<Values extends TextValues> = {
  [Key in AccountFieldKey]: (typeof accountFields)[Key]['name'] extends FieldName<Values>
    ? Key
    : never;
}[AccountFieldKey];

interface AccountFieldProps<Values extends TextValues> {
  form: FormSubmission<Values>;
  field: AccountFieldOf<Values>;
  /** Already translated, where the screen names the field its own way ("New password"). */
  label?: string;
}

/** A required account field; a new password carries the length rule as its hint. */
export function AccountField<Values extends TextValues>({
  form,
  field,
  label,
}: AccountFieldProps<Values>) {
  const { t } = useTranslation('auth');
  const spec = accountFields[field];
  return (
    <TextField
      // `AccountFieldOf` has checked that the form holds this name.
      {...textField(form, spec.name as FieldName<Values>)}
      label={label ?? t(spec.label)}
      type={spec.type}
      autoComplete={spec.fill}
      hint={field === 'newPassword' ? t('fields.passwordHint', { min: PASSWORD_MIN }) : undefined}
      required
    />
  );
}
