import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCard as CourseCardData, LearnerCourseCard } from '@/generated/model';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { coursePrices } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { CardImage } from '@/components/ui/remote-image';
import { StarRating } from '@/components/ui/star-rating';
import { useLanguage } from '@/components/ui/use-language';
import { checkoutHref } from '@/entities/cart/checkout-link';
import { CategoryBadge } from '@/entities/categories/category-badge';
import { ChargeNote } from './charge-note';
import { OwnedMark } from '@/entities/purchases/owned-mark';
import { useSession } from '@/entities/session/session-context';
import { Ownership } from '@/entities/purchases/use-purchases';
import '@/components/ui/content.css';

interface CourseCardProps {
  /** A catalogue card, or a wishlist or cart entry's course. */
  course: CourseCardData | LearnerCourseCard;
  headingLevel?: 2 | 3;
  /** The first card of a page's list: its image is likely the largest thing on the first screen. */
  imagePriority?: boolean;
  /** Controls beside the price, e.g. the wishlist heart (given the course's title). */
  action?: (title: string) => ReactNode;
  /** Controls under the learn-more link, e.g. remove or checkout on the learner's lists. */
  footer?: (title: string) => ReactNode;
  /**
   * A "Buy now" link to checkout (catalogue and home) for a learner who has not
   * bought the course and for a guest (checkout asks a guest to sign in first, then returns).
   */
  offerBuy?: boolean;
}

/**
 * Thumbnail, price, rating, title, description and a link to the course page: "Learn more", or
 * for a course the learner bought a "Purchased" mark and "Go to course" (decision 19).
 */
export function CourseCard(props: CourseCardProps) {
  return (
    <Ownership courseId={props.course.id}>
      {(owned) => <CourseCardView {...props} owned={owned} />}
    </Ownership>
  );
}

function CourseCardView({
  course,
  headingLevel = 3,
  imagePriority = false,
  action,
  footer,
  offerBuy = false,
  owned,
}: CourseCardProps & { owned: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const buyer =
    session.status === 'guest' ||
    (session.status === 'authenticated' && session.role === 'learner');
  const language = useLanguage();
  // Decision 2 falls back to English; the fallback text says so (lang, and a small label).
  const localizedTitle = localizedText(course, 'title', language);
  const title = localizedTitle.text;
  const fellBack = localizedTitle.language !== language;
  const description = localizedText(course, 'description', language);
  const prices = coursePrices(course, language);
  const price = prices?.listed ?? null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="content-card">
      <CardImage file={course.thumbnail} priority={imagePriority} />
      <div className="content-card__body">
        <div className="content-card__row">
          <StarRating
            value={'average_rating' in course ? course.average_rating : course.comments_avg_rating}
            label={(count) => t('cards.rating', { count })}
          />
          {price ? <span className="content-card__price">{price.text}</span> : null}
          {owned ? <OwnedMark /> : null}
          {action?.(title)}
        </div>
        {/* Before paying: what is charged, when it is not the listed price. */}
        {owned ? null : <ChargeNote prices={prices} />}
        {'category' in course ? <CategoryBadge category={course.category} /> : null}
        {fellBack ? <span className="content-card__lang">{t('cards.inEnglish')}</span> : null}
        <Heading
          className="content-card__title user-text"
          dir="auto"
          lang={fellBack ? htmlLang[localizedTitle.language] : undefined}
        >
          {title}
        </Heading>
        <p
          className="content-card__text content-card__text--clamped user-text"
          dir="auto"
          lang={description.language !== language ? htmlLang[description.language] : undefined}
        >
          {description.text}
        </p>
        <Link className="content-card__link" to={href('singleCourse', { id: course.id })}>
          {owned ? t('purchased.goToCourse') : t('cards.learnMore')}
          <span className="visually-hidden">
            : <bdi>{title}</bdi>
          </span>
        </Link>
        {offerBuy && buyer && !owned ? (
          <Link className="button button--primary content-card__buy" to={checkoutHref(course.id)}>
            {t('cards.buyNow')}
            <span className="visually-hidden">: {title}</span>
          </Link>
        ) : null}
        {footer ? <div className="content-card__actions">{footer(title)}</div> : null}
      </div>
    </article>
  );
}
