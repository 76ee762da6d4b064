import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { paymentQueries } from '@/entities/payments/payment-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import { userQueries } from '@/entities/session/user-queries';
import { walletBalanceOf, walletCurrencyOf } from '@/lib/capabilities/discovery';
import { formatAmount } from '@/lib/format/price';
import { href } from '@/lib/routes';
import './payments.css';
import { ButtonLink } from '@/components/ui/action-button';

/**
 * `/learner/wallet`: the balance from the profile and what the learner spent on
 * courses over the whole history (never page 1 only), each loading and failing apart.
 */
export function WalletPage() {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const profile = useQuery(userQueries.profile());
  const spent = useQuery(paymentQueries.totalSpent());
  // The wallet is kept in drams unless the profile names its currency.
  const walletCurrency = walletCurrencyOf(profile.data);
  return (
    <PageFrame title={t('common:pages.wallet')}>
      {/* Each figure its own list (a sum per currency: dollars and drams never add up). */}
      <div className="wallet__figures">
        <dl className="wallet__figure">
          <dt>{t('wallet.balance')}</dt>
          <dd>
            <AnswerBlock query={profile} placeholder={<Skeleton count={1} variant="line" />}>
              {(user) => {
                const balance = walletBalanceOf(user);
                // A server that reports no balance (`wallet-balance`): said, never a made-up 0.
                return balance
                  ? formatAmount(balance.amount, balance.currency, language)
                  : t('wallet.noBalance');
              }}
            </AnswerBlock>
          </dd>
        </dl>
        {spent.data ? (
          (spent.data.length === 0 ? [{ amount: '0', currency: walletCurrency }] : spent.data).map(
            (total) => (
              <dl className="wallet__figure" key={total.currency}>
                <dt>
                  {spent.data.length > 1
                    ? t('wallet.totalSpentIn', { currency: total.currency })
                    : t('wallet.totalSpent')}
                </dt>
                <dd>{formatAmount(total.amount, total.currency, language)}</dd>
              </dl>
            ),
          )
        ) : (
          // Loading or failed: one figure says so (never a short total).
          <dl className="wallet__figure">
            <dt>{t('wallet.totalSpent')}</dt>
            <dd>
              <AnswerBlock query={spent} placeholder={<Skeleton count={1} variant="line" />}>
                {() => null}
              </AnswerBlock>
            </dd>
          </dl>
        )}
      </div>
      <p className="wallet__note">{t('wallet.totalSpentNote')}</p>
      <div className="wallet__actions">
        <Link className="button" to={href('learnerAddFunds')}>
          {t('wallet.addFunds')}
        </Link>
        <ButtonLink look="ghost" to={href('learnerPurchaseHistory')}>
          {t('wallet.history')}
        </ButtonLink>
      </div>
    </PageFrame>
  );
}
