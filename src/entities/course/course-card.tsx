import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCard as CourseCardData } from '@/generated/model';
import { localizedField } from '@/lib/format/localized-field';
import { displayPrice } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { RemoteImage } from '@/components/ui/remote-image';
import { StarRating } from '@/components/ui/star-rating';
import { useLanguage } from '@/components/ui/use-language';
import '@/components/ui/content.css';

interface CourseCardProps {
  course: CourseCardData;
  headingLevel?: 2 | 3;
}

/** Thumbnail, price, rating, title, description and a learn-more link to the course page. */
export function CourseCard({ course, headingLevel = 3 }: CourseCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localizedField(course, 'title', language);
  const price = displayPrice(course, language);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="content-card">
      <RemoteImage
        className="content-card__image"
        file={course.thumbnail}
        alt=""
        width={480}
        height={270}
      />
      <div className="content-card__body">
        <div className="content-card__row">
          <StarRating
            value={course.average_rating}
            label={(count) => t('cards.rating', { count })}
          />
          {price ? <span className="content-card__price">{price.text}</span> : null}
        </div>
        <Heading className="content-card__title">{title}</Heading>
        <p className="content-card__text content-card__text--clamped">
          {localizedField(course, 'description', language)}
        </p>
        <Link className="content-card__link" to={href('singleCourse', { id: course.id })}>
          {t('cards.learnMore')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
