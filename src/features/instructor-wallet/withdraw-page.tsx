import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { instructorWalletQueries } from '@/entities/instructor-wallet/instructor-wallet-queries';
import { createWithdrawalBinding } from '@/entities/instructor-wallet/withdrawal-calls';
import { AnswerBlock } from '@/entities/query/answer-block';
import type { InstructorWalletSummary } from '@/generated/model';
import { href } from '@/lib/routes';
import type { Money } from '@/machines/checkout/payment-types';
import {
  amountToSend,
  withdrawalMachine,
  type WithdrawalField,
} from '@/machines/withdrawal/withdrawal.machine';
import { withdrawalView } from '@/machines/withdrawal/withdrawal.view';
import { currencyOr } from '@/lib/capabilities/discovery';
import { useWalletMoney } from './wallet-labels';
import { WalletFigure } from './wallet-section';
import './instructor-wallet.css';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';
import { ButtonLink } from '@/components/ui/action-button';

const FORM_ID = 'withdraw-form';

/** The bank details the confirmation repeats, in the form's order. */
const bankFields = ['bankName', 'accountHolderName', 'accountNumber'] as const;

/**
 * `/instructor/withdraw-funds`: the amount and the bank details, the
 * server's limits and messages at their fields, a confirmation of what will be paid out, one
 * request per press. The withdrawal machine owns the flow; the new request shows in the wallet
 * as pending at once and goes again if the server refuses it.
 */
export function WithdrawPage() {
  const { t } = useTranslation('instructor-wallet');
  const summary = useQuery(instructorWalletQueries.summary());
  return (
    <PageFrame title={t('common:pages.withdrawFunds')}>
      <AnswerBlock query={summary} placeholder={<Skeleton count={4} variant="line" />}>
        {(figures) => <WithdrawFlow summary={figures} />}
      </AnswerBlock>
    </PageFrame>
  );
}

function WithdrawFlow({ summary }: { summary: InstructorWalletSummary }) {
  const { t } = useTranslation('instructor-wallet');
  const balance: Money = {
    amount: summary.current_balance,
    currency: currencyOr(summary.currency),
  };
  const machine = useWithdrawalMachine();
  const [snapshot, send] = useMachineBinding(machine, {
    input: { balance },
  });
  const { context } = snapshot;

  const view = withdrawalView(snapshot);
  const submitted = view.screen === 'submitted';
  // A sale settled live: the amount is checked against the balance the server reports now.
  // Once the request is sent (final), the balance falls by it, and nothing is left to check.
  useEffect(() => {
    if (submitted) return;
    send({ type: 'BALANCE', balance: { amount: balance.amount, currency: balance.currency } });
  }, [balance.amount, balance.currency, send, submitted]);

  const money = useWalletMoney(balance.currency);
  // "Change details" goes with the confirmation: the form it brings back takes the focus.
  const [cameBack, setCameBack] = useState(false);

  return (
    <div className="withdraw">
      <p className="withdraw__balance">
        {t('withdraw.available')}{' '}
        <strong data-testid="withdraw-available">{money(balance.amount)}</strong>
      </p>
      {view.screen !== 'form' ? (
        <Confirmation
          values={context.values}
          amount={money(amountToSend(context.values.amount))}
          // Sent: the page is on its way to the wallet.
          busy={view.screen === 'submitted' || view.busy}
          failedKey={view.screen === 'review' ? view.failedKey : null}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onRetry={() => send({ type: 'RETRY' })}
          onBack={() => {
            setCameBack(true);
            send({ type: 'BACK' });
          }}
        />
      ) : (
        <WithdrawForm
          values={context.values}
          fieldErrors={context.fieldErrors}
          messageKey={context.messageKey}
          refused={view.refused}
          limits={
            context.limits
              ? { min: money(context.limits.min.amount), max: money(context.limits.max.amount) }
              : null
          }
          onEdit={(field, value) => send({ type: 'EDIT', field, value })}
          onReview={() => send({ type: 'REVIEW' })}
          focusOnShow={cameBack}
        />
      )}
    </div>
  );
}

