import { formatDuration, minutesOfTime } from '@/lib/format/duration';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
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
import { ButtonLink } from '@/components/ui/action-button';

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

/** A titled part of the dialog; its h3 (id `course-{id}-{part}`) names the section. */
function DialogSection({
  courseId,
  part,
  title,
  className,
  children,
}: {
  courseId: number;
  part: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `course-${courseId}-${part}`;
  return (
    <section
      className={className ? `course-dialog__section ${className}` : 'course-dialog__section'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="course-dialog__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ApprovedDetails({ course }: { course: InstructorCourse }) {
  const { t } = useTranslation('my-courses');
  const comments = course.comments.slice(0, MODAL_COMMENT_COUNT);
  return (
    <>
      <p className="course-dialog__views">{t('details.views', { views: course.views })}</p>
      <DialogSection courseId={course.id} part="comments" title={t('details.comments')}>
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
        <ButtonLink look="ghost" to={href('courseComments', { id: course.id })}>
          {t('details.viewMore')}
        </ButtonLink>
      </DialogSection>
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
      <DialogSection courseId={course.id} part="description" title={t('details.description')}>
        <p className="course-dialog__text">{localizedField(course, 'description', language)}</p>
      </DialogSection>
      {course.highlights.length > 0 ? (
        <DialogSection courseId={course.id} part="highlights" title={t('details.highlights')}>
          <ul className="course-dialog__list">
            {course.highlights.map((highlight) => (
              <li key={highlight.id}>{localizedField(highlight, 'name', language)}</li>
            ))}
          </ul>
        </DialogSection>
      ) : null}
      {course.faqs.length > 0 ? (
        <DialogSection courseId={course.id} part="faq" title={t('details.faq')}>
          <dl className="course-dialog__faq">
            {course.faqs.map((faq) => (
              <div key={faq.id}>
                <dt>{localizedField(faq, 'question', language)}</dt>
                <dd>{localizedField(faq, 'answer', language)}</dd>
              </div>
            ))}
          </dl>
        </DialogSection>
      ) : null}
      {included.length > 0 ? (
        <DialogSection courseId={course.id} part="included" title={t('details.included')}>
          <ul className="course-dialog__included">
            {included.map((choice) => (
              <IncludedDetail
                key={choice.course_details_data_id}
                choice={choice}
                language={language}
              />
            ))}
          </ul>
        </DialogSection>
      ) : null}
    </>
  );
}

function RejectedFields({ course, language }: { course: InstructorCourse; language: Language }) {
  const { t } = useTranslation('my-courses');
  return (
    <DialogSection
      courseId={course.id}
      part="rejected"
      title={t('details.rejected')}
      className="course-dialog__rejected"
    >
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
    </DialogSection>
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
