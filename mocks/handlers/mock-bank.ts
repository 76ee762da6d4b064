// The simulated bank (decision 23), not part of the API spec: its hosted page and the calls that
// page makes. The bank only decides (approve, decline, 3-D Secure, cancel) and sends the browser
// back to the app's /payment/callback; the payment is settled when the callback reaches
// GET /api/payments/callback (./payments.ts), as with a real bank.
import { http, HttpResponse } from 'msw';
import { getDb, persistDb } from '../db/store';
import type { PaymentRecord } from '../db/types';
import { bankPageHtml } from '../payments/bank-page';
import { callbackUrl, recordBankDecision } from '../payments/engine';
import {
  BANK_CODES,
  checkCard,
  digitsOf,
  maskPan,
  TEST_CARDS,
  testCardOf,
  THREE_DS_CODE,
} from '../payments/test-cards';

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

function bankPayment(order: unknown): PaymentRecord | undefined {
  return getDb().state.payments.find(
    (payment) => payment.order_number === order && payment.method === 'bank',
  );
}

/** Whether the bank page can still take a card (nothing decided, payment still pending). */
const isOpen = (payment: PaymentRecord) => payment.status === 'pending' && !payment.bank;

/** The refusal of a page that is already finished: where the browser should go back to. */
const finished = (payment: PaymentRecord) =>
  json(409, { state: 'closed', redirect: payment.bank ? callbackUrl(payment) : null });

async function body(request: Request): Promise<Record<string, unknown>> {
  const value: unknown = await request.json().catch(() => null);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Records the decision and answers where the bank sends the browser. */
function decide(
  payment: PaymentRecord,
  decision: Parameters<typeof recordBankDecision>[2],
): Response {
  recordBankDecision(getDb(), payment, decision);
  persistDb();
  return json(200, { redirect: callbackUrl(payment) });
}

const declined = (payment: PaymentRecord, reason: string, code: string, pan: string | null) =>
  decide(payment, {
    outcome: 'declined',
    response_code: code,
    reason_key: reason,
    card_pan: pan,
    card_brand: null,
    card_behaviour: null,
  });

export const mockBankHandlers = [
  // Says that this bank moves no real money, and how to pay on its page: the contract harness
  // sends payment calls (x-moves-money) only to a server that says so (docs/contract-harness.md).
  http.get('*/mock-bank/sandbox', () =>
    json(200, {
      sandbox: true,
      bank: 'mock-bank',
      approving_card: {
        number: TEST_CARDS.find((card) => card.behaviour === 'approve')!.number,
        expiry: '12/40',
        cvc: '123',
      },
    }),
  ),
  // The standalone server's page; in the browser-only mock the app's entry renders it instead.
  http.get('*/mock-bank/pay/:order', ({ params }) =>
    HttpResponse.html(bankPageHtml(String(params.order))),
  ),

  http.get('*/mock-bank/api/:order', ({ params }) => {
    const payment = bankPayment(params.order);
    if (!payment) return json(404, { state: 'missing' });
    return json(200, {
      order_number: payment.order_number,
      amount: (payment.amount_cents / 100).toFixed(2),
      currency: payment.currency,
      description: payment.description,
      state: payment.three_ds && isOpen(payment) ? 'three_ds' : isOpen(payment) ? 'open' : 'closed',
      redirect: payment.bank ? callbackUrl(payment) : null,
    });
  }),

  http.post('*/mock-bank/api/:order/pay', async ({ params, request }) => {
    const payment = bankPayment(params.order);
    if (!payment) return json(404, { state: 'missing' });
    if (!isOpen(payment) || payment.three_ds) return finished(payment);
    const input = await body(request);
    const problems = checkCard(input, getDb().now());
    if (Object.keys(problems).length) return json(422, { errors: problems });
    const number = digitsOf(String(input.number));
    const pan = maskPan(number);
    const card = testCardOf(number);
    switch (card?.behaviour) {
      case 'approve':
      case 'declines_later':
        return decide(payment, {
          outcome: 'approved',
          response_code: BANK_CODES.approved,
          reason_key: null,
          card_pan: pan,
          card_brand: card.brand,
          card_behaviour: card.behaviour,
        });
      case 'three_ds':
        payment.three_ds = { card_pan: pan, card_brand: card.brand, code: THREE_DS_CODE };
        persistDb();
        return json(200, { next: 'three_ds' });
      case 'insufficient_funds':
        return declined(
          payment,
          'payment.reason.insufficient_funds',
          BANK_CODES.insufficientFunds,
          pan,
        );
      default:
        // The decline test card, and any other valid number the bank does not know.
        return declined(payment, 'payment.reason.card_declined', BANK_CODES.declined, pan);
    }
  }),

  http.post('*/mock-bank/api/:order/three-ds', async ({ params, request }) => {
    const payment = bankPayment(params.order);
    if (!payment) return json(404, { state: 'missing' });
    if (!isOpen(payment) || !payment.three_ds) return finished(payment);
    const code = String((await body(request)).code ?? '').trim();
    if (!code) return json(422, { errors: { code: 'code_required' } });
    const step = payment.three_ds;
    if (code !== step.code)
      return declined(
        payment,
        'payment.reason.three_ds_failed',
        BANK_CODES.threeDsFailed,
        step.card_pan,
      );
    return decide(payment, {
      outcome: 'approved',
      response_code: BANK_CODES.approved,
      reason_key: null,
      card_pan: step.card_pan,
      card_brand: step.card_brand,
      // Once verified, a saved copy of the card charges without the step.
      card_behaviour: 'approve',
    });
  }),

  http.post('*/mock-bank/api/:order/cancel', ({ params }) => {
    const payment = bankPayment(params.order);
    if (!payment) return json(404, { state: 'missing' });
    if (!isOpen(payment)) return finished(payment);
    return decide(payment, {
      outcome: 'canceled',
      response_code: BANK_CODES.canceled,
      reason_key: 'payment.reason.canceled_by_user',
      card_pan: null,
      card_brand: null,
      card_behaviour: null,
    });
  }),
];
