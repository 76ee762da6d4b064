import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { sendContactMessage } from '@/generated/client/forms/forms';
import { preferredValue, validateContact } from '@/lib/validation/public-forms';
import { PreferredTimeFields } from '@/entities/marketing/preferred-time-fields';
import { submitPublicForm } from '@/entities/forms/public-form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import '@/entities/marketing/public-form.css';

const keys = { success: 'messages.contact_created', failure: 'messages.contact_creation_failed' };

/** Send a message: name, e-mail and the message itself. */
export function ContactForm() {
  const { t } = useTranslation('marketing');
  const form = useFormSubmission({
    validate: validateContact,
    input: {
      initialValues: { name: '', email: '', message: '', preferred_date: '', preferred_time: '' },
      clearOnSuccess: true,
    },
    submit: (values) =>
      submitPublicForm(
        (options) =>
          sendContactMessage(
            {
              name: values.name ?? '',
              email: values.email ?? '',
              message: values.message ?? '',
              preferred_date: preferredValue(values.preferred_date),
              preferred_time: preferredValue(values.preferred_time),
            },
            options,
          ),
        keys,
      ),
  });
  return (
    <form id={form.formId} className="form public-form" noValidate onSubmit={form.onSubmit}>
      <TextField label={t('forms.name')} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t('forms.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField
        label={t('forms.message')}
        multiline
        hint={t('forms.messageHint')}
        required
        {...form.field('message')}
      />
      <PreferredTimeFields form={form} />
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <SubmitButton busy={form.busy} busyLabel={t('forms.sending')}>
        {t('contact.submit')}
      </SubmitButton>
    </form>
  );
}
