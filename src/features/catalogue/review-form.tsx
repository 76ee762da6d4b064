import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import { createCourseReview } from '@/generated/client/comments/comments';
import type { CourseReview, SingleCourse } from '@/generated/model';
import { maxRating } from '@/lib/format/people';

interface ReviewFormProps {
  course: SingleCourse;
  onStored: (review: CourseReview) => void;
}

/** A learner's stars (5 by default, or their earlier rating) and comment, really sent. */
export function ReviewForm({ course, onStored }: ReviewFormProps) {
  const { t } = useTranslation('courses');
  const queryClient = useQueryClient();
  const own = course.user_rating ?? null;
  const form = useFormSubmission({
    input: {
      initialValues: { rating: String(own?.rating ?? maxRating), comment_text: '' },
      clearOnSuccess: true,
    },
    submit: async (values) => {
      try {
        const answer = await createCourseReview({
          course_id: course.id,
          rating: Number(values.rating),
          comment_text: values.comment_text?.trim() ? values.comment_text.trim() : null,
        });
        return { kind: 'success', messageKey: answer.message_key, data: answer.review };
      } catch (error) {
        // The course itself refused (no longer approved): one message for the form.
        return failureOutcome(error, { formFields: ['course_id'] });
      }
    },
    onSuccess: (data) => {
      const review = data as CourseReview;
      queryClient.setQueryData(catalogueQueries.course(course.id).queryKey, (current) =>
        current ? { ...current, user_rating: review } : current,
      );
      onStored(review);
    },
  });
  return (
    <form id={form.formId} className="form review-form" noValidate onSubmit={form.onSubmit}>
      <h3 className="review-form__title">{t('reviews.formTitle')}</h3>
      {own ? (
        <p className="review-form__own">{t('reviews.yourRating', { rating: own.rating })}</p>
      ) : null}
      <Field
        labelAs="legend"
        className="star-picker"
        label={t('reviews.ratingLabel')}
        errorKey={form.errorOf('rating')}
      >
        {() => (
          <div className="star-picker__options">
            {Array.from({ length: maxRating }, (_, index) => {
              const value = String(index + 1);
              const filled = Number(form.values.rating) >= index + 1;
              return (
                <label key={value} className="star-picker__option">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    className="star-picker__input"
                    checked={form.values.rating === value}
                    onChange={() => form.setValue('rating', value)}
                  />
                  <svg
                    viewBox="0 0 20 20"
                    width="28"
                    height="28"
                    aria-hidden="true"
                    className={filled ? 'star star--filled' : 'star'}
                  >
                    <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
                  </svg>
                  <span className="visually-hidden">
                    {t('reviews.stars', { count: index + 1 })}
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </Field>
      <TextField label={t('reviews.commentLabel')} multiline {...form.field('comment_text')} />
      {form.alert ? <FormAlert tone={form.alert.tone} messageKey={form.alert.messageKey} /> : null}
      <SubmitButton busy={form.busy} busyLabel={t('reviews.sending')}>
        {t('reviews.submit')}
      </SubmitButton>
    </form>
  );
}