/** The withdrawal machine with its calls; once the request is sent, the page goes to the wallet. */
function useWithdrawalMachine() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const binding = createWithdrawalBinding(queryClient);
    return withdrawalMachine.provide({
      ...binding,
      actions: {
        ...binding.actions,
        returnToWallet: () =>
          void navigate(href('instructorWallet'), {
            state: { flashKey: 'wallet.withdrawal_requested' },
          }),
      },
    });
  });
  return machine;
}

function WithdrawForm({
  values,
  fieldErrors,
  messageKey,
  refused,
  limits,
  onEdit,
  onReview,
  focusOnShow,
}: {
  values: Record<WithdrawalField, string>;
  fieldErrors: Partial<Record<string, string>>;
  messageKey: string | null;
  refused: boolean;
  limits: { min: string; max: string } | null;
  onEdit: (field: WithdrawalField, value: string) => void;
  onReview: () => void;
  /** Back from the confirmation: the amount takes the focus the pressed button had. */
  focusOnShow: boolean;
}) {
  const { t } = useTranslation('instructor-wallet');
  const attempted = useFocusFirstInvalidOnRefusal(FORM_ID, refused);
  useLayoutEffect(() => {
    if (focusOnShow) document.getElementById(FORM_ID)?.querySelector('input')?.focus();
    // Only when the form shows again, not while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    attempted();
    onReview();
  };
  // Every field is bound alike: its label is `withdraw.<field>`, and it is required.
  const field = (name: WithdrawalField) => ({
    name,
    label: t(`withdraw.${name}`),
    value: values[name],
    onValueChange: (value: string) => onEdit(name, value),
    errorKey: fieldErrors[name],
    required: true,
  });
  return (
    <form id={FORM_ID} className="withdraw__form" onSubmit={submit} noValidate>
      {messageKey ? <FormAlert tone="error" messageKey={messageKey} /> : null}
      <TextField
        {...field('amount')}
        hint={limits ? t('withdraw.limits', limits) : t('withdraw.amountHint')}
        inputMode="decimal"
        autoComplete="off"
      />
      <fieldset className="withdraw__bank">
        <legend>{t('withdraw.bankDetails')}</legend>
        <TextField {...field('bankName')} autoComplete="off" />
        <TextField {...field('accountHolderName')} autoComplete="name" />
        <TextField
          {...field('accountNumber')}
          hint={t('withdraw.accountNumberHint')}
          autoComplete="off"
        />
      </fieldset>
      <div className="wallet-actions">
        <SubmitButton>{t('withdraw.review')}</SubmitButton>
        <ButtonLink look="ghost" to={href('instructorWallet')}>
          {t('withdraw.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

function Confirmation({
  values,
  amount,
  busy,
  failedKey,
  onConfirm,
  onRetry,
  onBack,
}: {
  values: Record<WithdrawalField, string>;
  amount: string;
  busy: boolean;
  failedKey: string | null;
  onConfirm: () => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('instructor-wallet');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The step's heading takes focus when it opens, and a failure's message when one shows.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  useLayoutEffect(() => {
    if (failedKey) alertRef.current?.focus();
  }, [failedKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A press while the request is in flight does nothing (the machine ignores it there too).
    if (busy) return;
    if (failedKey) onRetry();
    else onConfirm();
  };
  return (
    <form className="withdraw__confirm" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('withdraw.confirmHeading')}
      </h2>
      <p>{t('withdraw.confirmIntro')}</p>
      <dl className="wallet-figures">
        <WalletFigure term={t('withdraw.amount')} testId="confirm-amount">
          {amount}
        </WalletFigure>
        {bankFields.map((field) => (
          <WalletFigure key={field} term={t(`withdraw.${field}`)}>
            {values[field].trim()}
          </WalletFigure>
        ))}
      </dl>
      {failedKey ? (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert tone="error" messageKey={failedKey} />
        </div>
      ) : null}
      <div className="wallet-actions">
        <SubmitButton busy={busy} busyLabel={t('withdraw.sending')}>
          {failedKey ? t('withdraw.retry') : t('withdraw.confirm')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('withdraw.back')}
        </button>
      </div>
    </form>
  );
}
