import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { FormSubmission, TextValues } from '@/entities/forms/use-form-submission';
import { localToday } from '@/lib/validation/public-forms';

/**
 * The optional preferred day and time of book a call and contact: native date and
 * time inputs (keyboard operable, the platform's own picker), the day no earlier than today.
 */
export function PreferredTimeFields<
  Values extends TextValues & { preferred_date: string; preferred_time: string },
>({ form }: { form: FormSubmission<Values> }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="public-form__row">
      <TextField
        label={t('forms.preferredDate')}
        type="date"
        min={localToday()}
        {...form.field('preferred_date')}
      />
      <TextField label={t('forms.preferredTime')} type="time" {...form.field('preferred_time')} />
    </div>
  );
}
