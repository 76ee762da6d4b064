import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { userQueries } from '@/entities/session/user-queries';
import { updateNotificationPreference } from '@/generated/client/user/user';
import type { NotificationState, User } from '@/generated/model';
import { settingsFailure } from './settings-failure';

export const NOTIFICATIONS_FAILED_KEY = 'auth.notification_state_update_failed';

/**
 * The notification e-mails and alerts switch, bound to `notification_state` (1 on, 0 off). It
 * moves at once (optimistic, in the profile cache) and moves back if the server refuses, with
 * the answer's message either way.
 */
export function NotificationsTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const switchId = useId();
  const descriptionId = `${switchId}-description`;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; messageKey: string } | null>(
    null,
  );
  const profileKey = userQueries.profile().queryKey;
  const setState = (state: NotificationState) =>
    queryClient.setQueryData(profileKey, (previous) =>
      previous ? { ...previous, notification_state: state } : previous,
    );

  const mutation = useMutation({
    mutationFn: (state: NotificationState) =>
      updateNotificationPreference({ notification_state: state }),
    onMutate: (state) => {
      const before = user.notification_state;
      setOutcome(null);
      setState(state);
      return { before };
    },
    onSuccess: (answer) => {
      setState(answer.notification_state);
      setOutcome({ tone: 'success', messageKey: answer.message_key });
    },
    onError: (error, _state, context) => {
      if (context) setState(context.before);
      const failure = settingsFailure(error, NOTIFICATIONS_FAILED_KEY, i18n);
      setOutcome({
        tone: 'error',
        messageKey:
          failure.kind === 'failure'
            ? failure.messageKey
            : (Object.values(failure.fieldErrors)[0] ?? NOTIFICATIONS_FAILED_KEY),
      });
    },
  });

  const on = user.notification_state === 1;
  return (
    <div className="settings__stack">
      <div className="settings__switch-row">
        <div>
          <label className="field__label" htmlFor={switchId}>
            {t('notifications.label')}
          </label>
          <p className="field__hint" id={descriptionId}>
            {t('notifications.description')}
          </p>
        </div>
        <Switch.Root
          id={switchId}
          className="switch"
          checked={on}
          disabled={mutation.isPending}
          aria-describedby={descriptionId}
          onCheckedChange={(checked) => mutation.mutate(checked ? 1 : 0)}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </div>
      <p className="settings__note" aria-live="polite">
        {on ? t('notifications.on') : t('notifications.off')}
      </p>
      {outcome ? <FormAlert tone={outcome.tone} messageKey={outcome.messageKey} /> : null}
    </div>
  );
}
