import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import { changePassword } from '@/generated/client/user/user';
import { checkRules } from '@/lib/validation/field-rules';
import { PasswordField } from './password-field';
import { settingsFailure } from './settings-failure';
import { changePasswordRules, NEW_PASSWORD_MIN } from './settings-rules';

export const PASSWORD_FAILED_KEY = 'auth.something_went_wrong';

const empty = { old_password: '', new_password: '', new_password_confirmation: '' };

/** Old, new and confirmation; a wrong old password shows at its field; success clears all. */
export function PasswordTab() {
  const { t, i18n } = useTranslation('settings');
  const form = useFormSubmission({
    input: {
      initialValues: empty,
      validate: (values) => checkRules(changePasswordRules, values),
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
        return settingsFailure(error, PASSWORD_FAILED_KEY, i18n);
      }
    },
  });
  return (
    <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <PasswordField
        {...form.field('old_password')}
        label={t('password.old')}
        autoComplete="current-password"
      />
      <PasswordField
        {...form.field('new_password')}
        label={t('password.new')}
        hint={t('password.newHint', { min: NEW_PASSWORD_MIN })}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('new_password_confirmation')}
        label={t('password.confirmation')}
        autoComplete="new-password"
      />
      <SubmitButton busy={form.busy} busyLabel={t('password.saving')}>
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}
