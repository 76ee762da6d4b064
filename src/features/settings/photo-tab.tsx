import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSessionControls } from '@/entities/session/session-context';
import { updateProfileImage } from '@/generated/client/user/user';
import type { User } from '@/generated/model';
import { userImageUrl } from '@/lib/format/people';
import { settingsFailure } from './settings-failure';
import { photoProblem } from './settings-rules';

export const PHOTO_FAILED_KEY = 'auth.something_went_wrong';

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; percent: number | null }
  | { state: 'done'; messageKey: string }
  | { state: 'failed'; messageKey: string };

/**
 * The profile photo: images only, a preview of the chosen file, the server's limits checked
 * before sending, an upload with progress; on success the session reloads the profile so the
 * header avatar changes at once.
 */
export function PhotoTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tServer } = useTranslation('server');
  const { refresh } = useSessionControls();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  // The preview is an object URL of the chosen file, released when it changes or the tab goes.
  useEffect(() => {
    if (!chosen) return;
    return () => {
      if (chosen.preview) URL.revokeObjectURL(chosen.preview);
    };
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Only an image gets a preview; anything else is named at the field.
    setChosen(
      picked
        ? {
            file: picked,
            preview: picked.type.startsWith('image/') ? URL.createObjectURL(picked) : '',
          }
        : null,
    );
    setUpload({ state: 'idle' });
    setFieldError(picked ? photoProblem(picked) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = photoProblem(file);
    if (problem || !file) {
      setFieldError(problem);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setUpload({ state: 'sending', percent: null });
    try {
      const answer = await updateProfileImage(
        { image: file },
        {
          onUploadProgress: (progress) => {
            if (progress.total)
              setUpload({
                state: 'sending',
                percent: Math.round((progress.loaded / progress.total) * 100),
              });
          },
        },
      );
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
      setUpload({ state: 'done', messageKey: answer.message_key });
      refresh();
    } catch (error) {
      const outcome = settingsFailure(error, PHOTO_FAILED_KEY, i18n);
      if (outcome.kind === 'fieldErrors') {
        setFieldError(outcome.fieldErrors.image ?? PHOTO_FAILED_KEY);
        setUpload({ state: 'idle' });
        inputRef.current?.focus();
      } else {
        setUpload({ state: 'failed', messageKey: outcome.messageKey });
      }
    }
  };

  const sending = upload.state === 'sending';
  return (
    <form className="form settings__photo" onSubmit={(event) => void submit(event)} noValidate>
      {upload.state === 'done' ? <FormAlert tone="success" messageKey={upload.messageKey} /> : null}
      {upload.state === 'failed' ? <FormAlert tone="error" messageKey={upload.messageKey} /> : null}
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
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('photo.choose')}
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="image"
            type="file"
            accept="image/*"
            className={`field__input${fieldError ? ' field__input--invalid' : ''}`}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[hintId, fieldError ? errorId : null].filter(Boolean).join(' ')}
            onChange={choose}
            disabled={sending}
            required
          />
          <p className="field__hint" id={hintId}>
            {t('photo.hint')}
          </p>
          {fieldError ? (
            <p className="field__error" id={errorId}>
              {tServer(fieldError)}
            </p>
          ) : null}
        </div>
      </div>
      {sending ? (
        <div className="settings__progress">
          <progress
            max={100}
            value={upload.percent ?? undefined}
            aria-label={t('photo.uploading')}
          />
          <span aria-live="polite">
            {upload.percent === null
              ? t('photo.uploading')
              : t('photo.uploadingPercent', { percent: upload.percent })}
          </span>
        </div>
      ) : null}
      <SubmitButton busy={sending} busyLabel={t('photo.uploading')}>
        {t('photo.upload')}
      </SubmitButton>
    </form>
  );
}
