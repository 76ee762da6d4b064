import { useTranslation } from 'react-i18next';
import './content.css';

interface SkeletonProps {
  /** How many placeholder cards stand in for the content. */
  count?: number;
  /** The shape of each placeholder, matching what will replace it so nothing jumps. */
  variant?: 'card' | 'line' | 'row';
}

/**
 * Grey placeholders in the shape of the coming content. Screen readers hear one "Loading..."
 * instead of the shapes.
 */
export function Skeleton({ count = 3, variant = 'card' }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton-group skeleton-group--${variant}`} role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton skeleton--${variant}`} aria-hidden="true" />
      ))}
    </div>
  );
}
