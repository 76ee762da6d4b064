import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HeadedTable } from '@/components/ui/headed-table';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { paymentQueries } from '@/entities/payments/payment-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import { useSession } from '@/entities/session/session-context';
import type { Payment } from '@/generated/model';
import { contactDetails } from '@/lib/contact-details';
import { formatDate } from '@/lib/format/dates';
import { fullName } from '@/lib/format/people';
import { formatAmount } from '@/lib/format/price';
import { href, parseIdParam } from '@/lib/routes';
import {
  hasInvoice,
  PaymentStatusBadge,
  usePaymentProduct,
  usePaymentStatusWord,
} from './payment-labels';
import './payments.css';
import { ButtonLink } from '@/components/ui/action-button';

/**
 * `/learner/invoice/{paymentId}`: the invoice of a paid payment, as the server states it
 * (`GET /api/payments/details/{id}`, decision 22), laid out to print or save as PDF.
 */
export function InvoicePage() {
  const { t } = useTranslation('purchases');
  const paymentId = parseIdParam(useParams().paymentId);
  return (
    <PageFrame title={t('invoice.title')}>
      {paymentId ? (
        <InvoiceLoader paymentId={paymentId} />
      ) : (
        <NoInvoice text={t('invoice.notFound')} />
      )}
    </PageFrame>
  );
}

function InvoiceLoader({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('purchases');
  const statusWord = usePaymentStatusWord();
  const payment = useQuery(paymentQueries.details(paymentId));
  return (
    <AnswerBlock query={payment} placeholder={<Skeleton count={1} variant="card" />}>
      {(answer) =>
        hasInvoice(answer) ? (
          <Invoice payment={answer} />
        ) : (
          // No invoice for money that never arrived: say so rather than print one.
          <NoInvoice text={t('invoice.notPaid', { status: statusWord(answer.status) })} />
        )
      }
    </AnswerBlock>
  );
}

function NoInvoice({ text }: { text: string }) {
  const { t } = useTranslation('purchases');
  return (
    <div className="remote-state" role="status">
      <p>{text}</p>
      <ButtonLink look="ghost" to={href('learnerPurchaseHistory')}>
        {t('invoice.back')}
      </ButtonLink>
    </div>
  );
}

function Invoice({ payment }: { payment: Payment }) {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const product = usePaymentProduct();
  const session = useSession();
  const buyer = session.status === 'authenticated' ? session.user : null;
  const amount = formatAmount(payment.amount, payment.currency, language);
  const number = t('history.orderNumber', { number: payment.order_number });
  return (
    <>
      <article className="invoice" aria-labelledby="invoice-heading">
        <header className="invoice__header">
          <h2 id="invoice-heading" className="invoice__title">
            {t('invoice.heading', { number: payment.order_number })}
          </h2>
          <p className="invoice__brand">{t('common:app.name')}</p>
        </header>
        <div className="invoice__parties">
          <section aria-labelledby="invoice-seller">
            <h3 id="invoice-seller">{t('invoice.seller')}</h3>
            <address>
              {t('common:app.name')}
              <br />
              {contactDetails.email}
              <br />
              {contactDetails.phone}
              <br />
              {contactDetails.website}
            </address>
          </section>
          <section aria-labelledby="invoice-buyer">
            <h3 id="invoice-buyer">{t('invoice.buyer')}</h3>
            <address>
              {fullName(buyer)}
              {buyer?.email ? (
                <>
                  <br />
                  {buyer.email}
                </>
              ) : null}
            </address>
          </section>
        </div>
        <dl className="invoice__facts">
          <dt>{t('history.order')}</dt>
          <dd>{number}</dd>
          <dt>{t('history.date')}</dt>
          <dd>{formatDate(payment.created_at, language)}</dd>
          <dt>{t('history.status')}</dt>
          <dd>
            <PaymentStatusBadge status={payment.status} />
          </dd>
          {payment.card_pan ? (
            <>
              <dt>{t('invoice.card')}</dt>
              <dd>{payment.card_pan}</dd>
            </>
          ) : null}
        </dl>
        <HeadedTable
          className="invoice__items"
          caption={t('invoice.items')}
          captionHidden
          columns={[t('invoice.item'), t('invoice.currency'), t('history.amount')]}
        >
          <tbody>
            <tr>
              <th scope="row">{product(payment, language)}</th>
              <td>{payment.currency}</td>
              <td>{amount}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('invoice.total')}
              </th>
              <td>{amount}</td>
            </tr>
          </tfoot>
        </HeadedTable>
      </article>
      <div className="invoice__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('invoice.print')}
        </button>
        <ButtonLink look="ghost" to={href('learnerPurchaseHistory')}>
          {t('invoice.back')}
        </ButtonLink>
      </div>
    </>
  );
}
