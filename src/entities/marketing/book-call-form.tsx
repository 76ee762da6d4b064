import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { bookCall } from '@/generated/client/forms/forms';
import { validateBookCall } from '@/lib/validation/public-forms';
import { PreferredTimeFields } from './preferred-time-fields';
import { preferredTimes, PublicEmailField, PublicFormFrame, usePublicForm } from './public-form';
import './public-form.css';

/** Book a call: full name, phone number, e-mail and, optionally, when; an adviser calls back. */
export function BookCallForm() {
  const { t } = useTranslation('marketing');
  const form = usePublicForm({
    kind: 'bookCall',
    validate: validateBookCall,
    initialValues: {
      full_name: '',
      phone_number: '',
      email: '',
      preferred_date: '',
      preferred_time: '',
    },
    // The request's fields named one by one: a value the form gains later is not sent unasked.
    send: (values, options) =>
      bookCall(
        {
          full_name: values.full_name,
          phone_number: values.phone_number,
          email: values.email,
          ...preferredTimes(values),
        },
        options,
      ),
  });
  return (
    <PublicFormFrame form={form} className="public-form" submitLabel={t('bookCall.submit')}>
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
      <PublicEmailField form={form} label={t('forms.email')} />
      <PreferredTimeFields form={form} />
    </PublicFormFrame>
  );
}
