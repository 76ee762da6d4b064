import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { useLanguage } from '@/components/ui/use-language';
import { failureMessage, useFailureOutcome } from '@/entities/forms/form-outcome';
import { instructorWalletQueries } from '@/entities/instructor-wallet/instructor-wallet-queries';
import { PagedTable } from '@/entities/query/paged-table';
import { usePageParam } from '@/entities/query/use-page-param';
import type { InstructorSale } from '@/generated/model';
import { fileSaver } from '@/lib/browser/save-file';
import { formatDate } from '@/lib/format/dates';
import { href } from '@/lib/routes';
import { salesCsv } from './sales-csv';
import { SaleStatusBadge, useSaleCourse, useSaleStatusWord } from './wallet-labels';
import './instructor-wallet.css';
import { AmountCell, WalletTable } from './wallet-table';

/** The table's columns, each headed by `sales.<column>` (the CSV's words too). */
const saleColumns = ['course', 'order', 'date', 'gross', 'fee', 'net', 'status'] as const;

const exportFailure = { fallbackKey: 'instructor-wallet:sales.exportFailed' } as const;

/**
 * `/instructor/purchase-history`: every sale of the instructor's courses with its
 * gross, the platform's fee, the net and the status, ten a page from `?page=`, and every sale as
 * CSV (all pages, read through the same cache entry as the earnings chart).
 */
export function SalesHistoryPage() {
  const { t } = useTranslation('instructor-wallet');
  const paging = usePageParam();
  const history = useQuery(instructorWalletQueries.sales({ page: paging.page }));
  return (
    <PageFrame title={t('common:pages.purchaseHistory')}>
      <CsvExport />
      <PagedTable
        heading={t('sales.heading')}
        pagesLabel={t('sales.pages')}
        query={history}
        paging={paging}
        empty={{
          text: t('sales.empty'),
          to: href('instructorMyCourses'),
          action: t('sales.myCourses'),
        }}
        renderTable={(sales, page) => <SalesTable sales={sales} page={page} />}
      />
    </PageFrame>
  );
}

function CsvExport() {
  const { t } = useTranslation('instructor-wallet');
  const queryClient = useQueryClient();
  const course = useSaleCourse();
  const statusWord = useSaleStatusWord();
  const exporting = useMutation({
    mutationFn: async () => {
      const sales = await queryClient.fetchQuery(instructorWalletQueries.allSales());
      const text = salesCsv(
        sales,
        {
          date: t('sales.date'),
          order: t('sales.order'),
          course: t('sales.course'),
          gross: t('sales.gross'),
          fee: t('sales.fee'),
          net: t('sales.net'),
          currency: t('sales.currency'),
          status: t('sales.status'),
        },
        {
          course,
          status: (sale) => statusWord(sale.status),
        },
      );
      fileSaver.save('sales.csv', text, 'text/csv;charset=utf-8');
      return sales.length;
    },
  });
  const failure = useFailureOutcome(exporting.error, exportFailure);
  return (
    <div className="wallet-actions">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending || undefined}
      >
        {exporting.isPending ? t('sales.exporting') : t('sales.export')}
      </button>
      {failure ? <FormAlert tone="error" messageKey={failureMessage(failure)} /> : null}
      {exporting.isSuccess ? (
        <p role="status">{t('sales.exported', { number: exporting.data })}</p>
      ) : null}
    </div>
  );
}

function SalesTable({ sales, page }: { sales: readonly InstructorSale[]; page: number }) {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  const course = useSaleCourse();
  return (
    // The table scrolls sideways on a narrow screen instead of squeezing its columns.
    <WalletTable
      testId="sales-table"
      caption={t('sales.caption', { page })}
      columns={saleColumns.map((column) => t(`sales.${column}`))}
    >
      {sales.map((sale) => (
        <tr key={sale.id}>
          <th scope="row">{course(sale)}</th>
          <td>{t('sales.orderNumber', { number: sale.order_number })}</td>
          <td>{formatDate(sale.created_at, language)}</td>
          <AmountCell amount={sale.amount} currency={sale.currency} />
          <AmountCell amount={sale.platform_fee} currency={sale.currency} />
          <AmountCell amount={sale.net_amount} currency={sale.currency} />
          <td>
            <SaleStatusBadge status={sale.status} />
          </td>
        </tr>
      ))}
    </WalletTable>
  );
}
