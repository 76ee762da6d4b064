import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { ActionButton, ButtonLink } from '@/components/ui/action-button';
import { PageFrame } from '@/components/ui/page-frame';
import { useLanguage } from '@/components/ui/use-language';
import { unreachableScreen } from '@/components/ui/unreachable-screen';
import { createPaymentCalls } from '@/entities/payments/payment-calls';
import { afterPayment } from '@/entities/payments/payment-queries';
import { forgetBankPayment } from '@/entities/payments/pending-bank-payment';
import { paymentVerificationMachine } from '@/machines/checkout/payment-verification.machine';
import { paymentVerificationView } from '@/machines/checkout/payment-verification.view';
import { formatServerMoney } from '@/lib/format/price';
import { href, parseIdParam } from '@/lib/routes';
import {
  CheckFailed,
  OrderNumber,
  OutcomePanel,
  PaymentSucceeded,
  PaymentWait,
} from './payment-outcomes';
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

function HistoryAndContact() {
  const { t } = useTranslation('payments');
  return (
    <>
      <ButtonLink to={href('learnerPurchaseHistory')}>{t('succeeded.history')}</ButtonLink>
      <ButtonLink look="ghost" to={href('contact')}>
        {t('result.contact')}
      </ButtonLink>
    </>
  );
}

function UnknownPayment() {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel tone="info" title={t('result.unknownTitle')} actions={<HistoryAndContact />}>
      <p>{t('result.unknownText')}</p>
    </OutcomePanel>
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
      actions: {
        paymentSettled: () => void afterPayment(queryClient),
        // The bank payment checkout remembered has its outcome now.
        outcomeKnown: (_, { payment: known }) => {
          if (known?.purpose)
            forgetBankPayment(
              known.purpose,
              known.purpose === 'course_purchase' ? known.courseId : null,
            );
        },
      },
    });
  });
  const [snapshot, send] = useMachineBinding(machine, {
    input: { paymentId },
  });
  const view = paymentVerificationView(snapshot);
  const { payment } = snapshot.context;
  const courseId = payment?.purpose === 'course_purchase' ? payment.courseId : null;

  const tryAgainLink =
    courseId !== null ? href('learnerCheckout', {}, { courseId }) : href('learnerAddFunds');
  const amount = payment ? formatServerMoney(payment, language) : '';
  const backToCourse =
    courseId !== null ? (
      <ButtonLink look="ghost" to={href('singleCourse', { id: courseId })}>
        {t('backToCourse')}
      </ButtonLink>
    ) : null;

  switch (view.screen) {
    case 'succeeded':
      return (
        <PaymentSucceeded
          courseId={courseId}
          payment={view.payment}
          text={
            courseId !== null
              ? t('result.courseText', { amount })
              : t('succeeded.fundsText', { amount })
          }
        />
      );
    case 'declined':
    case 'canceled':
      return (
        <OutcomePanel
          tone="error"
          title={view.screen === 'declined' ? t('declined.title') : t('result.canceledTitle')}
          actions={
            <>
              <ButtonLink to={tryAgainLink}>{t('declined.tryAgain')}</ButtonLink>
              {backToCourse}
            </>
          }
        >
          <p>
            {view.reason
              ? t(view.reason, { ns: 'server' })
              : view.screen === 'declined'
                ? t('declined.noReason')
                : null}{' '}
            {t('nothingCharged')}
          </p>
          <OrderNumber payment={view.payment} />
        </OutcomePanel>
      );
    case 'refunded':
      return (
        <OutcomePanel
          tone="info"
          title={t('result.refundedTitle')}
          actions={
            <>
              <ButtonLink to={href('learnerPurchaseHistory')}>{t('succeeded.history')}</ButtonLink>
              {backToCourse}
            </>
          }
        >
          <p>
            {courseId !== null
              ? t('result.refundedCourseText', { amount })
              : t('result.refundedText', { amount })}
            {view.payment?.reason ? ` ${t(view.payment.reason, { ns: 'server' })}` : null}
          </p>
          <OrderNumber payment={view.payment} />
        </OutcomePanel>
      );
    case 'unknown':
      // A payment the server knows, in a status added after this page was written: its status
      // is named, never "not found".
      return view.payment ? (
        <OutcomePanel tone="info" title={t('result.otherTitle')} actions={<HistoryAndContact />}>
          <p>{t('result.otherText', { status: view.payment.status })}</p>
          <OrderNumber payment={view.payment} />
        </OutcomePanel>
      ) : (
        <UnknownPayment />
      );
    case 'stillProcessing':
      return (
        <OutcomePanel
          tone="info"
          title={t('pending.stillTitle')}
          actions={
            <ActionButton onClick={() => send({ type: 'CHECK_AGAIN' })}>
              {t('pending.checkAgain')}
            </ActionButton>
          }
        >
          <p>{t('pending.stillText')}</p>
          <OrderNumber payment={payment} />
        </OutcomePanel>
      );
    case 'checkFailed':
      return <CheckFailed onRetry={() => send({ type: 'RETRY' })} />;
    case 'waiting':
      return <PaymentWait label={t('pending.confirming')} />;
    case 'checking':
      return <PaymentWait label={t('pending.checking')} />;
    default:
      return unreachableScreen('payment result', view);
  }
}
