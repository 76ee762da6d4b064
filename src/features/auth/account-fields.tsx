import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import type { FormSubmission } from '@/entities/forms/use-form-submission';
import { PASSWORD_MIN } from './account-rules';

/** The form's outcome (its failure, or a success that stays on the page), announced once. */
export function AccountFormAlert({ form }: { form: FormSubmission }) {
  return form.alert ? <FormAlert {...form.alert} /> : null;
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

interface AccountFieldProps {
  form: FormSubmission;
  field: keyof typeof accountFields;
  /** Already translated, where the screen names the field its own way ("New password"). */
  label?: string;
}

/** A required account field; a new password carries the length rule as its hint. */
export function AccountField({ form, field, label }: AccountFieldProps) {
  const { t } = useTranslation('auth');
  const spec = accountFields[field];
  return (
    <TextField
      {...form.field(spec.name)}
      label={label ?? t(spec.label)}
      type={spec.type}
      autoComplete={spec.fill}
      hint={field === 'newPassword' ? t('fields.passwordHint', { min: PASSWORD_MIN }) : undefined}
      required
    />
  );
}
