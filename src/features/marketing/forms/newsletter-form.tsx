import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { subscribeNewsletter } from '@/generated/client/forms/forms';
import { validateNewsletter } from '@/lib/validation/public-forms';
import { submitPublicForm } from '@/entities/forms/public-form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import './newsletter.css';

const keys = {
  success: 'messages.newsletter_created',
  failure: 'messages.newsletter_creation_failed',
};

/** The footer's newsletter box: one e-mail field. */
export function NewsletterForm() {
  const { t } = useTranslation('marketing');
  const form = useFormSubmission({
    validate: validateNewsletter,
    input: { initialValues: { email: '' }, clearOnSuccess: true },
    submit: (values) =>
      submitPublicForm(
        (options) => subscribeNewsletter({ email: values.email ?? '' }, options),
        keys,
      ),
  });
  return (
    <form id={form.formId} className="form newsletter-form" noValidate onSubmit={form.onSubmit}>
      <TextField
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <SubmitButton busy={form.busy} busyLabel={t('forms.sending')}>
        {t('newsletter.submit')}
      </SubmitButton>
    </form>
  );
}
