import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { createPaymentCalls } from '@/entities/payments/payment-calls';
import { afterPayment } from '@/entities/payments/payment-queries';
import { forgetBankPayment } from '@/entities/payments/pending-bank-payment';
import { paymentVerificationMachine } from '@/machines/checkout/payment-verification.machine';
import { formatServerMoney } from '@/lib/format/price';
import { href, parseIdParam } from '@/lib/routes';
import './payments.css';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

/**
 * `/payment/result?paymentId=…`: what the server says became of the payment (decision 22), never
 * the address's `status`. A pending payment is asked again with backoff, then "still processing"
 * with Check again. Reloading or opening it twice only asks again: nothing here can charge.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const paymentId = parseIdParam(searchParams.get('paymentId') ?? undefined);
  return (
    <PageFrame title={t('result.title')}>
      {paymentId === null ? (
        <UnknownPayment />
      ) : (
        <PaymentResult key={paymentId} paymentId={String(paymentId)} />
      )}
    </PageFrame>
  );
}

function UnknownPayment() {
  const { t } = useTranslation('payments');
  return (
    <ResultPanel tone="info" title={t('result.unknownTitle')}>
      <p>{t('result.unknownText')}</p>
      <div className="payment-outcome__actions">
        <Link className="button button--primary" to={href('learnerPurchaseHistory')}>
          {t('succeeded.history')}
        </Link>
        <Link className="button button--ghost" to={href('contact')}>
          {t('result.contact')}
        </Link>
      </div>
    </ResultPanel>
  );
}

function ResultPanel({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error' | 'info';
  title: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Layout effect: runs again if a suspended page is shown again (focus is not left on the body).
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <section className={`payment-outcome payment-outcome--${tone}`} aria-labelledby="result-title">
      <h2 id="result-title" ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PaymentResult({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [machine] = useState(() => {
    const calls = createPaymentCalls({ queryClient, language });
    return paymentVerificationMachine.provide({
      actors: { fetchPayment: fromPromise(({ input }) => calls.fetchPayment(input)) },
    });
  });
  const [snapshot, send] = useMachineBinding(machine, {
    input: { paymentId },
  });
  const { payment, reason } = snapshot.context;
  const succeeded = snapshot.matches('succeeded');
  const ended = snapshot.status === 'done';
  const courseId = payment?.purpose === 'course_purchase' ? payment.courseId : null;

  useEffect(() => {
    if (succeeded) void afterPayment(queryClient);
  }, [succeeded, queryClient]);
  // The bank payment checkout remembered has its outcome now.
  useEffect(() => {
    if (ended && payment?.purpose) forgetBankPayment(payment.purpose, courseId);
  }, [ended, payment, courseId]);

  const tryAgainLink =
    courseId !== null ? href('learnerCheckout', {}, { courseId }) : href('learnerAddFunds');
  const amount = payment ? formatServerMoney(payment, language) : '';
  const order = payment?.orderNumber ? (
    <p>{t('orderNumber', { number: payment.orderNumber })}</p>
  ) : null;

  if (snapshot.matches('succeeded'))
    return (
      <ResultPanel
        tone="success"
        title={courseId !== null ? t('succeeded.courseTitle') : t('succeeded.fundsTitle')}
      >
        <p>
          {courseId !== null
            ? t('result.courseText', { amount })
            : t('succeeded.fundsText', { amount })}
        </p>
        {order}
        <div className="payment-outcome__actions">
          {courseId !== null ? (
            <Link className="button button--primary" to={href('singleCourse', { id: courseId })}>
              {t('owned.goToCourse')}
            </Link>
          ) : (
            <Link className="button button--primary" to={href('learnerWallet')}>
              {t('succeeded.toWallet')}
            </Link>
          )}
          <Link className="button button--ghost" to={href('learnerPurchaseHistory')}>
            {t('succeeded.history')}
          </Link>
        </div>
      </ResultPanel>
    );
  if (snapshot.matches('declined') || snapshot.matches('canceled'))
    return (
      <ResultPanel
        tone="error"
        title={snapshot.matches('declined') ? t('declined.title') : t('result.canceledTitle')}
      >
        <p>
          {reason
            ? t(reason, { ns: 'server' })
            : snapshot.matches('declined')
              ? t('declined.noReason')
              : null}{' '}
          {t('nothingCharged')}
        </p>
        {order}
        <div className="payment-outcome__actions">
          <Link className="button button--primary" to={tryAgainLink}>
            {t('declined.tryAgain')}
          </Link>
          {courseId !== null ? (
            <Link className="button button--ghost" to={href('singleCourse', { id: courseId })}>
              {t('backToCourse')}
            </Link>
          ) : null}
        </div>
      </ResultPanel>
    );
  if (snapshot.matches('refunded'))
    return (
      <ResultPanel tone="info" title={t('result.refundedTitle')}>
        <p>
          {courseId !== null
            ? t('result.refundedCourseText', { amount })
            : t('result.refundedText', { amount })}
          {payment?.reason ? ` ${t(payment.reason, { ns: 'server' })}` : null}
        </p>
        {order}
        <div className="payment-outcome__actions">
          <Link className="button button--primary" to={href('learnerPurchaseHistory')}>
            {t('succeeded.history')}
          </Link>
          {courseId !== null ? (
            <Link className="button button--ghost" to={href('singleCourse', { id: courseId })}>
              {t('backToCourse')}
            </Link>
          ) : null}
        </div>
      </ResultPanel>
    );
  // A payment the server knows, in a status added after this page was written: its status is
  // named, never "not found".
  if (snapshot.matches('unknown') && payment)
    return (
      <ResultPanel tone="info" title={t('result.otherTitle')}>
        <p>{t('result.otherText', { status: payment.status })}</p>
        {order}
        <div className="payment-outcome__actions">
          <Link className="button button--primary" to={href('learnerPurchaseHistory')}>
            {t('succeeded.history')}
          </Link>
          <Link className="button button--ghost" to={href('contact')}>
            {t('result.contact')}
          </Link>
        </div>
      </ResultPanel>
    );
  if (snapshot.matches('unknown')) return <UnknownPayment />;
  if (snapshot.matches('stillProcessing'))
    return (
      <ResultPanel tone="info" title={t('pending.stillTitle')}>
        <p>{t('pending.stillText')}</p>
        {order}
        <div className="payment-outcome__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => send({ type: 'CHECK_AGAIN' })}
          >
            {t('pending.checkAgain')}
          </button>
        </div>
      </ResultPanel>
    );
  if (snapshot.matches('checkFailed'))
    return (
      <ResultPanel tone="error" title={t('pending.checkFailedTitle')}>
        <p>{t('pending.checkFailedText')}</p>
        <div className="payment-outcome__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => send({ type: 'RETRY' })}
          >
            {t('retry')}
          </button>
        </div>
      </ResultPanel>
    );
  return (
    <div className="payment-loading">
      <Spinner
        size="large"
        label={snapshot.matches('waiting') ? t('pending.confirming') : t('pending.checking')}
      />
      <p aria-hidden="true">
        {snapshot.matches('waiting') ? t('pending.confirming') : t('pending.checking')}
      </p>
    </div>
  );
}
