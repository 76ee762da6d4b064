import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/action-button';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { handlePaymentCallback } from '@/generated/client/payments/payments';
import type { HandlePaymentCallbackParams } from '@/generated/model';
import { callbackAnswerOf } from '@/lib/capabilities/discovery';
import { env } from '@/lib/env';
import { href } from '@/lib/routes';
import { OutcomePanel } from './payment-outcomes';
import { bankNavigation } from './use-checkout-machine';
import './payments.css';

/** The bank's return parameters, `opaque` included. */
const callbackParams = ['orderID', 'responseCode', 'paymentID', 'opaque'] as const;

/**
 * `/payment/callback` (public: the bank lands here). Hands the bank's parameters to the server,
 * which settles the payment and sends the browser on to `/payment/result`. A real server does
 * that by a redirect, so the browser goes there; the mock in this browser cannot answer a page
 * load (a service worker does not see navigations), so it is asked for the JSON answer of the
 * same call (`bank-callback-json`) and the app goes on by itself. A mock without it settles the
 * payment all the same and answers its redirect, which names no payment the app can read: the
 * result page then says the outcome is in the purchase history.
 */
export function PaymentCallbackPage() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const orderId = searchParams.get('orderID');
  const paymentId = searchParams.get('paymentID');
  const complete = Boolean(orderId && paymentId);
  // Hand over once, even if React runs the effect twice (strict mode) or the page re-renders.
  const handedOver = useRef(false);

  useEffect(() => {
    if (!complete || handedOver.current) return;
    handedOver.current = true;
    const params = new URLSearchParams();
    for (const name of callbackParams) {
      const value = searchParams.get(name);
      if (value !== null) params.set(name, value);
    }
    const result = (id: string | null, order: string | null) =>
      href('paymentResult', {}, { paymentId: id, orderId: order });
    if (env.apiMocking === 'browser') {
      // Whatever the answer, the result page asks the server what became of the payment.
      handlePaymentCallback(Object.fromEntries(params) as unknown as HandlePaymentCallbackParams, {
        headers: { Accept: 'application/json' },
      }).then(
        (answer: unknown) => {
          const settled = callbackAnswerOf(answer);
          void navigate(
            settled ? result(String(settled.paymentId), settled.orderId) : result(null, orderId),
            { replace: true },
          );
        },
        () => void navigate(result(paymentId, orderId), { replace: true }),
      );
      return;
    }
    bankNavigation.replace(`${env.apiBaseUrl}/api/payments/callback?${params.toString()}`);
  }, [complete, handedOver, navigate, orderId, paymentId, searchParams]);

  return (
    <PageFrame title={t('callback.title')}>
      {complete ? (
        <div className="payment-loading">
          <Spinner size="large" label={t('callback.working')} />
          <p aria-hidden="true">{t('callback.working')}</p>
        </div>
      ) : (
        <OutcomePanel
          tone="error"
          title={t('callback.missingTitle')}
          focusOnShow={false}
          actions={
            <ButtonLink to={href('learnerPurchaseHistory')}>{t('succeeded.history')}</ButtonLink>
          }
        >
          <p>{t('callback.missingText')}</p>
        </OutcomePanel>
      )}
    </PageFrame>
  );
}
