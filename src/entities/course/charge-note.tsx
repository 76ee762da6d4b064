import { useTranslation } from 'react-i18next';
import type { CoursePrices } from '@/lib/format/price';
import '@/components/ui/content.css';

/**
 * What paying charges when it is not the listed price (a course listed in dollars is charged its
 * own price in drams): the amount in the currency charged and, with `why`, one line on why.
 * Nothing when the listed price is what is charged. Shown wherever a price is shown before
 * paying: cards, the course page, the cart and checkout.
 */
export function ChargeNote({
  prices,
  why = false,
}: {
  prices: Pick<CoursePrices, 'charged' | 'differs'> | null;
  why?: boolean;
}) {
  const { t } = useTranslation();
  if (!prices?.differs) return null;
  return (
    <p className="charge-note">
      <span className="charge-note__amount">
        {t('charge.line', { amount: prices.charged.text })}
      </span>
      {why ? <span className="charge-note__why">{t('charge.why')}</span> : null}
    </p>
  );
}
