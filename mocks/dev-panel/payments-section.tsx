import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_MODES, type CallbackMode } from '../db/types';
import { SLOW_CALLBACK_MS } from '../handlers/payments';
import { THREE_DS_CODE } from '../payments/test-cards';
import { devApi } from './dev-api';
import {
  ActionOutcome,
  ListHeading,
  SectionState,
  useMoney,
  useSectionAction,
} from './section-state';
import { useSectionData } from './use-section-data';

/**
 * Every learner's payments (status, amount, order number), and what the bank's next answer does:
 * slow, lost (the payment stays pending until delivered here) or duplicated (decision 23).
 */
export function PaymentsSection() {
  const { t } = useTranslation('dev-panel');
  const id = useId();
  const load = useCallback(() => devApi.payments(), []);
  const [state, reload] = useSectionData(load);

  const { note, failed, act } = useSectionAction(reload);

  const choose = (mode: CallbackMode) =>
    act(async () => {
      const answer = await devApi.setNextCallback(mode);
      return t('payments.applied', { mode: modeLabel(answer.next_callback) });
    });

  const modeLabel = (mode: CallbackMode) =>
    t(`payments.modes.${mode}`, { seconds: SLOW_CALLBACK_MS / 1000 });

  const money = useMoney();

  return (
    <div className="dev-panel__section">
      <p className="dev-panel__muted">{t('payments.testCards', { code: THREE_DS_CODE })}</p>
      <SectionState state={state} onRetry={reload} />
      {state.status === 'ready' && (
        <>
          <fieldset className="dev-panel__fieldset">
            <legend>{t('payments.nextCallback')}</legend>
            {CALLBACK_MODES.map((mode) => (
              <div key={mode} className="dev-panel__choice">
                <input
                  type="radio"
                  id={`${id}-${mode}`}
                  name={`${id}-next-callback`}
                  value={mode}
                  checked={state.data.next_callback === mode}
                  onChange={() => void choose(mode)}
                />
                <label htmlFor={`${id}-${mode}`}>{modeLabel(mode)}</label>
              </div>
            ))}
          </fieldset>
          <ActionOutcome note={note} failed={failed} />
          <ListHeading title={t('payments.heading')} onRefresh={reload} />
          {state.data.payments.length === 0 ? (
            <p className="dev-panel__muted">{t('payments.empty')}</p>
          ) : (
            <ul className="dev-panel__list">
              {state.data.payments.map((payment) => (
                <li key={payment.id} className="dev-panel__card">
                  <p className="dev-panel__card-title">
                    {t('payments.order')} {payment.order_number} · {payment.status}
                  </p>
                  <p>
                    {money(payment.amount, payment.currency)} · {payment.type} · {payment.method}
                  </p>
                  <p className="dev-panel__muted">
                    {t('payments.learner')}: {payment.user_email} · {t('payments.callbacks')}:{' '}
                    {payment.callbacks}
                  </p>
                  {payment.awaiting_callback && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() =>
                        void act(async () => {
                          await devApi.deliverCallback(payment.id);
                          return t('payments.delivered', { order: payment.order_number });
                        })
                      }
                    >
                      {t('payments.deliver')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
