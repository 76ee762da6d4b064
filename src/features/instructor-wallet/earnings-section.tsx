import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { instructorWalletQueries } from '@/entities/instructor-wallet/instructor-wallet-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import type { InstructorSale } from '@/generated/model';
import { monthlyEarnings, type EarningsFigures } from './monthly-earnings';
import { monthLabel } from './month-label';
import { currencyOr } from '@/lib/capabilities/discovery';
import { courseShare, useSaleCourse } from './wallet-labels';
import { AmountCell, WalletTable } from './wallet-table';
import { WalletSection } from './wallet-section';

// recharts is a chunk of its own, loaded only here (the bundle budget keeps it out of the entry).
const EarningsChart = lazy(() => import('./earnings-chart'));

/**
 * Net earnings per month for the last twelve months: a chart with a per-course
 * breakdown on hover and keyboard focus, and the same figures as a table for anyone who does not
 * read the chart. Computed from every page of the sales history, read once through the cache
 * (docs/instructor-wallet.md says why not an extension call).
 */
export function EarningsSection() {
  const { t } = useTranslation('instructor-wallet');
  const sales = useQuery(instructorWalletQueries.allSales());
  return (
    <WalletSection headingId="earnings-heading" heading={t('earnings.heading')}>
      <p className="wallet-section__intro">{t('earnings.intro')}</p>
      <AnswerBlock query={sales} placeholder={<Skeleton count={3} variant="line" />}>
        {(list) => <Earnings sales={list} />}
      </AnswerBlock>
    </WalletSection>
  );
}

function Earnings({ sales }: { sales: readonly InstructorSale[] }) {
  const { t } = useTranslation('instructor-wallet');
  const courseName = useSaleCourse();
  const currency = currencyOr(sales[0]?.currency);
  // The twelve months end with the current one; recomputed when the sales change.
  const months = useMemo(() => monthlyEarnings(sales, new Date(), courseName), [sales, courseName]);
  return (
    <>
      <Suspense fallback={<Skeleton count={3} variant="line" />}>
        <EarningsChart months={months} currency={currency} />
      </Suspense>
      <details className="earnings-table">
        <summary>{t('earnings.showTable')}</summary>
        <EarningsTable months={months} currency={currency} />
      </details>
    </>
  );
}

function EarningsTable({ months, currency }: EarningsFigures) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  return (
    <WalletTable
      testId="earnings-table"
      caption={t('earnings.tableCaption')}
      columns={[t('earnings.month'), t('earnings.net'), t('earnings.byCourse')]}
    >
      {months.map((month) => (
        <tr key={month.key}>
          <th scope="row">{monthLabel(month.start, language)}</th>
          <AmountCell amount={month.net} currency={currency} />
          <td>
            {month.courses.length === 0 ? (
              t('earnings.noSales')
            ) : (
              <ul className="earnings-table__courses">
                {month.courses.map((course) => (
                  <li key={course.key}>{courseShare(course, currency, language)}</li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </WalletTable>
  );
}
