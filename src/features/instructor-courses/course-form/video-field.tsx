import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useReviewNotes, type FieldFeedback } from './course-field';

interface VideoFieldProps extends FieldFeedback {
  id: string;
  file: File | null;
  /** Change course: the stored video stays unless a new one is chosen. */
  hasStoredVideo: boolean;
  required: boolean;
  onChoose: (file: File) => void;
}

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language === 'arm' ? 'hy' : language, { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );

/**
 * The course video: browse (a real file input, reachable by keyboard) or drag and drop. Only
 * video files are offered; a dropped file of another kind is refused at the field by the machine.
 */
export function VideoField({
  id,
  file,
  hasStoredVideo,
  required,
  onChoose,
  errorKey,
  reviewNotes,
}: VideoFieldProps) {
  const { t, i18n } = useTranslation('course-form');
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  const notes = useReviewNotes(id, reviewNotes);
  return (
    <div
      className={`course-form__video${dragging ? ' course-form__video--dragging' : ''}${
        errorKey ? ' course-form__video--invalid' : ''
      }`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Field
        id={id}
        labelAs="text"
        label={t('video.label')}
        required={required}
        hint={t('video.hint')}
        errorKey={errorKey}
        notes={notes}
      >
        {({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, ...control }) => (
          <>
            <input
              {...control}
              className="course-form__file-input"
              type="file"
              accept="video/*"
              aria-labelledby={`${labelledBy} ${id}-browse`}
              aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) onChoose(chosen);
                // The same file can be chosen again after a refusal.
                event.target.value = '';
              }}
            />
            <label
              htmlFor={id}
              className="button button--ghost course-form__browse"
              id={`${id}-browse`}
            >
              {file || hasStoredVideo ? t('video.replace') : t('video.browse')}
            </label>
            <p className="course-form__chosen" id={`${id}-chosen`} aria-live="polite">
              {file
                ? t('video.chosen', { name: file.name, size: megabytes(file.size, i18n.language) })
                : hasStoredVideo
                  ? t('video.stored')
                  : t('video.none')}
            </p>
          </>
        )}
      </Field>
    </div>
  );
}
