import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeadedTable } from '@/components/ui/headed-table';
import { PageFrame } from '@/components/ui/page-frame';
import { useLanguage } from '@/components/ui/use-language';
import { paymentQueries } from '@/entities/payments/payment-queries';
import { PagedTable } from '@/entities/query/paged-table';
import { usePageParam } from '@/entities/query/use-page-param';
import type { PaymentHistoryItem } from '@/generated/model';
import { currencyOr } from '@/lib/capabilities/discovery';
import { formatDate } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { hasInvoice, PaymentStatusBadge, usePaymentProduct } from './payment-labels';
import './payments.css';

/**
 * Purchase history (decision 19): the learner's top-ups and course purchases from
 * `GET /api/payments/history`, ten a page from `?page=`, as a table; a paid one links to its
 * printable invoice.
 */
export function PurchaseHistoryPage() {
  const { t } = useTranslation('purchases');
  const paging = usePageParam();
  const history = useQuery({
    ...paymentQueries.history({ page: paging.page }),
    select: (answer) => answer.payments,
  });
  return (
    <PageFrame title={t('common:pages.purchaseHistory')}>
      <PagedTable
        heading={t('history.heading')}
        pagesLabel={t('history.pages')}
        query={history}
        paging={paging}
        empty={{ text: t('history.empty'), to: href('courses'), action: t('history.courses') }}
        renderTable={(payments, page) => <PaymentTable payments={payments} page={page} />}
      />
    </PageFrame>
  );
}

/** The table's columns, each headed by `history.<column>`. */
const paymentColumns = ['product', 'order', 'date', 'amount', 'status', 'invoice'] as const;

/** Why a payment has no invoice, in its own words: pending is not a payment that failed. */
const noInvoiceKey = (status: PaymentHistoryItem['status']) =>
  status === 'pending'
    ? 'history.noInvoicePending'
    : status === 'refunded'
      ? 'history.noInvoiceRefunded'
      : 'history.noInvoice';

function PaymentTable({
  payments,
  page,
}: {
  payments: readonly PaymentHistoryItem[];
  page: number;
}) {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const product = usePaymentProduct();
  return (
    // The table scrolls sideways on a narrow screen instead of squeezing its columns.
    <div className="payments-table__scroll">
      <HeadedTable
        className="payments-table"
        caption={t('history.caption', { page })}
        columns={paymentColumns.map((column) => t(`history.${column}`))}
      >
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row">{product(payment, language)}</th>
              <td>{t('history.orderNumber', { number: payment.order_number })}</td>
              <td>{formatDate(payment.created_at, language)}</td>
              <td className="payments-table__amount">
                {/* The real backend's history has no currency: its amounts are the wallet's drams. */}
                {formatAmount(payment.amount, currencyOr(payment.currency), language)}
              </td>
              <td>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td>
                {hasInvoice(payment) ? (
                  <Link
                    to={href('learnerInvoice', { paymentId: payment.id })}
                    aria-label={t('history.invoiceFor', { number: payment.order_number })}
                  >
                    {t('history.invoice')}
                  </Link>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{t(noInvoiceKey(payment.status))}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HeadedTable>
    </div>
  );
}
