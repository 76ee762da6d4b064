import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTLE_DELAY_MS } from '../payments/sale-amounts';
import { devApi, type DevWithdrawal } from './dev-api';
import {
  ActionOutcome,
  ListHeading,
  SectionState,
  useMoney,
  useSectionAction,
} from './section-state';
import { useSectionData } from './use-section-data';

/** How long a new sale stays pending by itself: the panel's three choices. */
const DELAYS = [
  { key: 'week', ms: DEFAULT_SETTLE_DELAY_MS },
  { key: 'minute', ms: 60_000 },
  { key: 'never', ms: null },
] as const;

/**
 * The instructors' money as the platform's administrators see it (decision 31): sales
 * still pending (settle one or all now), how long a sale stays pending by itself, and payout
 * requests to approve, or reject with a note. Each change reaches the instructor live.
 */
export function LedgerSection() {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const load = useCallback(() => devApi.ledger(), []);
  const [state, reload] = useSectionData(load);

  const { note, failed, act } = useSectionAction(reload);

  const money = useMoney();

  return (
    <div className="dev-panel__section">
      <SectionState state={state} onRetry={reload} />
      {state.status === 'ready' && (
        <>
          <fieldset className="dev-panel__fieldset">
            <legend>{t('ledger.delay')}</legend>
            {DELAYS.map((delay) => (
              <div key={delay.key} className="dev-panel__choice">
                <input
                  type="radio"
                  id={`${id}-${delay.key}`}
                  name={`${id}-delay`}
                  checked={state.data.settle_delay_ms === delay.ms}
                  onChange={() =>
                    void act(async () => {
                      await devApi.setSettleDelay(delay.ms);
                      return t('ledger.delaySet', { delay: t(`ledger.delays.${delay.key}`) });
                    })
                  }
                />
                <label htmlFor={`${id}-${delay.key}`}>{t(`ledger.delays.${delay.key}`)}</label>
              </div>
            ))}
          </fieldset>
          <ActionOutcome note={note} failed={failed} />
          <ListHeading title={t('ledger.pendingSales')} onRefresh={reload} />
          {state.data.pending_sales.length === 0 ? (
            <p className="dev-panel__muted">{t('ledger.noPendingSales')}</p>
          ) : (
            <>
              <button
                type="button"
                className="button"
                onClick={() =>
                  void act(async () => {
                    const answer = await devApi.settleSales();
                    return t('ledger.settled', { number: answer.settled });
                  })
                }
              >
                {t('ledger.settleAll', { number: state.data.pending_sales.length })}
              </button>
              <ul className="dev-panel__list">
                {state.data.pending_sales.map((sale) => (
                  <li key={sale.id} className="dev-panel__card">
                    <p className="dev-panel__card-title">
                      {t('ledger.order')} {sale.order_number} · {sale.course_title_en ?? ''}
                    </p>
                    <p>
                      {money(sale.amount, sale.currency)} → {money(sale.net_amount, sale.currency)}
                    </p>
                    <p className="dev-panel__muted">
                      {t('ledger.instructor')}: {sale.instructor_email}
                    </p>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() =>
                        void act(async () => {
                          const answer = await devApi.settleSales(sale.id);
                          return t('ledger.settled', { number: answer.settled });
                        })
                      }
                    >
                      {t('ledger.settle')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3>{t('ledger.withdrawals')}</h3>
          {state.data.withdrawals.length === 0 ? (
            <p className="dev-panel__muted">{t('ledger.noWithdrawals')}</p>
          ) : (
            <ul className="dev-panel__list">
              {state.data.withdrawals.map((withdrawal) => (
                <WithdrawalCard
                  key={withdrawal.id}
                  withdrawal={withdrawal}
                  amount={money(withdrawal.amount, withdrawal.currency)}
                  onDecide={(decision, text) =>
                    act(async () => {
                      await devApi.decideWithdrawal(withdrawal.id, decision, text);
                      return t(`ledger.decided.${decision}`, { id: withdrawal.id });
                    })
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function WithdrawalCard({
  withdrawal,
  amount,
  onDecide,
}: {
  withdrawal: DevWithdrawal;
  amount: string;
  onDecide: (decision: 'approve' | 'reject', note: string) => Promise<void>;
}) {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const details = withdrawal.payment_details;
  return (
    <li className="dev-panel__card" data-testid={`dev-withdrawal-${withdrawal.id}`}>
      <p className="dev-panel__card-title">
        #{withdrawal.id} · {amount} · {t(`ledger.statuses.${withdrawal.status}`)}
      </p>
      <p className="dev-panel__muted">
        {withdrawal.instructor_email} · {details.bankName} · {details.accountHolderName} ·{' '}
        {details.accountNumber}
      </p>
      {withdrawal.admin_notes && <p>{withdrawal.admin_notes}</p>}
      {withdrawal.status === 'pending' && (
        <>
          <label htmlFor={`${id}-note`}>{t('ledger.note')}</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            value={text}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-missing`} className="dev-panel__error">
              {t('ledger.noteRequired')}
            </p>
          )}
          <div className="dev-panel__row">
            <button type="button" className="button" onClick={() => void onDecide('approve', text)}>
              {t('ledger.approve')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (!text.trim()) setMissing(true);
                else void onDecide('reject', text);
              }}
            >
              {t('ledger.reject')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
