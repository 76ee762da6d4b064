import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { resetPassword } from '@/generated/client/auth/auth';
import { paths } from '@/lib/routes';
import { checkRules } from '@/lib/validation/field-rules';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { AccountField, AccountForm, BackToSignIn } from './account-fields';
import { resetPasswordRules } from './account-rules';
import { AuthCard } from './auth-card';
import { useFormSubmission } from '@/entities/forms/use-form-submission';

export const RESET_REDIRECT_DELAY_MS = 2000;

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const form = useFormSubmission({
    validate: (values) => checkRules(resetPasswordRules, values),
    input: {
      initialValues: { password: '', password_confirmation: '' },
      redirectDelayMs: RESET_REDIRECT_DELAY_MS,
    },
    submit: async ({ password = '', password_confirmation = '' }) => {
      try {
        const answer = await resetPassword({ token, email, password, password_confirmation });
        return {
          kind: 'success',
          messageKey: answer.message_key ?? 'auth.password_changed_successfully',
          redirectTo: paths.signIn,
        };
      } catch (error) {
        // The token and e-mail are not fields the user can fix: their refusals show as the
        // form's message (auth.token_invalid_or_expired "on the token"), with a way out.
        return failureOutcome(error, { formFields: ['token', 'email'] });
      }
    },
  });
  const tokenRefused = form.messageKey === 'auth.token_invalid_or_expired' || !token || !email;

  return (
    <AuthCard title={t('reset.title')} intro={<p>{t('reset.intro')}</p>} footer={<BackToSignIn />}>
      {!token || !email ? (
        <FormAlert tone="error" messageKey="auth.token_invalid_or_expired" />
      ) : null}
      <AccountForm form={form} submitLabel={t('reset.submit')} busyLabel={t('reset.submitting')}>
        {form.succeeded ? <p>{t('common.redirecting')}</p> : null}
        <AccountField form={form} field="newPassword" label={t('fields.newPassword')} />
        <AccountField form={form} field="confirmation" />
      </AccountForm>
      {tokenRefused ? (
        <p>
          <Link to={paths.forgotPassword}>{t('reset.requestNewLink')}</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
