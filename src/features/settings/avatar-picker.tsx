import { useMutation } from '@tanstack/react-query';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFailureOutcome, type FailureOptions } from '@/entities/forms/form-outcome';
import { useSessionControls } from '@/entities/session/session-context';
import { updateProfileImage } from '@/generated/client/user/user';
import type { PresetAvatar, User } from '@/generated/model';
import { isPresetAvatar, presetAvatars, userImageUrl } from '@/lib/format/people';

const avatarFailure: FailureOptions = {
  fallbackKey: 'auth.something_went_wrong',
  showMessageKey: false,
};

/**
 * The later version's preset avatars (part 3 §6): one of seven, sent as `avatar` to the photo
 * call. A radio group (arrow keys move, the chosen one is marked), a command like the upload:
 * on success the session reloads the profile, so the header and every review show it at once.
 */
export function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { refresh } = useSessionControls();
  const formId = useId();
  const current = isPresetAvatar(user.image) ? user.image : '';
  const [chosen, setChosen] = useState<string>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (avatar: PresetAvatar) => updateProfileImage({ avatar }),
    onSuccess: () => refresh(),
  });
  const failure = useFailureOutcome(save.error, avatarFailure);
  const fieldError =
    problem ??
    (failure?.kind === 'fieldErrors'
      ? (failure.fieldErrors.avatar ?? failure.fieldErrors.image ?? 'auth.something_went_wrong')
      : null);
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, Boolean(fieldError));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    noteSubmitAttempt();
    if (!isPresetAvatar(chosen)) {
      setProblem('auth.image_required');
      return;
    }
    setProblem(null);
    save.mutate(chosen);
  };

  return (
    <form className="form settings__avatars" id={formId} onSubmit={submit} noValidate>
      <h3 className="settings__subtitle">{t('photo.avatarsTitle')}</h3>
      {save.isSuccess ? <FormAlert tone="success" messageKey={save.data.message_key} /> : null}
      {failure?.kind === 'failure' ? (
        <FormAlert tone="error" messageKey={failure.messageKey} />
      ) : null}
      <Field
        labelAs="text"
        label={t('photo.avatarsLabel')}
        errorKey={fieldError ?? undefined}
        className="field settings__avatar-field"
      >
        {({ id, required: _required, ...control }) => (
          <RadioGroup.Root
            {...control}
            id={id}
            className="settings__avatar-options"
            value={chosen}
            onValueChange={(value) => {
              setChosen(value);
              setProblem(null);
              save.reset();
            }}
            name="avatar"
            disabled={save.isPending}
          >
            {presetAvatars.map((avatar, index) => (
              <RadioGroup.Item
                key={avatar}
                value={avatar}
                className="settings__avatar-option"
                aria-label={t('photo.avatarOption', { number: index + 1 })}
              >
                <img src={userImageUrl(avatar)} alt="" width={56} height={56} decoding="async" />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
      </Field>
      <SubmitButton busy={save.isPending} busyLabel={t('photo.avatarSaving')}>
        {t('photo.avatarSave')}
      </SubmitButton>
    </form>
  );
}
