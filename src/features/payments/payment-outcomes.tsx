// The panels a payment ends in, shared by checkout (and add funds) and the page the bank returns
// to: one heading that takes focus, one success, one "could not check", one "still processing",
// one waiting spinner.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ButtonLink } from '@/components/ui/action-button';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentDetails } from '@/machines/checkout/payment-types';
import { href } from '@/lib/routes';

/**
 * Moves focus to a state's message when it appears, so it is read and the keyboard is there. A
 * layout effect: React runs it again when a suspended page is shown again, so focus is not lost
 * to the body behind a moment's fallback.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/** A payment's state that replaces the form: a heading, its words, what can be done next. */
export function OutcomePanel({
  tone,
  title,
  children,
  actions,
  focusOnShow = true,
}: {
  tone: 'success' | 'error' | 'info';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** An outcome that follows a step takes focus; a page's first screen leaves it to the page. */
  focusOnShow?: boolean;
}) {
  const ref = useFocusOnShow<HTMLHeadingElement>(focusOnShow);
  const titleId = useId();
  return (
    <section className={`payment-outcome payment-outcome--${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {actions ? <div className="payment-outcome__actions">{actions}</div> : null}
    </section>
  );
}

/** A wait with nothing to do: a large spinner and its words. */
export function PaymentWait({ label }: { label: string }) {
  return (
    <div className="payment-loading">
      <Spinner size="large" label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}

export function OrderNumber({ payment }: { payment: PaymentDetails | null }) {
  const { t } = useTranslation('payments');
  return payment?.orderNumber ? <p>{t('orderNumber', { number: payment.orderNumber })}</p> : null;
}

/** Paid: the course (or the wallet) and the purchase history are one press away. */
export function PaymentSucceeded({
  courseId,
  text,
  payment,
}: {
  courseId: number | null;
  text: string;
  payment: PaymentDetails | null;
}) {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel
      tone="success"
      title={courseId !== null ? t('succeeded.courseTitle') : t('succeeded.fundsTitle')}
      actions={
        <>
          {courseId !== null ? (
            <ButtonLink to={href('singleCourse', { id: courseId })}>
              {t('owned.goToCourse')}
            </ButtonLink>
          ) : (
            <ButtonLink to={href('learnerWallet')}>{t('succeeded.toWallet')}</ButtonLink>
          )}
          <ButtonLink look="ghost" to={href('learnerPurchaseHistory')}>
            {t('succeeded.history')}
          </ButtonLink>
        </>
      }
    >
      <p>{text}</p>
      <OrderNumber payment={payment} />
    </OutcomePanel>
  );
}

/** The server did not answer about the payment: nothing is assumed, the learner asks again. */
export function CheckFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel
      tone="error"
      title={t('pending.checkFailedTitle')}
      actions={<ActionButton onClick={onRetry}>{t('retry')}</ActionButton>}
    >
      {children}
      <p>{t('pending.checkFailedText')}</p>
    </OutcomePanel>
  );
}
