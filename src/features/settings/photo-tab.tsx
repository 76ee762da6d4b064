import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '@/components/ui/field';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { useFailureOutcome, type FailureOptions } from '@/entities/forms/form-outcome';
import { useSessionControls } from '@/entities/session/session-context';
import { updateProfileImage } from '@/generated/client/user/user';
import type { User } from '@/generated/model';
import { userImageUrl } from '@/lib/format/people';
import { uploadOptions } from '@/lib/http';
import { photoProblem } from './settings-rules';

export const PHOTO_FAILED_KEY = 'auth.something_went_wrong';
/** Settings show the call's documented default, not a generic message_key (decision 12). */
const photoFailure: FailureOptions = { fallbackKey: PHOTO_FAILED_KEY, showMessageKey: false };

/**
 * The profile photo: images only, a preview of the chosen file, the server's limits checked
 * before sending, an upload with progress; on success the session reloads the profile so the
 * header avatar changes at once. The upload is a command (`useMutation`): a file is no typed
 * form value, and what the tab shows is derived from the mutation.
 */
export function PhotoTab({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { refresh } = useSessionControls();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // Only an image gets a preview; anything else is named at the field.
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  /** The client rule's refusal of the chosen file, shown from choosing or a submit. */
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (image: File) => updateProfileImage({ image }, uploadOptions(setPercent)),
    onMutate: () => setPercent(null),
    onSuccess: () => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      refresh();
    },
  });
  const failure = useFailureOutcome(upload.error, photoFailure);
  const fieldError =
    problem ??
    (failure?.kind === 'fieldErrors' ? (failure.fieldErrors.image ?? PHOTO_FAILED_KEY) : null);
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, Boolean(fieldError));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    upload.reset();
    setProblem(picked ? photoProblem(picked) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    noteSubmitAttempt();
    const refusal = photoProblem(file);
    setProblem(refusal);
    if (!refusal && file) upload.mutate(file);
  };

  const sending = upload.isPending;
  return (
    <form className="form settings__photo" id={formId} onSubmit={submit} noValidate>
      {upload.isSuccess ? <FormAlert tone="success" messageKey={upload.data.message_key} /> : null}
      {failure?.kind === 'failure' ? (
        <FormAlert tone="error" messageKey={failure.messageKey} />
      ) : null}
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
        <Field
          label={t('photo.choose')}
          required
          hint={t('photo.hint')}
          errorKey={fieldError ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              name="image"
              type="file"
              accept="image/*"
              className={controlClass(Boolean(fieldError))}
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
