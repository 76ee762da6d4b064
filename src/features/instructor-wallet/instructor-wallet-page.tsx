import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { instructorWalletQueries } from '@/entities/instructor-wallet/instructor-wallet-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import { QueryBlock } from '@/entities/query/query-block';
import type { InstructorWalletSummary, Withdrawal } from '@/generated/model';
import { formatDate } from '@/lib/format/dates';
import { href } from '@/lib/routes';
import { EarningsSection } from './earnings-section';
import { useWalletMoney, WithdrawalStatusBadge } from './wallet-labels';
import './instructor-wallet.css';
import { AmountCell, WalletTable } from './wallet-table';
import { WalletFigure, WalletSection } from './wallet-section';
import { ButtonLink } from '@/components/ui/action-button';

type Figure = keyof Omit<InstructorWalletSummary, 'currency'>;

// The original wallet's figures, as the server reports them: no fee percentage is written anywhere.
const earningFigures: readonly Figure[] = [
  'earnings_pending',
  'earnings_received',
  'earnings_canceled',
  'total_fee',
  'total_gross',
  'total_withdrawn',
];

/**
 * `/instructor/wallet`: the balance and what can be withdrawn, the
 * earnings by status with the fees and the gross, the withdrawal requests with their status and
 * the administrator's note, and the earnings of the last twelve months. Live: a sale, a sale
 * settled or a payout decided reads the wallet again without a reload.
 */
export function InstructorWalletPage() {
  const { t } = useTranslation('instructor-wallet');
  const summary = useQuery(instructorWalletQueries.summary());
  return (
    <PageFrame title={t('common:pages.wallet')}>
      <WalletSection headingId="wallet-balance-heading" heading={t('summary.heading')}>
        <AnswerBlock query={summary} placeholder={<Skeleton count={2} variant="line" />}>
          {(figures) => <SummaryFigures summary={figures} />}
        </AnswerBlock>
        <div className="wallet-actions">
          <ButtonLink to={href('instructorWithdrawFunds')}>{t('summary.withdraw')}</ButtonLink>
          <ButtonLink look="ghost" to={href('instructorPurchaseHistory')}>
            {t('summary.history')}
          </ButtonLink>
        </div>
      </WalletSection>
      <WithdrawalsSection />
      <EarningsSection />
    </PageFrame>
  );
}

function SummaryFigures({ summary }: { summary: InstructorWalletSummary }) {
  const { t } = useTranslation('instructor-wallet');
  const money = useWalletMoney(summary.currency);
  return (
    <>
      <dl className="wallet-figures wallet-figures--main">
        <WalletFigure term={t('summary.current_balance')} testId="wallet-balance">
          {money(summary.current_balance)}
        </WalletFigure>
        {/* The original wallet shows the balance again here: what can be withdrawn is the balance. */}
        <WalletFigure term={t('summary.available')} testId="wallet-available">
          {money(summary.current_balance)}
        </WalletFigure>
      </dl>
      <h3 className="wallet-subheading">{t('summary.earningsHeading')}</h3>
      <dl className="wallet-figures">
        {earningFigures.map((figure) => (
          <WalletFigure key={figure} term={t(`summary.${figure}`)} testId={`wallet-${figure}`}>
            {money(summary[figure])}
          </WalletFigure>
        ))}
      </dl>
    </>
  );
}

function WithdrawalsSection() {
  const { t } = useTranslation('instructor-wallet');
  const withdrawals = useQuery(instructorWalletQueries.withdrawals());
  return (
    <WalletSection headingId="wallet-withdrawals-heading" heading={t('withdrawals.heading')}>
      <QueryBlock
        query={withdrawals}
        placeholder={<Skeleton count={3} variant="line" />}
        emptyText={t('withdrawals.empty')}
      >
        {(list) => <WithdrawalTable withdrawals={list} />}
      </QueryBlock>
    </WalletSection>
  );
}

function WithdrawalTable({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  return (
    <WalletTable
      testId="withdrawals-table"
      caption={t('withdrawals.caption')}
      captionHidden
      columns={[
        t('withdrawals.date'),
        t('withdrawals.amount'),
        t('withdrawals.status'),
        t('withdrawals.note'),
      ]}
    >
      {withdrawals.map((withdrawal) => (
        // A negative id is the request just sent, shown before the server's answer.
        <tr key={withdrawal.id} aria-busy={withdrawal.id < 0 || undefined}>
          <th scope="row">{formatDate(withdrawal.created_at, language)}</th>
          <AmountCell amount={withdrawal.amount} currency={withdrawal.currency} />
          <td>
            <WithdrawalStatusBadge status={withdrawal.status} />
          </td>
          <td>
            {withdrawal.admin_notes ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t('withdrawals.noNote')}</span>
              </>
            )}
          </td>
        </tr>
      ))}
    </WalletTable>
  );
}
