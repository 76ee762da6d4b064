import { useTranslation } from 'react-i18next';
import { forgotPassword } from '@/generated/client/auth/auth';
import { checkRules } from '@/lib/validation/field-rules';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { forgotPasswordRules } from './account-rules';
import { AccountField, AccountForm, BackToSignIn } from './account-fields';
import { AuthCard } from './auth-card';
import { useFormSubmission } from '@/entities/forms/use-form-submission';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useFormSubmission({
    validate: (values) => checkRules(forgotPasswordRules, values),
    input: {
      initialValues: { email: '' },
      // The spec: on success the message shows and the e-mail field is cleared.
      clearOnSuccess: true,
    },
    submit: async ({ email = '' }) => {
      try {
        const answer = await forgotPassword({ email: email.trim() });
        return { kind: 'success', messageKey: answer.message_key ?? 'auth.reset_link_sent' };
      } catch (error) {
        return failureOutcome(error);
      }
    },
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={<p>{t('forgot.intro')}</p>}
      footer={<BackToSignIn />}
    >
      <AccountForm form={form} submitLabel={t('forgot.submit')} busyLabel={t('forgot.submitting')}>
        <AccountField form={form} field="email" />
      </AccountForm>
    </AuthCard>
  );
}
