import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { usePageParam } from '@/entities/query/use-page-param';
import { Pagination } from '@/components/ui/pagination';
import { useLanguage } from '@/components/ui/use-language';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { formatDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { PURCHASE_PAGES, samplePurchases, type SamplePurchase } from './sample-purchases';
import './purchases.css';

/**
 * Purchase history (part 2 §2, decision 7): sample rows on the static pages 1–5 of `?page=`, a
 * table from 768 px and cards below, each with a printable invoice.
 */
export function PurchaseHistoryPage() {
  const { t } = useTranslation('purchases');
  const { page: named, setPage } = usePageParam();
  // A page past the last shows the last (docs/paged-lists.md).
  const page = Math.min(named, PURCHASE_PAGES);
  return (
    <PageFrame title={t('common:pages.purchaseHistory')}>
      <p className="sample-notice" role="note">
        {t('history.sampleNotice')}
      </p>
      <PurchaseList purchases={samplePurchases(page)} page={page} />
      <Pagination
        currentPage={page}
        lastPage={PURCHASE_PAGES}
        label={t('history.pages')}
        onPageChange={setPage}
      />
    </PageFrame>
  );
}

/** The purchases as a table (wide) or cards (narrow), or the empty text with the catalogue. */
export function PurchaseList({
  purchases,
  page,
}: {
  purchases: readonly SamplePurchase[];
  page: number;
}) {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const narrow = useMediaQuery('(max-width: 767px)');
  const [invoice, setInvoice] = useState<SamplePurchase | null>(null);
  if (purchases.length === 0)
    return (
      <div className="remote-state" role="status">
        <p>{t('history.empty')}</p>
        <Link className="button" to={href('courses')}>
          {t('history.courses')}
        </Link>
      </div>
    );
  const date = (purchase: SamplePurchase) => formatDate(purchase.date, language);
  const amount = (purchase: SamplePurchase) =>
    formatMoney(purchase.amount, purchase.currency, language);
  const status = (purchase: SamplePurchase) => (
    <span className={`purchase-status purchase-status--${purchase.status}`}>
      {t(`history.statuses.${purchase.status}`)}
    </span>
  );
  const invoiceButton = (purchase: SamplePurchase) => (
    <button type="button" className="button button--ghost" onClick={() => setInvoice(purchase)}>
      {t('history.invoice')}
      <span className="visually-hidden">: {t(purchase.productKey)}</span>
    </button>
  );
  return (
    <>
      {narrow ? (
        <ul className="purchase-cards" aria-label={t('history.caption', { page })}>
          {purchases.map((purchase) => (
            <li key={purchase.id} className="purchase-card">
              <h2 className="purchase-card__title">{t(purchase.productKey)}</h2>
              <dl>
                <dt>{t('history.date')}</dt>
                <dd>{date(purchase)}</dd>
                <dt>{t('history.total')}</dt>
                <dd>{amount(purchase)}</dd>
                <dt>{t('history.status')}</dt>
                <dd>{status(purchase)}</dd>
              </dl>
              {invoiceButton(purchase)}
            </li>
          ))}
        </ul>
      ) : (
        <table className="purchases-table">
          <caption>{t('history.caption', { page })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.product')}</th>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.total')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr key={purchase.id}>
                <th scope="row">{t(purchase.productKey)}</th>
                <td>{date(purchase)}</td>
                <td>{amount(purchase)}</td>
                <td>{status(purchase)}</td>
                <td>{invoiceButton(purchase)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog.Root open={invoice !== null} onOpenChange={(open) => !open && setInvoice(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="invoice-dialog__overlay" />
          {invoice ? (
            <Dialog.Content className="invoice-dialog">
              <Dialog.Title className="invoice-dialog__title">
                {t('history.invoiceTitle')} {invoice.invoiceNumber}
              </Dialog.Title>
              <Dialog.Description className="sample-notice">
                {t('history.invoiceSample')}
              </Dialog.Description>
              <dl>
                <dt>{t('history.invoiceNumber')}</dt>
                <dd>{invoice.invoiceNumber}</dd>
                <dt>{t('history.product')}</dt>
                <dd>{t(invoice.productKey)}</dd>
                <dt>{t('history.date')}</dt>
                <dd>{date(invoice)}</dd>
                <dt>{t('history.total')}</dt>
                <dd>{amount(invoice)}</dd>
                <dt>{t('history.status')}</dt>
                <dd>{status(invoice)}</dd>
              </dl>
              <div className="invoice-dialog__actions">
                <button type="button" className="button" onClick={() => window.print()}>
                  {t('history.print')}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className="button button--ghost">
                    {t('history.close')}
                  </button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          ) : null}
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
