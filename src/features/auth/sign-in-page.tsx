import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionControls } from '@/entities/session/session-context';
import { profileFromLogin } from '@/entities/session/profile-from-login';
import { login } from '@/generated/client/auth/auth';
import type { LoginResponse } from '@/generated/model';
import { retryAfterTime } from '@/lib/http';
import { checkRules } from '@/lib/validation/field-rules';
import { paths } from '@/lib/routes';
import { loginFailure, returnPath } from './account-outcomes';
import { signInRules } from './account-rules';
import { AccountField, AccountForm } from './account-fields';
import { AuthCard } from './auth-card';
import { RetryAtNotice } from './retry-at-notice';
import { SampleAccounts } from './sample-accounts';
import { useFormSubmission } from '@/entities/forms/use-form-submission';

/** Too many wrong passwords for this address (429 with Retry-After). */
const THROTTLED = 'auth.throttle';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const session = useSessionControls();
  // When a refusal for too many attempts (429) says sign-in opens again.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const form = useFormSubmission({
    validate: (values) => checkRules(signInRules, values),
    input: {
      initialValues: { email: '', password: '' },
    },
    submit: async ({ email = '', password = '' }) => {
      try {
        const answer = await login({ email: email.trim(), password });
        return {
          kind: 'success',
          messageKey: answer.message_key ?? 'auth.login_success',
          data: answer,
          // Home, replacing history, or back to where the user was going (decision 6).
          redirectTo: returnPath(location.state, session.returnTo),
        };
      } catch (error) {
        setRetryAt(retryAfterTime(error));
        return loginFailure(error, email.trim());
      }
    },
    onSuccess: (data) => {
      const answer = data as LoginResponse;
      // The later version's answer is the whole profile: no profile call (decision 33).
      session.login(answer.token, profileFromLogin(answer));
    },
  });

  return (
    <AuthCard
      title={t('signIn.title')}
      intro={<p>{t('signIn.intro')}</p>}
      footer={
        <>
          <p>
            {t('signIn.noAccount')} <Link to={paths.signUp}>{t('signIn.signUpLink')}</Link>
          </p>
          <p>
            <Link to={paths.forgotPassword}>{t('signIn.forgotLink')}</Link>
          </p>
        </>
      }
    >
      <AccountForm form={form} submitLabel={t('signIn.submit')} busyLabel={t('signIn.submitting')}>
        {retryAt !== null && form.alert?.messageKey === THROTTLED ? (
          <RetryAtNotice at={retryAt} />
        ) : null}
        <AccountField form={form} field="email" />
        <AccountField form={form} field="currentPassword" />
      </AccountForm>
      <SampleAccounts
        onFill={(account) => {
          form.setValue('email', account.email);
          form.setValue('password', account.password);
        }}
      />
    </AuthCard>
  );
}
