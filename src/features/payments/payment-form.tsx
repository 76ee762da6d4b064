import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionButton, ButtonLink } from '@/components/ui/action-button';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/components/ui/use-language';
import {
  amountToPay,
  payBlocker,
  type CheckoutContext,
} from '@/machines/checkout/checkout.machine';
import type { CheckoutView } from '@/machines/checkout/checkout.view';
import type { AmountLimits } from '@/machines/checkout/payment-types';
import { paymentVerificationView } from '@/machines/checkout/payment-verification.view';
import { formatServerMoney } from '@/lib/format/price';
import { typingExamples } from '@/lib/format/typed-amount';
import { href } from '@/lib/routes';
import { PaymentMethods } from './payment-methods';
import type { useCheckoutMachine } from './use-checkout-machine';

type Send = ReturnType<typeof useCheckoutMachine>[1];
type FormView = Extract<CheckoutView, { screen: 'form' }>;
type VerificationRef = Extract<FormView['progress'], { kind: 'confirming' }>['verification'];

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
/** The payment form, with what is over it (a problem, a payment being confirmed). */
export function PaymentForm({
  context,
  send,
  view,
  backLink,
}: {
  context: CheckoutContext;
  send: Send;
  view: FormView;
  backLink: string;
}) {
  const { paying, problem, progress } = view;
  const { purpose } = context;
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
          <FormAlert
            tone="info"
            messageKey={`payments:notice.${context.notice.kind}`}
            detail={
              context.notice.kind === 'declined' && context.notice.reason
                ? t(context.notice.reason, { ns: 'server' })
                : undefined
            }
          />
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

        {problem === 'priceChanged' && context.newPrice ? (
          <FormAlert
            tone="error"
            messageKey="payments:priceChanged.text"
            values={{
              old: context.course ? money(context.course.price) : '',
              now: money(context.newPrice),
            }}
            focusOnShow
            actions={
              <>
                <ActionButton onClick={() => send({ type: 'CONFIRM_NEW_PRICE' })}>
                  {t('priceChanged.accept', { price: money(context.newPrice) })}
                </ActionButton>
                <ActionButton look="ghost" onClick={() => send({ type: 'CANCEL' })}>
                  {t('priceChanged.keep')}
                </ActionButton>
              </>
            }
          />
        ) : null}

        {problem === 'declined' ? (
          <FormAlert
            tone="error"
            title={t('declined.title')}
            messageKey={context.declineReason ?? 'payments:declined.noReason'}
            detail={t('nothingCharged')}
            focusOnShow
            actions={
              <ActionButton onClick={() => send({ type: 'TRY_AGAIN' })}>
                {t('declined.tryAgain')}
              </ActionButton>
            }
          />
        ) : null}

        {problem === 'failed' ? (
          <FormAlert
            tone="error"
            title={t('failed.title')}
            messageKey={`payments:failure.${context.failure?.kind === 'network' ? 'network' : 'server'}`}
            detail={t('failed.safe')}
            focusOnShow
            actions={
              <>
                <ActionButton onClick={() => send({ type: 'RETRY' })}>{t('retry')}</ActionButton>
                <ActionButton look="ghost" onClick={() => send({ type: 'CANCEL' })}>
                  {t('failed.change')}
                </ActionButton>
              </>
            }
          />
        ) : null}

        {progress?.kind === 'confirming' ? (
          <ConfirmingStatus
            verification={progress.verification}
            onCheckAgain={() => send({ type: 'CHECK_AGAIN' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
        ) : null}
        {progress?.kind === 'verifying' ? (
          <FormAlert tone="info" messageKey="payments:verifying" />
        ) : null}
        {context.formMessageKey && !amountError ? (
          <FormAlert tone="error" messageKey={context.formMessageKey} />
        ) : null}

        {problem !== null ? null : (
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
            <ButtonLink look="ghost" to={backLink}>
              {t('cancel')}
            </ButtonLink>
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
  const screen = useSelector(verification, (s) => paymentVerificationView(s).screen);
  const still = screen === 'stillProcessing';
  const failed = screen === 'checkFailed';
  return (
    <FormAlert
      tone="info"
      messageKey={`payments:${
        still ? 'pending.stillText' : failed ? 'pending.checkFailedText' : 'pending.confirming'
      }`}
      // Always a block, so the status region stays in place while its words change.
      actions={
        <>
          {still ? (
            <ActionButton look="ghost" onClick={onCheckAgain}>
              {t('pending.checkAgain')}
            </ActionButton>
          ) : null}
          {failed ? (
            <ActionButton look="ghost" onClick={onRetry}>
              {t('retry')}
            </ActionButton>
          ) : null}
        </>
      }
    />
  );
}
