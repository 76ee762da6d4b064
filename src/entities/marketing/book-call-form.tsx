import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { bookCall } from '@/generated/client/forms/forms';
import { preferredValue, validateBookCall } from '@/lib/validation/public-forms';
import { PreferredTimeFields } from './preferred-time-fields';
import { submitPublicForm } from '@/entities/forms/public-form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import './public-form.css';

const keys = {
  success: 'messages.book_call_created',
  failure: 'messages.book_call_creation_failed',
};

/** Book a call: full name, phone number, e-mail and, optionally, when; an adviser calls back. */
export function BookCallForm() {
  const { t } = useTranslation('marketing');
  const form = useFormSubmission({
    validate: validateBookCall,
    input: {
      initialValues: {
        full_name: '',
        phone_number: '',
        email: '',
        preferred_date: '',
        preferred_time: '',
      },
      clearOnSuccess: true,
    },
    submit: (values) =>
      submitPublicForm(
        (options) =>
          bookCall(
            {
              full_name: values.full_name ?? '',
              phone_number: values.phone_number ?? '',
              email: values.email ?? '',
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
      <TextField
        label={t('forms.fullName')}
        autoComplete="name"
        required
        {...form.field('full_name')}
      />
      <TextField
        label={t('forms.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('forms.phoneHint')}
        required
        {...form.field('phone_number')}
      />
      <TextField
        label={t('forms.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <PreferredTimeFields form={form} />
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <SubmitButton busy={form.busy} busyLabel={t('forms.sending')}>
        {t('bookCall.submit')}
      </SubmitButton>
    </form>
  );
}
