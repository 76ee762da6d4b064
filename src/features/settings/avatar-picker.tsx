import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { failureOutcome, FALLBACK_KEY, type FailureOptions } from '@/entities/forms/form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import { useSessionControls } from '@/entities/session/session-context';
import { updateProfileImage } from '@/generated/client/user/user';
import type { PresetAvatar, User } from '@/generated/model';
import { isPresetAvatar, presetAvatars, userImageUrl } from '@/lib/format/people';

const avatarFailure: FailureOptions = { fallbackKey: FALLBACK_KEY, showMessageKey: false };

/** One of the presets, or none chosen yet. */
type AvatarValues = { avatar: PresetAvatar | '' };

const requireAvatar = ({ avatar }: AvatarValues) =>
  isPresetAvatar(avatar) ? {} : { avatar: 'auth.image_required' };

/**
 * The later version's preset avatars: one of seven, sent as `avatar` to the photo
 * call. A radio group (arrow keys move, the chosen one is marked) in a form like any other: on
 * success the session reloads the profile, so the header and every review show it at once.
 */
export function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { refresh } = useSessionControls();
  const form = useFormSubmission<AvatarValues>({
    input: {
      initialValues: { avatar: isPresetAvatar(user.image) ? user.image : '' },
      fallbackFailureKey: FALLBACK_KEY,
    },
    validate: requireAvatar,
    submit: async ({ avatar }) => {
      if (!isPresetAvatar(avatar))
        return { kind: 'fieldErrors', fieldErrors: requireAvatar({ avatar }) };
      try {
        const answer = await updateProfileImage({ avatar });
        return { kind: 'success', messageKey: answer.message_key };
      } catch (error) {
        const outcome = failureOutcome(error, avatarFailure);
        // The photo call names the image `avatar` or `image`; either is this group's.
        const { avatar: refusal, image } =
          outcome.kind === 'fieldErrors' ? outcome.fieldErrors : {};
        return outcome.kind === 'fieldErrors'
          ? { kind: 'fieldErrors', fieldErrors: { avatar: refusal ?? image ?? FALLBACK_KEY } }
          : outcome;
      }
    },
    onSuccess: () => refresh(),
  });
  const avatar = form.field('avatar');

  return (
    <form className="form settings__avatars" id={form.formId} onSubmit={form.onSubmit} noValidate>
      <h3 className="settings__subtitle">{t('photo.avatarsTitle')}</h3>
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <Field
        labelAs="text"
        label={t('photo.avatarsLabel')}
        errorKey={avatar.errorKey}
        className="field settings__avatar-field"
      >
        {({ id, required: _required, ...control }) => (
          <RadioGroup.Root
            {...control}
            id={id}
            className="settings__avatar-options"
            value={avatar.value}
            onValueChange={(value) => {
              if (isPresetAvatar(value)) avatar.onValueChange(value);
            }}
            name={avatar.name}
            disabled={form.busy}
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
      <SubmitButton busy={form.busy} busyLabel={t('photo.avatarSaving')}>
        {t('photo.avatarSave')}
      </SubmitButton>
    </form>
  );
}
