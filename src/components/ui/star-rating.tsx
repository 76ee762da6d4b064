import { filledStars, maxRating } from '@/lib/format/people';
import './content.css';

interface StarRatingProps {
  /** An average or a rating; 5 stars are filled when there is none yet. */
  value: number | string | null | undefined;
  /** Already translated, e.g. "Rated 4 out of 5"; receives the filled star count. */
  label: (stars: number) => string;
}

/** Five stars filled to the rounded value, read as one sentence by screen readers. */
export function StarRating({ value, label }: StarRatingProps) {
  const stars = filledStars(value);
  return (
    <span className="star-rating" role="img" aria-label={label(stars)}>
      {Array.from({ length: maxRating }, (_, index) => (
        <svg
          key={index}
          className={index < stars ? 'star star--filled' : 'star'}
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
