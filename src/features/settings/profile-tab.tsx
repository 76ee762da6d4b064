import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import { userQueries } from '@/entities/session/user-queries';
import { updatePhoneNumber } from '@/generated/client/user/user';
import type { User } from '@/generated/model';
import { checkRules } from '@/lib/validation/field-rules';
import { PHONE_MAX, phoneRules } from './settings-rules';

export const PHONE_FAILED_KEY = 'auth.phone_number_update_failed';

/** Name and e-mail as read-only facts; the phone number is the one thing to change here. */
export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const form = useFormSubmission({
    validate: (values) => checkRules(phoneRules, values),
    input: {
      initialValues: { phone_number: user.phone_number ?? '' },
      fallbackFailureKey: PHONE_FAILED_KEY,
    },
    submit: async ({ phone_number = '' }) => {
      try {
        const answer = await updatePhoneNumber({ phone_number: phone_number.trim() });
        const saved = answer.phone_number ?? phone_number.trim();
        // The profile in the cache keeps the new number, so the tab shows it on every return.
        queryClient.setQueryData(userQueries.profile().queryKey, (previous) =>
          previous ? { ...previous, phone_number: saved } : previous,
        );
        return { kind: 'success', messageKey: answer.message_key ?? 'auth.phone_number_updated' };
      } catch (error) {
        // Settings show the call's documented default, not a generic message_key (decision 12).
        return failureOutcome(error, { fallbackKey: PHONE_FAILED_KEY, showMessageKey: false });
      }
    },
  });

  return (
    <div className="settings__stack">
      <dl className="settings__facts">
        <div>
          <dt>{t('profile.firstName')}</dt>
          <dd>{user.first_name}</dd>
        </div>
        <div>
          <dt>{t('profile.lastName')}</dt>
          <dd>{user.last_name}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <p className="settings__note">{t('profile.readOnlyNote')}</p>
      <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
        {form.alert ? <FormAlert {...form.alert} /> : null}
        <TextField
          {...form.field('phone_number')}
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('profile.phoneHint', { max: PHONE_MAX })}
          required
        />
        <SubmitButton busy={form.busy} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </form>
    </div>
  );
}
