import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { sendContactMessage } from '@/generated/client/forms/forms';
import { validateContact } from '@/lib/validation/public-forms';
import { PreferredTimeFields } from '@/entities/marketing/preferred-time-fields';
import {
  preferredTimes,
  PublicEmailField,
  PublicFormFrame,
  usePublicForm,
} from '@/entities/marketing/public-form';
import '@/entities/marketing/public-form.css';

/** Send a message: name, e-mail and the message itself. */
export function ContactForm() {
  const { t } = useTranslation('marketing');
  const form = usePublicForm({
    kind: 'contact',
    validate: validateContact,
    initialValues: { name: '', email: '', message: '', preferred_date: '', preferred_time: '' },
    send: (values, options) =>
      sendContactMessage(
        {
          name: values.name,
          email: values.email,
          message: values.message,
          ...preferredTimes(values),
        },
        options,
      ),
  });
  return (
    <PublicFormFrame form={form} className="public-form" submitLabel={t('contact.submit')}>
      <TextField label={t('forms.name')} autoComplete="name" required {...form.field('name')} />
      <PublicEmailField form={form} label={t('forms.email')} />
      <TextField
        label={t('forms.message')}
        multiline
        hint={t('forms.messageHint')}
        required
        {...form.field('message')}
      />
      <PreferredTimeFields form={form} />
    </PublicFormFrame>
  );
}
