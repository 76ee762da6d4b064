import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ButtonLink } from '@/components/ui/action-button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { unreachableScreen } from '@/components/ui/unreachable-screen';
import { checkoutView, type CheckoutView } from '@/machines/checkout/checkout.view';
import type { PaymentPurpose } from '@/machines/checkout/payment-types';
import { paymentVerificationView } from '@/machines/checkout/payment-verification.view';
import { formatServerMoney } from '@/lib/format/price';
import { href } from '@/lib/routes';
import { useCheckoutMachine } from './use-checkout-machine';
import { PaymentForm } from './payment-form';
import { CheckFailed, OutcomePanel, PaymentSucceeded, PaymentWait } from './payment-outcomes';
import './payments.css';

interface PaymentFlowProps {
  purpose: PaymentPurpose;
  courseId: number | null;
  initialAmount?: string;
}

/** Checkout (a course) and add funds (the wallet): one flow, the checkout machine's states. */
export function PaymentFlow({ purpose, courseId, initialAmount = '' }: PaymentFlowProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [snapshot, send] = useCheckoutMachine(purpose, courseId, initialAmount);
  const { context } = snapshot;
  const view = checkoutView(snapshot);
  const courseLink = courseId !== null ? href('singleCourse', { id: courseId }) : null;
  const backLink = courseLink ?? href('learnerWallet');

  switch (view.screen) {
    case 'loading':
      return (
        <div className="payment-loading">
          <Spinner size="large" label={t('loading')} />
        </div>
      );
    case 'loadFailed': {
      const missing = context.failure?.kind === 'not_found';
      return (
        <OutcomePanel
          tone="error"
          title={missing ? t('unavailable.title') : t('loadFailed.title')}
          actions={
            missing ? (
              <ButtonLink to={href('courses')}>{t('unavailable.browse')}</ButtonLink>
            ) : (
              <ActionButton onClick={() => send({ type: 'RETRY' })}>{t('retry')}</ActionButton>
            )
          }
        >
          <p>
            {missing
              ? t('unavailable.text')
              : t(`failure.${context.failure?.kind === 'network' ? 'network' : 'server'}`)}
          </p>
        </OutcomePanel>
      );
    }
    case 'owned':
      return (
        <OutcomePanel
          tone="success"
          title={t('owned.title')}
          actions={
            courseLink ? <ButtonLink to={courseLink}>{t('owned.goToCourse')}</ButtonLink> : null
          }
        >
          <p>{t('owned.text', { title: context.course?.title ?? '' })}</p>
        </OutcomePanel>
      );
    case 'pendingCheck':
      return view.verification ? (
        <PendingCheck
          verification={view.verification}
          cancelFailed={context.cancelFailure !== null}
          onCheckAgain={() => send({ type: 'CHECK_AGAIN' })}
          onRetry={() => send({ type: 'RETRY' })}
          onCancel={() => send({ type: 'CANCEL_PENDING' })}
        />
      ) : (
        <PaymentWait label={t('pending.checking')} />
      );
    case 'cancellingPending':
      return <PaymentWait label={t('pending.cancelling')} />;
    case 'succeeded': {
      const payment = context.payment;
      return (
        <PaymentSucceeded
          courseId={purpose === 'course_purchase' ? courseId : null}
          payment={payment}
          text={
            purpose === 'course_purchase'
              ? t('succeeded.courseText', { title: context.course?.title ?? '' })
              : t('succeeded.fundsText', {
                  amount: payment ? formatServerMoney(payment, language) : '',
                })
          }
        />
      );
    }
    case 'redirectingToBank':
      return <PaymentWait label={t('toBank')} />;
    case 'cancelled':
      return (
        <OutcomePanel
          tone="info"
          title={t('priceChanged.keptTitle')}
          actions={
            <ButtonLink to={backLink}>
              {courseLink ? t('backToCourse') : t('backToWallet')}
            </ButtonLink>
          }
        >
          <p>{t('nothingCharged')}</p>
        </OutcomePanel>
      );
    case 'form':
      return <PaymentForm context={context} send={send} view={view} backLink={backLink} />;
    default:
      return unreachableScreen('checkout', view);
  }
}

type VerificationRef = NonNullable<
  Extract<CheckoutView, { screen: 'pendingCheck' }>['verification']
>;

/**
 * A payment an abandoned bank page left behind (Back, a closed tab), checked before any form: its
 * real state decides. While the bank still holds it open, the learner can wait, check again, or
 * cancel it (nothing was charged) and choose again, instead of waiting out the bank's session.
 */
function PendingCheck({
  verification,
  cancelFailed,
  onCheckAgain,
  onRetry,
  onCancel,
}: {
  verification: VerificationRef;
  cancelFailed: boolean;
  onCheckAgain: () => void;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('payments');
  const screen = useSelector(verification, (s) => paymentVerificationView(s).screen);
  const openAtBank = useSelector(verification, (s) => s.context.payment?.status === 'pending');
  const still = screen === 'stillProcessing';
  const cancelAlert = cancelFailed ? (
    <FormAlert tone="error" messageKey="payments:pending.cancelFailed" />
  ) : null;
  if (screen === 'checkFailed') return <CheckFailed onRetry={onRetry}>{cancelAlert}</CheckFailed>;
  if (!openAtBank) return <PaymentWait label={t('pending.checking')} />;
  return (
    <OutcomePanel
      tone="info"
      title={t('pending.openTitle')}
      actions={
        <>
          {still ? (
            <ActionButton onClick={onCheckAgain}>{t('pending.checkAgain')}</ActionButton>
          ) : null}
          <ActionButton look="ghost" onClick={onCancel}>
            {t('pending.cancelPayment')}
          </ActionButton>
        </>
      }
    >
      {cancelAlert}
      <p>{t('pending.openText')}</p>
      {still ? (
        <p>{t('pending.stillText')}</p>
      ) : (
        <p className="payment-outcome__waiting">
          <Spinner label={t('pending.waitingForBank')} />
          <span aria-hidden="true">{t('pending.waitingForBank')}</span>
        </p>
      )}
    </OutcomePanel>
  );
}
