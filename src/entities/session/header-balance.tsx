import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/components/ui/use-language';
import { formatAmount } from '@/lib/format/price';
import { walletBalanceOf } from '@/lib/capabilities/discovery';
import { paths } from '@/lib/routes';
import { userQueries } from './user-queries';

/**
 * The learner's wallet balance in the header, a link to the wallet. It reads the
 * profile the session put in the cache (no call of its own while that is fresh) and shows
 * nothing while the profile has no `balance`: an earlier backend, or not loaded yet. The amount
 * is the server's decimal string, formatted by Intl, never float arithmetic.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = walletBalanceOf(useQuery(userQueries.profile()).data);
  if (!balance) return null;
  const amount = formatAmount(balance.amount, balance.currency, language);
  return (
    <Link
      className="header-balance"
      to={paths.learnerWallet}
      aria-label={t('learnerLists.balanceLink', { amount })}
    >
      {amount}
    </Link>
  );
}
