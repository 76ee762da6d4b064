import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AvatarImage } from '@/components/ui/remote-image';
import { StarRating } from '@/components/ui/star-rating';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { ContentSection } from '@/components/ui/content-section';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { QueryBlock } from '@/entities/query/query-block';
import type { LearnerComment } from '@/generated/model';

/** How many of the latest comments the home page shows. */
export const TESTIMONIAL_COUNT = 6;

/** One learner's comment with its rating and author (exported for the shared avatar test). */
export function Testimonial({ comment }: { comment: LearnerComment }) {
  const { t } = useTranslation('marketing');
  const role = comment.user.roles[0]?.name;
  return (
    <figure className="testimonial">
      <StarRating value={comment.rating} label={(count) => t('testimonials.rating', { count })} />
      <p className="testimonial__course">
        {comment.course?.title_en?.trim() || t('testimonials.courseFallback')}
      </p>
      <blockquote className="testimonial__text">
        <p>{comment.comment_text ?? ''}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <AvatarImage className="testimonial__avatar" image={comment.user.image} />
        <span>
          <span className="testimonial__name">{comment.user.first_name}</span>
          {role ? (
            <span className="testimonial__role">{t(`auth.roles.${role}`, { ns: 'server' })}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** What learners say: the latest learner comments with their ratings. */
export function TestimonialsSection() {
  const { t } = useTranslation('marketing');
  // Read and drawn once near the screen: just below a phone's first one (useNearViewport).
  const { ref, near } = useNearViewport<HTMLElement>();
  const comments = useQuery({ ...marketingQueries.testimonials(), enabled: near });
  return (
    <ContentSection ref={ref} title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <QueryBlock query={comments} emptyText={t('testimonials.empty')}>
        {(list) => (
          <ul className="card-grid">
            {list.slice(0, TESTIMONIAL_COUNT).map((comment) => (
              <li key={comment.id}>
                <Testimonial comment={comment} />
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </ContentSection>
  );
}
