import { useTranslation } from 'react-i18next';
import { subscribeNewsletter } from '@/generated/client/forms/forms';
import { validateNewsletter } from '@/lib/validation/public-forms';
import { PublicEmailField, PublicFormFrame, usePublicForm } from '@/entities/marketing/public-form';
import './newsletter.css';

/** The footer's newsletter box: one e-mail field. */
export function NewsletterForm() {
  const { t } = useTranslation('marketing');
  const form = usePublicForm({
    kind: 'newsletter',
    validate: validateNewsletter,
    initialValues: { email: '' },
    send: (values, options) => subscribeNewsletter({ email: values.email ?? '' }, options),
  });
  return (
    <PublicFormFrame form={form} className="newsletter-form" submitLabel={t('newsletter.submit')}>
      <PublicEmailField form={form} label={t('newsletter.email')} />
    </PublicFormFrame>
  );
}
