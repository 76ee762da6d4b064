import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import {
  failureMessage,
  useFailureOutcome,
  type FailureOptions,
} from '@/entities/forms/form-outcome';
import { userQueries } from '@/entities/session/user-queries';
import { updateNotificationPreference } from '@/generated/client/user/user';
import type { NotificationState, User } from '@/generated/model';

export const NOTIFICATIONS_FAILED_KEY = 'auth.notification_state_update_failed';
/** Settings show the call's documented default, not a generic message_key (decision 12). */
const notificationsFailure: FailureOptions = {
  fallbackKey: NOTIFICATIONS_FAILED_KEY,
  showMessageKey: false,
};

/**
 * The notification e-mails and alerts switch, bound to `notification_state` (1 on, 0 off). It
 * moves at once (optimistic, in the profile cache) and moves back if the server refuses, with
 * the answer's message either way.
 */
export function NotificationsTab({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const profileKey = userQueries.profile().queryKey;
  const setState = (state: NotificationState) =>
    queryClient.setQueryData(profileKey, (previous) =>
      previous ? { ...previous, notification_state: state } : previous,
    );

  // A command, with the optimistic recipe: cancel, snapshot, roll back from the snapshot.
  const mutation = useMutation({
    mutationFn: (state: NotificationState) =>
      updateNotificationPreference({ notification_state: state }),
    onMutate: async (state) => {
      await queryClient.cancelQueries({ queryKey: profileKey });
      const before = queryClient.getQueryData(profileKey);
      setState(state);
      return { before };
    },
    onSuccess: (answer) => setState(answer.notification_state),
    onError: (_error, _state, context) => {
      if (context?.before) queryClient.setQueryData(profileKey, context.before);
    },
  });
  const failure = useFailureOutcome(mutation.error, notificationsFailure);

  const on = user.notification_state === 1;
  return (
    <div className="settings__stack">
      <Field
        className="field settings__switch-row"
        label={t('notifications.label')}
        hint={t('notifications.description')}
      >
        {(control) => (
          <Switch.Root
            {...control}
            className="switch"
            checked={on}
            disabled={mutation.isPending}
            onCheckedChange={(checked) => mutation.mutate(checked ? 1 : 0)}
          >
            <Switch.Thumb className="switch__thumb" />
          </Switch.Root>
        )}
      </Field>
      <p className="settings__note" aria-live="polite">
        {on ? t('notifications.on') : t('notifications.off')}
      </p>
      {mutation.isSuccess ? (
        <FormAlert tone="success" messageKey={mutation.data.message_key} />
      ) : null}
      {failure ? <FormAlert tone="error" messageKey={failureMessage(failure)} /> : null}
    </div>
  );
}
