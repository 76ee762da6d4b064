import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { register } from '@/generated/client/auth/auth';
import type { RoleName } from '@/generated/model';
import { href, paths } from '@/lib/routes';
import { checkRules } from '@/lib/validation/field-rules';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { AccountField, AccountForm } from './account-fields';
import { ACCEPTED, signUpRules } from './account-rules';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';
import { TermsBox } from './terms-box';
import { useFormSubmission } from '@/entities/forms/use-form-submission';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const hideLearner = query.get('hideLearner') === 'true';
  const form = useFormSubmission({
    validate: (values) => checkRules(signUpRules, values),
    input: {
      initialValues: {
        first_name: '',
        last_name: '',
        email: '',
        password: '',
        password_confirmation: '',
        role: hideLearner ? 'instructor' : '',
        accept_terms: '',
      },
      fallbackFailureKey: 'auth.register_failed',
    },
    submit: async (values) => {
      const email = (values.email ?? '').trim();
      try {
        const answer = await register({
          first_name: (values.first_name ?? '').trim(),
          last_name: (values.last_name ?? '').trim(),
          email,
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
          role: values.role as RoleName,
          accept_terms: values.accept_terms === ACCEPTED,
        });
        const message = answer.message_key ?? 'auth.check_email_for_verification';
        return {
          kind: 'success',
          messageKey: message,
          redirectTo: href('verify', {}, { message, email }),
        };
      } catch (error) {
        return failureOutcome(error, { fallbackKey: 'auth.register_failed' });
      }
    },
  });

  return (
    <AuthCard
      title={t('signUp.title')}
      intro={<p>{t(hideLearner ? 'signUp.introInstructor' : 'signUp.intro')}</p>}
      footer={
        <p>
          {t('signUp.haveAccount')} <Link to={paths.signIn}>{t('signUp.signInLink')}</Link>
        </p>
      }
    >
      <AccountForm form={form} submitLabel={t('signUp.submit')} busyLabel={t('signUp.submitting')}>
        <div className="auth-card__row">
          <AccountField form={form} field="firstName" />
          <AccountField form={form} field="lastName" />
        </div>
        <AccountField form={form} field="email" />
        <AccountField form={form} field="newPassword" />
        <AccountField form={form} field="confirmation" />
        <RoleChoice
          value={form.values.role ?? ''}
          onValueChange={(role) => form.setValue('role', role)}
          roles={hideLearner ? ['instructor'] : ['learner', 'instructor']}
          errorKey={form.errorOf('role')}
        />
        <TermsBox
          checked={form.values.accept_terms === ACCEPTED}
          onCheckedChange={(checked) => form.setValue('accept_terms', checked ? ACCEPTED : '')}
          errorKey={form.errorOf('accept_terms')}
        />
      </AccountForm>
    </AuthCard>
  );
}
