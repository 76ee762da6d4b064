import { useTranslation } from 'react-i18next';
import type {
  CourseFieldErrors,
  CourseFormValues,
  CourseLanguage,
  RowList as RowListName,
} from '@/machines/course-form/course-form-values';
import type { CourseFormEvent } from '@/machines/course-form/course-form.machine';
import { controlClass, Field } from '@/components/ui/field';
import { CourseField } from './course-field';
import { RowList } from './row-list';

const CURRENCY: Record<CourseLanguage, string> = { en: 'USD', ru: 'RUB', arm: 'AMD' };

interface LanguageSectionProps {
  id: string;
  language: CourseLanguage;
  values: CourseFormValues;
  fieldErrors: CourseFieldErrors;
  reviewNotes: Partial<Record<string, string[]>>;
  send: (event: CourseFormEvent) => void;
}

/**
 * One language of the course: title, price with its currency, FAQs, highlights, description.
 * English is required (marked); Russian and Armenian are optional. The FAQ and highlight rows
 * are shared by the languages (every language has the same number of rows), so adding or
 * removing a row in one section does it in all.
 */
export function LanguageSection({
  id,
  language,
  values,
  fieldErrors,
  reviewNotes,
  send,
}: LanguageSectionProps) {
  const { t } = useTranslation('course-form');
  const required = language === 'en';
  const languageName = t(`languages.${language}`);
  const english = language === 'en';
  // The reviewer's notes name a field, not a language: they show at the English field.
  const notesOf = (field: string) => (english ? reviewNotes[field] : undefined);
  const rowList = (list: RowListName) => (
    <RowList
      id={`${id}-${list}`}
      list={list}
      language={language}
      rows={values[list]}
      fieldErrors={fieldErrors}
      required={required}
      showListMessages={english}
      errorKey={fieldErrors[list]}
      reviewNotes={notesOf(list)}
      onAdd={() => send({ type: 'row.add', list })}
      onRemove={(index) => send({ type: 'row.remove', list, index })}
      onChange={(index, field, value) => send({ type: 'row.change', list, index, field, value })}
    />
  );
  const currencyId = `${id}-currency`;
  return (
    <section className="course-form__language" aria-labelledby={`${id}-heading`}>
      <h2 className="course-form__language-title" id={`${id}-heading`}>
        {t('sections.heading', { language: languageName })}
      </h2>
      <CourseField
        id={`${id}-title`}
        label={t('fields.title', { language: languageName })}
        value={values[`title_${language}`]}
        required={required}
        errorKey={fieldErrors[`title_${language}`]}
        reviewNotes={notesOf('title')}
        onValueChange={(value) => send({ type: 'field.change', field: `title_${language}`, value })}
      />
      <div className="course-form__price">
        <CourseField
          id={`${id}-price`}
          label={t('fields.price', { language: languageName })}
          value={values[`price_${language}`]}
          required={required}
          inputMode="decimal"
          errorKey={fieldErrors[`price_${language}`]}
          reviewNotes={notesOf('price')}
          onValueChange={(value) =>
            send({ type: 'field.change', field: `price_${language}`, value })
          }
        />
        <Field
          id={currencyId}
          label={t('fields.currency', { language: languageName })}
          errorKey={fieldErrors[`currency_${language}`]}
        >
          {/* One currency per language; sent only with a price. */}
          {(control) => (
            <select
              {...control}
              className={controlClass(Boolean(control['aria-invalid']))}
              defaultValue={CURRENCY[language]}
            >
              <option value={CURRENCY[language]}>{CURRENCY[language]}</option>
            </select>
          )}
        </Field>
      </div>
      {rowList('faqs')}
      {rowList('highlights')}
      <CourseField
        id={`${id}-description`}
        label={t('fields.description', { language: languageName })}
        value={values[`description_${language}`]}
        required={required}
        multiline
        errorKey={fieldErrors[`description_${language}`]}
        reviewNotes={notesOf('description')}
        onValueChange={(value) =>
          send({ type: 'field.change', field: `description_${language}`, value })
        }
      />
    </section>
  );
}
