import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useLanguage } from '@/components/ui/use-language';
import {
  balanceCovers,
  type CheckoutContext,
  type MethodChoice,
} from '@/machines/checkout/checkout.machine';
import type { PaymentPurpose } from '@/machines/checkout/payment-types';
import { formatServerMoney } from '@/lib/format/price';
import type { useCheckoutMachine } from './use-checkout-machine';

type Send = ReturnType<typeof useCheckoutMachine>[1];

const valueOf = (method: MethodChoice): string =>
  method.kind === 'saved_card' ? `card-${method.cardId}` : method.kind;

/** Why the balance cannot pay: the server reports none, another currency, or too little. */
function balanceRefusal(context: CheckoutContext) {
  if (!context.balance) return 'methods.noBalance' as const;
  return context.course && context.balance.currency !== context.course.price.currency
    ? ('methods.otherCurrency' as const)
    : ('methods.notEnough' as const);
}

/** Balance (a course only), each saved card, or a new card through the bank. */
export function PaymentMethods({
  context,
  send,
  purpose,
  disabled,
}: {
  context: CheckoutContext;
  send: Send;
  purpose: PaymentPurpose;
  disabled: boolean;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const chosen = valueOf(context.method);
  const balanceUsable =
    purpose === 'course_purchase' && balanceCovers(context.balance, context.course?.price ?? null);
  const choose = (method: MethodChoice) => send({ type: 'SELECT_METHOD', method });

  return (
    <Field label={t('methods.title')} labelAs="legend" className="field payment-methods">
      {() => (
        <div className="payment-methods__list">
          {purpose === 'course_purchase' ? (
            <label
              className={`payment-method${balanceUsable ? '' : ' payment-method--unavailable'}`}
            >
              <input
                type="radio"
                name="method"
                value="balance"
                checked={chosen === 'balance'}
                disabled={disabled || !balanceUsable}
                aria-describedby="method-balance-detail"
                onChange={() => choose({ kind: 'balance' })}
              />
              <span className="payment-method__name">{t('methods.balance')}</span>
              <span className="payment-method__detail" id="method-balance-detail">
                {context.balance
                  ? t('methods.balanceAmount', {
                      amount: formatServerMoney(context.balance, language),
                    })
                  : null}
                {balanceUsable ? null : ` — ${t(balanceRefusal(context))}`}
              </span>
            </label>
          ) : null}
          {context.savedCards.map((card) => (
            <label className="payment-method" key={card.id}>
              <input
                type="radio"
                name="method"
                value={`card-${card.id}`}
                checked={chosen === `card-${card.id}`}
                disabled={disabled}
                onChange={() => choose({ kind: 'saved_card', cardId: card.id })}
              />
              <span className="payment-method__name">
                {t('methods.savedCard', { brand: card.brand ?? t('methods.card'), pan: card.pan })}
              </span>
            </label>
          ))}
          <label className="payment-method">
            <input
              type="radio"
              name="method"
              value="new_card"
              checked={chosen === 'new_card'}
              disabled={disabled}
              onChange={() => choose({ kind: 'new_card' })}
            />
            <span className="payment-method__name">{t('methods.newCard')}</span>
            <span className="payment-method__detail">{t('methods.newCardDetail')}</span>
          </label>
          {chosen === 'new_card' ? (
            <label className="payment-method__save">
              <input
                type="checkbox"
                name="save_card"
                checked={context.saveCard}
                disabled={disabled}
                onChange={() => send({ type: 'TOGGLE_SAVE_CARD' })}
              />
              {t('methods.saveCard')}
            </label>
          ) : null}
        </div>
      )}
    </Field>
  );
}
