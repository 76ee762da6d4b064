import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { failureOutcome, type FailureOptions } from '@/entities/forms/form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import { useSessionControls } from '@/entities/session/session-context';
import { updateProfileImage } from '@/generated/client/user/user';
import type { User } from '@/generated/model';
import { userImageUrl } from '@/lib/format/people';
import { uploadOptions } from '@/lib/http';
import { photoProblem } from './settings-rules';

export const PHOTO_FAILED_KEY = 'auth.something_went_wrong';
/** Settings show the call's documented default, not a generic message_key (decision 12). */
const photoFailure: FailureOptions = { fallbackKey: PHOTO_FAILED_KEY, showMessageKey: false };

type PhotoValues = { image: File | null };

/**
 * The profile photo: images only, a preview of the chosen file, the server's limits checked as
 * soon as a file is chosen and again before sending, an upload with progress; on success the
 * session reloads the profile so the header avatar changes at once. A form like any other: the
 * chosen file is its one value, kept through a refused or failed upload.
 */
export function PhotoTab({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { refresh } = useSessionControls();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useFormSubmission<PhotoValues>({
    input: {
      initialValues: { image: null },
      // The uploaded file is the current photo now; the field is ready for the next one.
      clearOnSuccess: true,
      fallbackFailureKey: PHOTO_FAILED_KEY,
    },
    validate: ({ image }) => {
      const problem = photoProblem(image);
      return problem ? { image: problem } : {};
    },
    submit: async ({ image }) => {
      if (!image) return { kind: 'fieldErrors', fieldErrors: { image: 'auth.image_required' } };
      setPercent(null);
      try {
        const answer = await updateProfileImage({ image }, uploadOptions(setPercent));
        return { kind: 'success', messageKey: answer.message_key };
      } catch (error) {
        const outcome = failureOutcome(error, photoFailure);
        // A refusal of any field is the photo's: the form has no other.
        return outcome.kind === 'fieldErrors'
          ? {
              kind: 'fieldErrors',
              fieldErrors: { image: outcome.fieldErrors.image ?? PHOTO_FAILED_KEY },
            }
          : outcome;
      }
    },
    onSuccess: () => {
      if (inputRef.current) inputRef.current.value = '';
      refresh();
    },
  });
  const image = form.field('image');
  // Only an image gets a preview (an object URL released when it changes or the tab goes);
  // anything else is named at the field at once.
  const preview = useObjectUrl(image.value?.type.startsWith('image/') ? image.value : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    form.setValue('image', picked, { check: true });
  };

  const sending = form.busy;
  return (
    <form className="form settings__photo" id={form.formId} onSubmit={form.onSubmit} noValidate>
      {form.alert ? <FormAlert {...form.alert} /> : null}
      <div className="settings__photo-row">
        <figure className="settings__photo-figure">
          <img
            className="settings__photo-image"
            src={preview || userImageUrl(user.image)}
            alt={preview ? t('photo.previewAlt') : t('photo.currentAlt')}
            width={120}
            height={120}
          />
          <figcaption>{preview ? t('photo.preview') : t('photo.current')}</figcaption>
        </figure>
        <Field label={t('photo.choose')} required hint={t('photo.hint')} errorKey={image.errorKey}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              name={image.name}
              type="file"
              accept="image/*"
              className={controlClass(Boolean(image.errorKey))}
              onChange={choose}
              disabled={sending}
            />
          )}
        </Field>
      </div>
      {sending ? (
        <UploadProgress
          percent={percent}
          label={t('photo.uploading')}
          text={percent === null ? t('photo.uploading') : t('photo.uploadingPercent', { percent })}
        />
      ) : null}
      <SubmitButton busy={sending} busyLabel={t('photo.uploading')}>
        {t('photo.upload')}
      </SubmitButton>
    </form>
  );
}
