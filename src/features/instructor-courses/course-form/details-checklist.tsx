import { useTranslation } from 'react-i18next';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import type { CourseDetailCatalogueItem } from '@/generated/model';
import type { DetailChoice } from '@/machines/course-form/course-form-values';
import { DurationInput } from '@/components/ui/duration-input';
import { CourseFormGroup, useReviewNotes, type FieldFeedback } from './course-field';

interface DetailsChecklistProps extends FieldFeedback {
  id: string;
  catalogue: CourseDetailCatalogueItem[];
  details: DetailChoice[];
  onToggle: (id: number, selected: boolean) => void;
  onTime: (id: number, time: string) => void;
}

/**
 * What the course includes: catalogue items with `editable: 1` take a length (hours and minutes),
 * the others are checkboxes. At least one must be chosen (the machine's client rule).
 */
export function DetailsChecklist({
  id,
  catalogue,
  details,
  onToggle,
  onTime,
  errorKey,
  reviewNotes,
}: DetailsChecklistProps) {
  const { t } = useTranslation('course-form');
  const language = useLanguage();
  const choiceOf = new Map(details.map((detail) => [detail.id, detail]));
  const notes = useReviewNotes(id, reviewNotes);
  return (
    <CourseFormGroup
      id={id}
      label={t('details.legend')}
      required
      hint={t('details.hint')}
      errorKey={errorKey}
      notes={notes}
    >
      {(control) => (
        <ul className="course-form__details">
          {catalogue.map((item) => {
            const choice = choiceOf.get(item.id);
            const text =
              (language === 'en' ? item.text_en : item[`text_${language}`]) || item.text_en;
            const inputId = `${id}-${item.id}`;
            return (
              <li key={item.id} className="course-form__detail">
                <RemoteImage file={item.icon} alt="" width={24} height={24} />
                {item.editable === 1 ? (
                  <DurationInput
                    id={inputId}
                    label={t('details.time', { text })}
                    value={choice?.time ?? ''}
                    onChange={(time) => onTime(item.id, time)}
                    // Its own legend would hide the group's description: the error is passed on.
                    invalid={Boolean(control['aria-invalid'])}
                    describedBy={control['aria-describedby']}
                  />
                ) : (
                  <>
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={choice?.selected ?? false}
                      onChange={(event) => onToggle(item.id, event.target.checked)}
                    />
                    <label htmlFor={inputId}>{text}</label>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </CourseFormGroup>
  );
}
