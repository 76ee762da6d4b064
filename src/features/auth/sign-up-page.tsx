import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { register } from '@/generated/client/auth/auth';
import type { RoleName } from '@/generated/model';
import { href, paths } from '@/lib/routes';
import { checkRules } from '@/lib/validation/field-rules';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { PASSWORD_MIN, signUpRules } from './account-rules';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';
import { useFormSubmission } from '@/entities/forms/use-form-submission';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const hideLearner = query.get('hideLearner') === 'true';
  const form = useFormSubmission({
    input: {
      initialValues: {
        first_name: '',
        last_name: '',
        email: '',
        password: '',
        password_confirmation: '',
        role: hideLearner ? 'instructor' : '',
      },
      validate: (values) => checkRules(signUpRules, values),
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
      <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
        {form.failed && form.messageKey ? (
          <FormAlert tone="error" messageKey={form.messageKey} />
        ) : null}
        <div className="auth-card__row">
          <TextField
            {...form.field('first_name')}
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...form.field('last_name')}
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          {...form.field('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...form.field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          required
        />
        <TextField
          {...form.field('password_confirmation')}
          label={t('fields.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
        />
        <RoleChoice
          value={form.values.role ?? ''}
          onValueChange={(role) => form.setValue('role', role)}
          roles={hideLearner ? ['instructor'] : ['learner', 'instructor']}
          errorKey={form.errorOf('role')}
        />
        <SubmitButton busy={form.busy} busyLabel={t('signUp.submitting')}>
          {t('signUp.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
