import { formatDuration, minutesOfTime } from '@/lib/format/duration';
import { Dialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetailSelection, InstructorCourse } from '@/generated/model';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import type { Language } from '@/lib/i18n/languages';
import { localizedField } from '@/lib/format/localized-field';
import { displayPrice } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { CommentEntry } from './comment-entry';
import { CourseStatusBadge, PublishedVersionNote } from './course-status';

/** Comments shown in an approved course's modal. */
export const MODAL_COMMENT_COUNT = 3;

interface CourseDetailsDialogProps {
  course: InstructorCourse;
  title: string;
  /** The button that opens the modal and gets the focus back when it closes. */
  trigger: ReactElement;
}

/**
 * A course's details in a modal (focus trapped inside, returned to the opening button on close).
 * Approved: the views and the latest comments with a link to all of them. In review or declined:
 * the course as written; a declined one also lists the reviewer's remarks, each under the field
 * it concerns, and links to the change-course form.
 */
export function CourseDetailsDialog({ course, title, trigger }: CourseDetailsDialogProps) {
  const { t } = useTranslation('my-courses');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="course-dialog__overlay" />
        <Dialog.Content className="course-dialog" aria-describedby={undefined}>
          <div className="course-dialog__header">
            <Dialog.Title className="course-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('details.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          <p className="course-dialog__status">
            <CourseStatusBadge status={course.status} />
          </p>
          <PublishedVersionNote course={course} />
          {course.status === 'approved' ? (
            <ApprovedDetails course={course} />
          ) : (
            <WrittenDetails course={course} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ApprovedDetails({ course }: { course: InstructorCourse }) {
  const { t } = useTranslation('my-courses');
  const comments = course.comments.slice(0, MODAL_COMMENT_COUNT);
  return (
    <>
      <p className="course-dialog__views">{t('details.views', { views: course.views })}</p>
      <section className="course-dialog__section" aria-labelledby={`course-${course.id}-comments`}>
        <h3 id={`course-${course.id}-comments`} className="course-dialog__heading">
          {t('details.comments')}
        </h3>
        {comments.length === 0 ? (
          <p>{t('details.noComments')}</p>
        ) : (
          <ul className="course-dialog__comments">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentEntry comment={comment} />
              </li>
            ))}
          </ul>
        )}
        <Link className="button button--ghost" to={href('courseComments', { id: course.id })}>
          {t('details.viewMore')}
        </Link>
      </section>
    </>
  );
}

function WrittenDetails({ course }: { course: InstructorCourse }) {
  const { t } = useTranslation('my-courses');
  const language = useLanguage();
  const price = displayPrice(course, language);
  const included = course.details_by_instructor.filter(
    (choice) => choice.time !== null || Boolean(choice.selected),
  );
  const section = (key: string) => `course-${course.id}-${key}`;
  return (
    <>
      {course.status === 'declined' ? (
        <RejectedFields course={course} language={language} />
      ) : (
        <p className="course-dialog__note">{t('details.inReview')}</p>
      )}
      <dl className="course-dialog__facts">
        <div>
          <dt>{t('details.price')}</dt>
          <dd>{price ? price.text : t('details.noPrice')}</dd>
        </div>
      </dl>
      <section className="course-dialog__section" aria-labelledby={section('description')}>
        <h3 id={section('description')} className="course-dialog__heading">
          {t('details.description')}
        </h3>
        <p className="course-dialog__text">{localizedField(course, 'description', language)}</p>
      </section>
      {course.highlights.length > 0 ? (
        <section className="course-dialog__section" aria-labelledby={section('highlights')}>
          <h3 id={section('highlights')} className="course-dialog__heading">
            {t('details.highlights')}
          </h3>
          <ul className="course-dialog__list">
            {course.highlights.map((highlight) => (
              <li key={highlight.id}>{localizedField(highlight, 'name', language)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {course.faqs.length > 0 ? (
        <section className="course-dialog__section" aria-labelledby={section('faq')}>
          <h3 id={section('faq')} className="course-dialog__heading">
            {t('details.faq')}
          </h3>
          <dl className="course-dialog__faq">
            {course.faqs.map((faq) => (
              <div key={faq.id}>
                <dt>{localizedField(faq, 'question', language)}</dt>
                <dd>{localizedField(faq, 'answer', language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {included.length > 0 ? (
        <section className="course-dialog__section" aria-labelledby={section('included')}>
          <h3 id={section('included')} className="course-dialog__heading">
            {t('details.included')}
          </h3>
          <ul className="course-dialog__included">
            {included.map((choice) => (
              <IncludedDetail
                key={choice.course_details_data_id}
                choice={choice}
                language={language}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function RejectedFields({ course, language }: { course: InstructorCourse; language: Language }) {
  const { t } = useTranslation('my-courses');
  const heading = `course-${course.id}-rejected`;
  return (
    <section className="course-dialog__section course-dialog__rejected" aria-labelledby={heading}>
      <h3 id={heading} className="course-dialog__heading">
        {t('details.rejected')}
      </h3>
      {course.rejected_fields.length > 0 ? (
        <dl className="course-dialog__remarks">
          {course.rejected_fields.map((field) => {
            return (
              <div key={field.id}>
                <dt>
                  {field.field_name ? t(`fields.${field.field_name}`) : t('details.generalRemark')}
                </dt>
                <dd>{localizedField(field, 'error_message', language)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <Link
        className="button button--primary"
        to={href('instructorChangeCourses', { id: course.id })}
      >
        {t('details.changeCourse')}
      </Link>
    </section>
  );
}

/** `02:30:00` as a duration ("2 hr 30 min"); no time (a ticked checkbox detail) shows nothing. */
const shownDuration = (time: string | null, language: Language): string | null => {
  const minutes = minutesOfTime(time);
  return minutes === null ? null : formatDuration(minutes, language);
};

function IncludedDetail({
  choice,
  language,
}: {
  choice: CourseDetailSelection;
  language: Language;
}) {
  const duration = shownDuration(choice.time, language);
  return (
    <li className="course-dialog__included-item">
      <RemoteImage file={choice.detail.icon} alt="" width={24} height={24} />
      <span>
        {localizedField(choice.detail, 'text', language)}
        {duration ? <span className="course-dialog__duration"> · {duration}</span> : null}
      </span>
    </li>
  );
}
