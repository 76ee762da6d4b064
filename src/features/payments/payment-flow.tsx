import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/components/ui/use-language';
import {
  amountToPay,
  payBlocker,
  verificationActorOf,
  type CheckoutContext,
} from '@/machines/checkout/checkout.machine';
import type { AmountLimits, PaymentPurpose } from '@/machines/checkout/payment-types';
import { formatServerMoney } from '@/lib/format/price';
import { typingExamples } from '@/lib/format/typed-amount';
import { href } from '@/lib/routes';
import { useCheckoutMachine } from './use-checkout-machine';
import { PaymentMethods } from './payment-methods';
import './payments.css';

interface PaymentFlowProps {
  purpose: PaymentPurpose;
  courseId: number | null;
  initialAmount?: string;
}

/**
 * Moves focus to a state's message when it appears, so it is read and the keyboard is there. A
 * layout effect: React runs it again when a suspended page is shown again, so focus is not lost
 * to the body behind a moment's fallback.
 */
function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/** A state of the flow that replaces the form: a heading, its words, what can be done next. */
function Outcome({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error' | 'info';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useFocusOnShow<HTMLHeadingElement>(true);
  return (
    <section className={`payment-outcome payment-outcome--${tone}`} aria-labelledby="outcome-title">
      <h2 id="outcome-title" ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {actions ? <div className="payment-outcome__actions">{actions}</div> : null}
    </section>
  );
}

/** Checkout (a course) and add funds (the wallet): one flow, the checkout machine's states. */
export function PaymentFlow({ purpose, courseId, initialAmount = '' }: PaymentFlowProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [snapshot, send] = useCheckoutMachine(purpose, courseId, initialAmount);
  const { context } = snapshot;
  const verification = verificationActorOf(snapshot);
  const courseLink = courseId !== null ? href('singleCourse', { id: courseId }) : null;
  const backLink = courseLink ?? href('learnerWallet');
  const money = (value: { amount: string; currency: string }) => formatServerMoney(value, language);

  if (snapshot.matches('loading')) {
    return (
      <div className="payment-loading">
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  if (snapshot.matches('loadFailed')) {
    const missing = context.failure?.kind === 'not_found';
    return (
      <Outcome
        tone="error"
        title={missing ? t('unavailable.title') : t('loadFailed.title')}
        actions={
          missing ? (
            <Link className="button button--primary" to={href('courses')}>
              {t('unavailable.browse')}
            </Link>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => send({ type: 'RETRY' })}
            >
              {t('retry')}
            </button>
          )
        }
      >
        <p>
          {missing
            ? t('unavailable.text')
            : t(`failure.${context.failure?.kind === 'network' ? 'network' : 'server'}`)}
        </p>
      </Outcome>
    );
  }
  if (snapshot.matches('owned') || snapshot.matches('alreadyOwned')) {
    return (
      <Outcome
        tone="success"
        title={t('owned.title')}
        actions={
          courseLink ? (
            <Link className="button button--primary" to={courseLink}>
              {t('owned.goToCourse')}
            </Link>
          ) : null
        }
      >
        <p>{t('owned.text', { title: context.course?.title ?? '' })}</p>
      </Outcome>
    );
  }
  if (snapshot.matches('checkingPendingPayment') && verification) {
    return (
      <PendingCheck
        verification={verification}
        cancelFailed={context.cancelFailure !== null}
        onCheckAgain={() => send({ type: 'CHECK_AGAIN' })}
        onRetry={() => send({ type: 'RETRY' })}
        onCancel={() => send({ type: 'CANCEL_PENDING' })}
      />
    );
  }
  if (snapshot.matches('cancellingPendingPayment')) {
    return (
      <div className="payment-loading">
        <Spinner size="large" label={t('pending.cancelling')} />
        <p aria-hidden="true">{t('pending.cancelling')}</p>
      </div>
    );
  }
  if (snapshot.matches('succeeded')) {
    const payment = context.payment;
    return (
      <Outcome
        tone="success"
        title={
          purpose === 'course_purchase' ? t('succeeded.courseTitle') : t('succeeded.fundsTitle')
        }
        actions={
          <>
            {courseLink ? (
              <Link className="button button--primary" to={courseLink}>
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
          </>
        }
      >
        <p>
          {purpose === 'course_purchase'
            ? t('succeeded.courseText', { title: context.course?.title ?? '' })
            : t('succeeded.fundsText', { amount: payment ? money(payment) : '' })}
        </p>
        {payment?.orderNumber ? <p>{t('orderNumber', { number: payment.orderNumber })}</p> : null}
      </Outcome>
    );
  }
  if (snapshot.matches('redirectingToBank')) {
    return (
      <div className="payment-loading">
        <Spinner size="large" label={t('toBank')} />
        <p aria-hidden="true">{t('toBank')}</p>
      </div>
    );
  }
  if (snapshot.matches('cancelled')) {
    return (
      <Outcome
        tone="info"
        title={t('priceChanged.keptTitle')}
        actions={
          <Link className="button button--primary" to={backLink}>
            {courseLink ? t('backToCourse') : t('backToWallet')}
          </Link>
        }
      >
        <p>{t('nothingCharged')}</p>
      </Outcome>
    );
  }

  return (
    <PaymentForm
      purpose={purpose}
      context={context}
      send={send}
      paying={snapshot.hasTag('busy')}
      state={{
        declined: snapshot.matches('declined'),
        failed: snapshot.matches('failed'),
        priceChanged: snapshot.matches('priceChanged'),
        confirming: snapshot.matches('confirmingPayment'),
        verifying: snapshot.matches('verifying'),
      }}
      verification={verification}
      backLink={backLink}
    />
  );
}

type Send = ReturnType<typeof useCheckoutMachine>[1];

/**
 * The amount's error as the page says it: a limit is named when the server has given the limits
 * (its own `payment.amount_min`/`_max` say only "below the minimum"), and how to type an amount
 * comes with every message about its form.
 */
function amountMessage(
  key: string | undefined,
  limits: AmountLimits | null,
  values: Record<string, string>,
): { key: string; values: Record<string, string> } | null {
  if (!key) return null;
  if (limits && key === 'payment.amount_min') return { key: 'payments:amount.min', values };
  if (limits && key === 'payment.amount_max') return { key: 'payments:amount.max', values };
  return { key, values };
}
type VerificationRef = NonNullable<ReturnType<typeof verificationActorOf>>;

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
  const still = useSelector(verification, (s) => s.matches('stillProcessing'));
  const failed = useSelector(verification, (s) => s.matches('checkFailed'));
  const openAtBank = useSelector(verification, (s) => s.context.payment?.status === 'pending');
  const cancelButton = (
    <button type="button" className="button button--ghost" onClick={onCancel}>
      {t('pending.cancelPayment')}
    </button>
  );
  const cancelAlert = cancelFailed ? (
    <FormAlert tone="error" messageKey="payments:pending.cancelFailed" />
  ) : null;
  if (failed)
    return (
      <Outcome
        tone="error"
        title={t('pending.checkFailedTitle')}
        actions={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('retry')}
          </button>
        }
      >
        {cancelAlert}
        <p>{t('pending.checkFailedText')}</p>
      </Outcome>
    );
  if (openAtBank)
    return (
      <Outcome
        tone="info"
        title={t('pending.openTitle')}
        actions={
          <>
            {still ? (
              <button type="button" className="button button--primary" onClick={onCheckAgain}>
                {t('pending.checkAgain')}
              </button>
            ) : null}
            {cancelButton}
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
      </Outcome>
    );
  return (
    <div className="payment-loading">
      <Spinner size="large" label={t('pending.checking')} />
      <p aria-hidden="true">{t('pending.checking')}</p>
    </div>
  );
}

function PaymentForm({
  purpose,
  context,
  send,
  paying,
  state,
  verification,
  backLink,
}: {
  purpose: PaymentPurpose;
  context: CheckoutContext;
  send: Send;
  paying: boolean;
  state: {
    declined: boolean;
    failed: boolean;
    priceChanged: boolean;
    confirming: boolean;
    verifying: boolean;
  };
  verification: VerificationRef | undefined;
  backLink: string;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const money = (value: { amount: string; currency: string }) => formatServerMoney(value, language);
  const amountId = useId();
  const blocker = payBlocker(context);
  const toPay = amountToPay(context);
  const limits = context.limits;
  const typing = typingExamples(language);
  const limitTexts: Record<string, string> = limits
    ? { min: money(limits.min), max: money(limits.max) }
    : {};
  const problemRef = useFocusOnShow<HTMLDivElement>(
    state.declined || state.failed || state.priceChanged,
  );
  const amountRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const amountError = context.fieldErrors.amount;
  const amountErrorMessage = amountMessage(amountError, limits, { ...typing, ...limitTexts });
  useEffect(() => {
    if (amountError) amountRef.current?.focus();
  }, [amountError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A press while a payment is in flight does nothing (the machine ignores PAY there too).
    if (!paying) send({ type: 'PAY' });
  };

  return (
    <div className="payment">
      <form className="payment__form" onSubmit={submit} noValidate aria-busy={paying || undefined}>
        {context.notice ? (
          <p className="form-alert form-alert--info" role="status">
            {t(`notice.${context.notice.kind}`)}
            {context.notice.kind === 'declined' && context.notice.reason
              ? ` ${t(context.notice.reason, { ns: 'server' })}`
              : null}
          </p>
        ) : null}

        {purpose === 'add_funds' ? (
          <TextField
            id={amountId}
            name="amount"
            label={t('amount.label', { currency: context.walletCurrency ?? '' })}
            hint={`${
              limits
                ? t('amount.limits', { min: money(limits.min), max: money(limits.max) })
                : t('amount.hint')
            } ${t('amount.typing', typing)}`}
            value={context.amount}
            onValueChange={(amount) => send({ type: 'SET_AMOUNT', amount, language })}
            inputMode="decimal"
            autoComplete="off"
            required
            errorKey={amountErrorMessage?.key}
            errorValues={amountErrorMessage?.values}
            inputRef={amountRef}
          />
        ) : null}

        <PaymentMethods context={context} send={send} purpose={purpose} disabled={paying} />

        <p className="payment__terms">
          {t('terms.lead')} <Link to={href('termsConditions')}>{t('terms.link')}</Link>
        </p>

        {state.priceChanged && context.newPrice ? (
          <div className="payment__problem" role="alert" ref={problemRef} tabIndex={-1}>
            <p>
              {t('priceChanged.text', {
                old: context.course ? money(context.course.price) : '',
                now: money(context.newPrice),
              })}
            </p>
            <div className="payment__problem-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => send({ type: 'CONFIRM_NEW_PRICE' })}
              >
                {t('priceChanged.accept', { price: money(context.newPrice) })}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => send({ type: 'CANCEL' })}
              >
                {t('priceChanged.keep')}
              </button>
            </div>
          </div>
        ) : null}

        {state.declined ? (
          <div className="payment__problem" role="alert" ref={problemRef} tabIndex={-1}>
            <p>
              <strong>{t('declined.title')}</strong>{' '}
              {context.declineReason
                ? t(context.declineReason, { ns: 'server' })
                : t('declined.noReason')}
            </p>
            <p>{t('nothingCharged')}</p>
            <div className="payment__problem-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => send({ type: 'TRY_AGAIN' })}
              >
                {t('declined.tryAgain')}
              </button>
            </div>
          </div>
        ) : null}

        {state.failed ? (
          <div className="payment__problem" role="alert" ref={problemRef} tabIndex={-1}>
            <p>
              <strong>{t('failed.title')}</strong>{' '}
              {t(`failure.${context.failure?.kind === 'network' ? 'network' : 'server'}`)}
            </p>
            <p>{t('failed.safe')}</p>
            <div className="payment__problem-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => send({ type: 'RETRY' })}
              >
                {t('retry')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => send({ type: 'CANCEL' })}
              >
                {t('failed.change')}
              </button>
            </div>
          </div>
        ) : null}

        {state.confirming && verification ? (
          <ConfirmingStatus
            verification={verification}
            onCheckAgain={() => send({ type: 'CHECK_AGAIN' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
        ) : null}
        {state.verifying ? (
          <p className="form-alert form-alert--info" role="status">
            {t('verifying')}
          </p>
        ) : null}
        {context.formMessageKey && !amountError ? (
          <FormAlert tone="error" messageKey={context.formMessageKey} />
        ) : null}

        {state.declined || state.failed || state.priceChanged ? null : (
          <div className="payment__actions">
            <SubmitButton
              busy={paying}
              disabled={blocker !== null && !paying}
              busyLabel={t('paying')}
            >
              {toPay && blocker !== 'amount_invalid'
                ? t('pay', { price: money(toPay) })
                : t('payNoAmount')}
            </SubmitButton>
            <Link className="button button--ghost" to={backLink}>
              {t('cancel')}
            </Link>
          </div>
        )}
        {blocker === 'balance_too_low' ? (
          <p className="field__hint">{t('methods.notEnough')}</p>
        ) : null}
      </form>

      <aside className="payment__summary" aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title">{t('summary.title')}</h2>
        {purpose === 'course_purchase' && context.course ? (
          <dl>
            <div>
              <dt>{t('summary.course')}</dt>
              <dd>{context.course.title}</dd>
            </div>
            {context.course.listedPrice ? (
              <div>
                <dt>{t('summary.listed')}</dt>
                <dd>{money(context.course.listedPrice)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('summary.total')}</dt>
              <dd className="payment__total">{money(context.course.price)}</dd>
            </div>
          </dl>
        ) : (
          <dl>
            <div>
              <dt>{t('summary.balance')}</dt>
              <dd>{context.balance ? money(context.balance) : '—'}</dd>
            </div>
            <div>
              <dt>{t('summary.topUp')}</dt>
              <dd className="payment__total">
                {toPay && blocker !== 'amount_invalid' ? money(toPay) : '—'}
              </dd>
            </div>
          </dl>
        )}
        {/* Charged in another currency than the catalogue lists: one line on why. */}
        {purpose === 'course_purchase' && context.course?.listedPrice ? (
          <p className="payment__charge-why">{t('common:charge.why')}</p>
        ) : null}
      </aside>
    </div>
  );
}

function ConfirmingStatus({
  verification,
  onCheckAgain,
  onRetry,
}: {
  verification: VerificationRef;
  onCheckAgain: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('payments');
  const still = useSelector(verification, (s) => s.matches('stillProcessing'));
  const failed = useSelector(verification, (s) => s.matches('checkFailed'));
  return (
    <div className="form-alert form-alert--info" role="status">
      <p>
        {still
          ? t('pending.stillText')
          : failed
            ? t('pending.checkFailedText')
            : t('pending.confirming')}
      </p>
      {still ? (
        <button type="button" className="button button--ghost" onClick={onCheckAgain}>
          {t('pending.checkAgain')}
        </button>
      ) : null}
      {failed ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
