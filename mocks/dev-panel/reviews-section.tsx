import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_FORM_FIELDS, type CourseFormField, type Localized } from '../db/types';
import { MAX_DEV_MESSAGE_LENGTH } from '../handlers/dev';
import { DevCallError, devApi, type DevCourse, type RejectedFieldInput } from './dev-api';
import { SectionState } from './section-state';
import { useSectionData } from './use-section-data';

const emptyField = (): RejectedFieldInput => ({
  field_name: null,
  error_message_en: '',
  error_message_ru: '',
  error_message_arm: '',
});

const LANGS = [
  ['en', 'reviews.messageEn'],
  ['ru', 'reviews.messageRu'],
  ['arm', 'reviews.messageArm'],
] as const;

/** The text in the panel's language, English when that translation is missing. */
function inLanguage(text: Localized, language: string): string {
  const lang = (['en', 'ru', 'arm'] as const).find((code) => code === language) ?? 'en';
  return text[lang] ?? text.en;
}

/** Courses waiting for review: approve, or decline with per-field messages in three languages. */
export function ReviewsSection() {
  const { t, i18n } = useTranslation('dev-panel');
  const load = useCallback(() => devApi.coursesInReview().then((answer) => answer.courses), []);
  const [state, reload] = useSectionData(load);
  const [declining, setDeclining] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const finished = (course: DevCourse, status: 'approved' | 'declined') => {
    setDeclining(null);
    setOutcome({
      kind: 'done',
      text: t(status === 'approved' ? 'reviews.approved' : 'reviews.declined', {
        title: inLanguage(course.title, i18n.language),
      }),
    });
    reload();
    headingRef.current?.focus();
  };

  const approve = async (course: DevCourse) => {
    setBusy(course.id);
    setOutcome(null);
    try {
      await devApi.review(course.id, 'approved');
      finished(course, 'approved');
    } catch {
      setOutcome({ kind: 'failed', text: t('common.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="dev-panel__section">
      <div className="dev-panel__row">
        <h3 ref={headingRef} tabIndex={-1} className="dev-panel__section-title">
          {t('tabs.reviews')}
        </h3>
        <button type="button" className="button button--ghost" onClick={reload}>
          {t('common.refresh')}
        </button>
      </div>
      <p role="status" className={outcome?.kind === 'done' ? 'dev-panel__success' : undefined}>
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="dev-panel__error">
          {outcome.text}
        </p>
      )}
      <SectionState state={state} onRetry={reload} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="dev-panel__muted">{t('reviews.empty')}</p>
        ) : (
          <ul className="dev-panel__list">
            {state.data.map((course) => {
              const title = inLanguage(course.title, i18n.language);
              return (
                <li key={course.id} className="dev-panel__card">
                  <p className="dev-panel__card-title">
                    #{course.id} {title}
                  </p>
                  {course.instructor && (
                    <p className="dev-panel__muted">
                      {t('reviews.by', {
                        name: course.instructor.name,
                        email: course.instructor.email,
                      })}
                    </p>
                  )}
                  {course.published ? (
                    <p className="dev-panel__muted">{t('reviews.publishedChange')}</p>
                  ) : null}
                  {declining === course.id ? (
                    <DeclineForm
                      course={course}
                      title={title}
                      onCancel={() => setDeclining(null)}
                      onDone={() => finished(course, 'declined')}
                    />
                  ) : (
                    <div className="dev-panel__row">
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={t('reviews.approve', { title })}
                        disabled={busy === course.id}
                        onClick={() => void approve(course)}
                      >
                        {t('reviews.approveShort')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('reviews.declineLabel', { title })}
                        onClick={() => {
                          setOutcome(null);
                          setDeclining(course.id);
                        }}
                      >
                        {t('reviews.decline')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}

type FieldErrors = Record<string, string>;

function DeclineForm({
  course,
  title,
  onCancel,
  onDone,
}: {
  course: DevCourse;
  title: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('dev-panel');
  const baseId = useId();
  const [fields, setFields] = useState<RejectedFieldInput[]>([emptyField()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const inputId = (index: number, lang: string) => `${baseId}-${index}-${lang}`;
  const errorKey = (index: number, lang: string) =>
    `rejected_fields.${index}.error_message_${lang}`;
  const fieldNameKey = (index: number) => `rejected_fields.${index}.field_name`;

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    fields.forEach((field, index) => {
      if (!field.error_message_en.trim()) found[errorKey(index, 'en')] = t('common.required');
      for (const [lang] of LANGS) {
        const value = field[`error_message_${lang}`];
        if (value.trim().length > MAX_DEV_MESSAGE_LENGTH)
          found[errorKey(index, lang)] = t('common.tooLong', { max: MAX_DEV_MESSAGE_LENGTH });
      }
    });
    return found;
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await devApi.review(course.id, 'declined', fields);
      onDone();
    } catch (error) {
      if (error instanceof DevCallError && error.status === 422) {
        const mapped: FieldErrors = {};
        for (const [key, codes] of Object.entries(error.errors))
          mapped[key] =
            codes[0] === 'required'
              ? t('common.required')
              : codes[0] === 'too_long'
                ? t('common.tooLong', { max: MAX_DEV_MESSAGE_LENGTH })
                : t('common.invalid');
        setErrors(mapped);
        focusFirstInvalid();
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const update = (index: number, lang: string, value: string) =>
    setFields((current) =>
      current.map((field, at) =>
        at === index ? { ...field, [`error_message_${lang}`]: value } : field,
      ),
    );

  const chooseField = (index: number, value: string) =>
    setFields((current) =>
      current.map((field, at) =>
        at === index
          ? {
              ...field,
              field_name: (COURSE_FORM_FIELDS as readonly string[]).includes(value)
                ? (value as CourseFormField)
                : null,
            }
          : field,
      ),
    );

  return (
    <form
      ref={formRef}
      className="dev-panel__decline"
      aria-labelledby={`${baseId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={`${baseId}-title`}>{t('reviews.declineTitle', { title })}</h4>
      <p className="dev-panel__muted">{t('reviews.declineHint')}</p>
      {fields.map((field, index) => (
        <fieldset key={index} className="dev-panel__fieldset">
          <legend>{t('reviews.field', { n: index + 1 })}</legend>
          <div className="dev-panel__field">
            <label htmlFor={`${baseId}-${index}-field`}>{t('reviews.fieldName')}</label>
            <select
              id={`${baseId}-${index}-field`}
              value={field.field_name ?? ''}
              aria-invalid={errors[fieldNameKey(index)] ? true : undefined}
              aria-describedby={
                errors[fieldNameKey(index)] ? `${baseId}-${index}-field-error` : undefined
              }
              onChange={(event) => chooseField(index, event.target.value)}
            >
              <option value="">{t('reviews.fieldGeneral')}</option>
              {COURSE_FORM_FIELDS.map((name) => (
                <option key={name} value={name}>
                  {t(`reviews.fields.${name}`)}
                </option>
              ))}
            </select>
            {errors[fieldNameKey(index)] && (
              <p id={`${baseId}-${index}-field-error`} className="dev-panel__field-error">
                {errors[fieldNameKey(index)]}
              </p>
            )}
          </div>
          {LANGS.map(([lang, label]) => {
            const id = inputId(index, lang);
            const error = errors[errorKey(index, lang)];
            return (
              <div key={lang} className="dev-panel__field">
                <label htmlFor={id}>{t(label)}</label>
                <textarea
                  id={id}
                  rows={2}
                  value={field[`error_message_${lang}`]}
                  required={lang === 'en'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => update(index, lang, event.target.value)}
                />
                {error && (
                  <p id={`${id}-error`} className="dev-panel__field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {fields.length > 1 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setErrors({});
                setFields((current) => current.filter((_, at) => at !== index));
              }}
            >
              {t('reviews.removeField', { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {failed && (
        <p role="alert" className="dev-panel__error">
          {t('common.failed')}
        </p>
      )}
      <div className="dev-panel__row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setFields((current) => [...current, emptyField()])}
        >
          {t('reviews.addField')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('reviews.sendDecline')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
