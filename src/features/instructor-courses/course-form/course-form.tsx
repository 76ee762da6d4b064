import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CourseDetailCatalogueItem } from '@/generated/model';
import { href } from '@/lib/routes';
import type {
  CourseFormValues,
  TranslationLanguage,
} from '@/machines/course-form/course-form-values';
import { CategorySelect } from './category-select';
import { CourseFormGroup, ReviewNotes } from './course-field';
import { DetailsChecklist } from './details-checklist';
import { DraftOffer } from './draft-offer';
import { LanguageSection } from './language-section';
import { LeaveDialog } from './leave-dialog';
import { QuizSection } from './quiz-section';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useCourseForm } from './use-course-form';
import { VideoField } from './video-field';
import './course-form.css';

export interface CourseFormProps {
  /** null: Add course; a number: Change course of that course. */
  courseId: number | null;
  catalogue: CourseDetailCatalogueItem[];
  initialValues: CourseFormValues;
  /** A declined course's reviewer messages by form field (`title`, `faqs`, …). */
  reviewNotes?: Partial<Record<string, string[]>>;
  /** The reviewer's remarks about no field in particular. */
  generalNotes?: string[];
  hasStoredVideo?: boolean;
  /**
   * A version of the course is published: the change goes to review while visitors and learners
   * keep the published version (said before saving).
   */
  published?: boolean;
}

/** Flash state read by My courses after a change (see FlashNotice). */
export interface CourseSavedState {
  flashKey: string;
}

const TRANSLATIONS: TranslationLanguage[] = ['ru', 'arm'];

/** The add-course and change-course form. */
export function CourseForm({
  courseId,
  catalogue,
  initialValues,
  reviewNotes = {},
  generalNotes = [],
  hasStoredVideo = false,
  published = false,
}: CourseFormProps) {
  const { t } = useTranslation('course-form');
  const navigate = useNavigate();
  const form = useCourseForm({ courseId, initialValues });
  const { values, fieldErrors, send, formId: id } = form;
  const adding = form.mode === 'add';

  // A changed course goes to My courses page 1, which says so. The form is no
  // longer dirty here, so leaving asks nothing.
  useEffect(() => {
    if (!adding && form.succeeded && form.messageKey)
      void navigate(href('instructorMyCourses', {}, { page: 1 }), {
        state: { flashKey: form.messageKey } satisfies CourseSavedState,
      });
  }, [adding, form.succeeded, form.messageKey, navigate]);

  return (
    <form id={id} className="form course-form" noValidate onSubmit={form.onSubmit}>
      {form.draft ? (
        <DraftOffer
          savedAt={form.draft.savedAt}
          onRestore={form.restoreDraft}
          onDiscard={form.discardDraft}
        />
      ) : null}
      {generalNotes.length > 0 ? (
        <ReviewNotes title={t('review.general')} notes={generalNotes} />
      ) : null}
      <fieldset className="course-form__body" disabled={form.busy}>
        <legend className="visually-hidden">
          {adding
            ? t('pages.addCourse', { ns: 'common' })
            : t('pages.changeCourse', { ns: 'common' })}
        </legend>
        <CategorySelect
          id={`${id}-category`}
          value={values.category_id}
          errorKey={fieldErrors.category_id}
          onChange={(value) => send({ type: 'field.change', field: 'category_id', value })}
        />
        <VideoField
          id={`${id}-video`}
          file={values.video}
          hasStoredVideo={hasStoredVideo}
          required={adding}
          errorKey={fieldErrors.video}
          reviewNotes={reviewNotes.video}
          onChoose={(file) => send({ type: 'video.choose', file })}
        />
        <DetailsChecklist
          id={`${id}-details`}
          catalogue={catalogue}
          details={values.details}
          errorKey={fieldErrors.details_by_instructor}
          reviewNotes={reviewNotes.details_by_instructor}
          onToggle={(detail, selected) => send({ type: 'detail.toggle', id: detail, selected })}
          onTime={(detail, time) => send({ type: 'detail.time', id: detail, time })}
        />
        <CourseFormGroup label={t('sections.translations')}>
          {() => (
            <div className="course-form__toggles">
              {TRANSLATIONS.map((language) => (
                <label key={language} className="course-form__toggle">
                  <input
                    type="checkbox"
                    checked={values.translations[language]}
                    onChange={(event) =>
                      send({ type: 'translation.toggle', language, on: event.target.checked })
                    }
                  />
                  {t(`sections.add.${language}`)}
                </label>
              ))}
            </div>
          )}
        </CourseFormGroup>
        <LanguageSection
          id={`${id}-en`}
          language="en"
          values={values}
          fieldErrors={fieldErrors}
          reviewNotes={reviewNotes}
          send={send}
        />
        {TRANSLATIONS.filter((language) => values.translations[language]).map((language) => (
          <LanguageSection
            key={language}
            id={`${id}-${language}`}
            language={language}
            values={values}
            fieldErrors={fieldErrors}
            reviewNotes={reviewNotes}
            send={send}
          />
        ))}
        <QuizSection
          id={`${id}-quiz`}
          questions={values.questions}
          practice={values.practice}
          fieldErrors={fieldErrors}
          notice={form.snapshot.context.quizNotice}
          keepOneQuestion={!adding && initialValues.questions.length > 0}
          onEdit={(edit) => send({ type: 'quiz.edit', edit })}
        />
      </fieldset>
      {form.uploading ? (
        <UploadProgress
          percent={form.progress ?? 0}
          label={t('upload.label')}
          text={
            (form.progress ?? 0) < 100
              ? t('upload.percent', { percent: form.progress ?? 0 })
              : t('upload.processing')
          }
          cancel={{ label: t('upload.cancel'), onCancel: () => send({ type: 'cancel' }) }}
        />
      ) : null}
      {form.cancelled ? (
        <FormAlert tone="info" messageKey="course-form:upload.cancelled" />
      ) : form.failed ? (
        <FormAlert tone="error" messageKey={form.messageKey ?? 'auth.something_went_wrong'} />
      ) : null}
      {adding && form.succeeded && form.messageKey ? (
        <FormAlert
          tone="success"
          messageKey={form.messageKey}
          actions={
            <Link to={href('instructorMyCourses', {}, { page: 1 })}>{t('success.myCourses')}</Link>
          }
        />
      ) : null}
      <p id={`${id}-review-notice`} className="course-form__review-notice">
        {t(
          adding
            ? 'submit.reviewNotice.add'
            : published
              ? 'submit.reviewNotice.changePublished'
              : 'submit.reviewNotice.change',
        )}
      </p>
      <SubmitButton
        busy={form.busy}
        busyLabel={adding ? t('submit.sending') : t('submit.saving')}
        describedBy={`${id}-review-notice`}
      >
        {adding ? t('submit.add') : t('submit.change')}
      </SubmitButton>
      <LeaveDialog
        open={form.leave.asking}
        uploading={form.uploading}
        onStay={form.leave.stay}
        onLeave={form.leave.leave}
      />
    </form>
  );
}
