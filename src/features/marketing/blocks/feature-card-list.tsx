import { useTranslation } from 'react-i18next';

interface FeatureCardListProps {
  /** The cards in reading order; each reads `{keyPrefix}.{item}.title` and `.text`. */
  items: readonly string[];
  keyPrefix: string;
  /** A line under the title read from `{keyPrefix}.{item}.{metaField}` (a duration, say). */
  metaField?: string;
}

/** Numbered cards (01, 02, …) of marketing copy: a title, an optional line, a text. */
export function FeatureCardList({ items, keyPrefix, metaField }: FeatureCardListProps) {
  const { t } = useTranslation('marketing');
  return (
    <ul className="card-grid">
      {items.map((item, index) => (
        <li key={item} className="feature-card">
          <span className="feature-card__badge" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="feature-card__title">{t(`${keyPrefix}.${item}.title`)}</h3>
          {metaField ? (
            <p className="feature-card__meta">{t(`${keyPrefix}.${item}.${metaField}`)}</p>
          ) : null}
          <p className="feature-card__text">{t(`${keyPrefix}.${item}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
