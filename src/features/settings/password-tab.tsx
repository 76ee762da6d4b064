import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { failureOutcome } from '@/entities/forms/form-outcome';
import {
  useFormSubmission,
  type FormSubmission,
  textField,
  type TextValues,
} from '@/entities/forms/use-form-submission';
import type { FieldName } from '@/machines/form-submission/form-submission.machine';
import { changePassword } from '@/generated/client/user/user';
import { checkRules } from '@/lib/validation/field-rules';
import { changePasswordRules, NEW_PASSWORD_MIN } from './settings-rules';

export const PASSWORD_FAILED_KEY = 'auth.something_went_wrong';

const empty = { old_password: '', new_password: '', new_password_confirmation: '' };

/** Old, new and confirmation; a wrong old password shows at its field; success clears all. */
export function PasswordTab() {
  const { t } = useTranslation('settings');
  const form = useFormSubmission({
    validate: (values) => checkRules(changePasswordRules, values),
    input: {
      initialValues: empty,
      clearOnSuccess: true,
      fallbackFailureKey: PASSWORD_FAILED_KEY,
    },
    submit: async (values) => {
      try {
        const answer = await changePassword({
          old_password: values.old_password ?? '',
          new_password: values.new_password ?? '',
          new_password_confirmation: values.new_password_confirmation ?? '',
        });
        return { kind: 'success', messageKey: answer.message_key };
      } catch (error) {
        return failureOutcome(error, { fallbackKey: PASSWORD_FAILED_KEY, showMessageKey: false });
      }
    },
  });
  return (
    <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <PasswordField form={form} name="old_password" label={t('password.old')} />
      <PasswordField
        form={form}
        name="new_password"
        label={t('password.new')}
        hint={t('password.newHint', { min: NEW_PASSWORD_MIN })}
      />
      <PasswordField
        form={form}
        name="new_password_confirmation"
        label={t('password.confirmation')}
      />
      <SubmitButton busy={form.busy} busyLabel={t('password.saving')}>
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}

/** A required password with its show/hide button. */
function PasswordField<Values extends TextValues>({
  form,
  name,
  label,
  hint,
}: {
  form: FormSubmission<Values>;
  name: FieldName<Values>;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <TextField
      {...textField(form, name)}
      label={label}
      hint={hint}
      type="password"
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      reveal={{
        show: t('password.show', { field: label }),
        hide: t('password.hide', { field: label }),
      }}
      required
    />
  );
}
