import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CourseFieldErrors,
  CourseLanguage,
  FaqRow,
  HighlightRow,
  RowList as RowListName,
} from '@/machines/course-form/course-form-values';
import { CourseField, CourseFormGroup, useReviewNotes, type FieldFeedback } from './course-field';

interface RowListProps extends FieldFeedback {
  id: string;
  list: RowListName;
  language: CourseLanguage;
  rows: FaqRow[] | HighlightRow[];
  fieldErrors: CourseFieldErrors;
  required: boolean;
  /** The list-level error and notes show once, in the English section. */
  showListMessages: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, field: string, value: string) => void;
}

const partsOf = (list: RowListName) => (list === 'faqs' ? ['question', 'answer'] : ['name']);

/**
 * FAQs or highlights of one language: an add button, a remove control on every row after the
 * first, always at least one row. Each field is labelled with its row number; focus goes to the
 * new row on add and to the row that takes the removed one's place on remove.
 */
export function RowList({
  id,
  list,
  language,
  rows,
  fieldErrors,
  required,
  showListMessages,
  onAdd,
  onRemove,
  onChange,
  errorKey,
  reviewNotes,
}: RowListProps) {
  const { t } = useTranslation('course-form');
  const pendingFocus = useRef<number | null>(null);
  const languageName = t(`languages.${language}`);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const index = Math.min(pendingFocus.current, rows.length - 1);
    pendingFocus.current = null;
    document.getElementById(`${id}-${index}-0`)?.focus();
  }, [id, rows.length]);
  const notes = useReviewNotes(id, showListMessages ? reviewNotes : undefined);
  return (
    <CourseFormGroup
      id={id}
      label={t(`${list}.legend`, { language: languageName })}
      required={required}
      errorKey={showListMessages ? errorKey : undefined}
      notes={notes}
    >
      {() => (
        <>
          <ol className="course-form__rows">
            {rows.map((row, index) => (
              // Rows have no identity of their own; their position is what the server names.
              <li key={index} className="course-form__row">
                {partsOf(list).map((part, partIndex) => {
                  const field = `${part}_${language}`;
                  return (
                    <CourseField
                      key={field}
                      id={`${id}-${index}-${partIndex}`}
                      label={t(`${list}.${part}`, { number: index + 1, language: languageName })}
                      value={(row as unknown as Record<string, string>)[field] ?? ''}
                      required={required}
                      multiline={part === 'answer'}
                      errorKey={fieldErrors[`${list}.${index}.${field}`]}
                      onValueChange={(value) => onChange(index, field, value)}
                    />
                  );
                })}
                {index > 0 ? (
                  <button
                    type="button"
                    className="button button--ghost course-form__remove"
                    onClick={() => {
                      pendingFocus.current = index;
                      onRemove(index);
                    }}
                  >
                    {t(`${list}.remove`, { number: index + 1 })}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--ghost course-form__add"
            onClick={() => {
              pendingFocus.current = rows.length;
              onAdd();
            }}
          >
            {t(`${list}.add`)}
          </button>
        </>
      )}
    </CourseFormGroup>
  );
}
