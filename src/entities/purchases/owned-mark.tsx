import { useTranslation } from 'react-i18next';
import './purchases.css';

/** The visible "Purchased" (or, on the course page, "You own this course") mark. */
export function OwnedMark({ long = false }: { long?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="owned-mark">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      {long ? t('purchased.owned') : t('purchased.badge')}
    </span>
  );
}
