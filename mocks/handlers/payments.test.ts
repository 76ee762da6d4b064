// @vitest-environment node
// The payments engine through the generated client (decisions 19–24): one charge per
// Idempotency-Key and per callback, server-side prices, limits, the simulated bank's decisions,
// cancelling, saved cards, and nobody else's payments.
import { describe, expect, it } from 'vitest';
import { login } from '../../src/generated/client/auth/auth';
import { addToCart, listCart } from '../../src/generated/client/cart/cart';
import {
  cancelPayment,
  confirmPayment,
  deleteSavedCard,
  getPaymentDetails,
  handlePaymentCallback,
  initiatePayment,
  listPaymentHistory,
  listSavedCards,
  payWithBalance,
  payWithSavedCard,
  refundPayment,
} from '../../src/generated/client/payments/payments';
import { listPurchasedCourses } from '../../src/generated/client/purchases/purchases';
import { getProfile } from '../../src/generated/client/user/user';
import { setPersistence } from '../db/store';
import type { CourseRecord, DbState } from '../db/types';
import { SEEDED_LEARNER_BALANCE_CENTS, SEEDED_ORDER_NUMBERS } from '../db/seed';
import { SEEDED_LEARNING } from '../db/seed-learning';
import { NOTIFICATION_TYPES } from '../realtime/notify';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, TEST_API_ORIGIN } from '../testing/use-mock-backend';

const mock = setupMockBackend();

const LEARNER_ID = 1;
let keyCounter = 0;
const newKey = () => `00000000-0000-4000-8000-${String((keyCounter += 1)).padStart(12, '0')}`;

/** Options with the token and an Idempotency-Key (the generated money calls take both). */
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const keyed = (key = newKey()) => ({ 'Idempotency-Key': key });

const course = (id: number): CourseRecord => mock.db().state.courses.find((c) => c.id === id)!;
/** Seeded approved courses with an Armenian price the seeded wallet covers (and one it does not). */
const CHEAP = 4; // 9900 AMD, 24.99 USD
const DEAR = 11; // 23500 AMD

/** Payments made in the test (the seed has the top-up that filled the wallet and the sales). */
const paymentsInDb = () =>
  mock
    .db()
    .state.payments.filter((payment) => !SEEDED_ORDER_NUMBERS.includes(payment.order_number));
/** Purchases made in the test (the seed has the ready learner's two and other learners'). */
const purchasesInDb = () =>
  mock
    .db()
    .state.purchases.filter((purchase) =>
      paymentsInDb().some((payment) => payment.id === purchase.payment_id),
    );
const balanceCents = () => mock.db().state.balances[String(LEARNER_ID)] ?? 0;

async function bank(order: string, step: string, body?: unknown) {
  const response = await fetch(`${TEST_API_ORIGIN}/mock-bank/api/${order}${step}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

const CARD = { expiry: '12/40', cvc: '123' };

/** Starts a bank payment for course `id` in USD and answers its order number and id. */
async function startCoursePayment(token: string, id: number, saveCard = false) {
  const started = await initiatePayment(
    {
      amount: course(id).price.en,
      type: 'course_purchase',
      currency: 'USD',
      course_id: id,
      save_card: saveCard,
    },
    keyed(),
    auth(token),
  );
  const order = new URL(started.redirectUrl).pathname.split('/').pop()!;
  // The mock always sends the `paymentId` extension.
  return { ...started, paymentId: started.paymentId!, order };
}

/** The bank's return: the callback page's parameters from the URL the bank sent the browser to. */
function callbackParams(redirect: unknown) {
  const url = new URL(String(redirect));
  expect(url.pathname).toBe('/payment/callback');
  return {
    orderID: url.searchParams.get('orderID')!,
    responseCode: url.searchParams.get('responseCode') ?? '',
    paymentID: url.searchParams.get('paymentID')!,
  };
}

describe('the seeded learner', () => {
  it('starts with a wallet covering a course, one saved card, the role beside the user, two courses bought', async () => {
    const token = await signIn('learner');
    const profile = await getProfile(auth(token));
    expect(profile.user.balance).toBe('20000.00');
    expect(profile.user.balance_currency).toBe('AMD');
    expect(profile.role).toBe('learner');
    expect(SEEDED_LEARNER_BALANCE_CENTS / 100).toBeGreaterThanOrEqual(
      Number(course(CHEAP).price.arm),
    );
    expect((await listSavedCards(auth(token))).cards).toEqual([
      { id: 1, card_pan: '424242******4242', card_type: 'Visa' },
    ]);
    // Bought through the bank, one before and one after the wallet was filled
    // (mocks/db/seed-learning.ts); the history is newest first.
    expect((await listPurchasedCourses(auth(token))).courses.map((c) => c.id)).toEqual([
      SEEDED_LEARNING.completedCourseId,
      SEEDED_LEARNING.halfWatchedCourseId,
    ]);
    const history = await listPaymentHistory({}, auth(token));
    expect(history.payments.data).toEqual([
      expect.objectContaining({
        type: 'course_purchase',
        course_id: SEEDED_LEARNING.halfWatchedCourseId,
        amount: '21500.00',
        currency: 'AMD',
      }),
      expect.objectContaining({ type: 'add_funds', status: 'completed', amount: '20000.00' }),
      expect.objectContaining({
        type: 'course_purchase',
        course_id: SEEDED_LEARNING.completedCourseId,
        amount: '49.00',
        currency: 'USD',
      }),
    ]);
    expect(history.total_spent).toEqual(
      expect.arrayContaining([
        { amount: '21500.00', currency: 'AMD' },
        { amount: '49.00', currency: 'USD' },
      ]),
    );
  });
});

describe('paying from the balance', () => {
  it('charges the course’s AMD price once, unlocks it, empties its cart entry and tells the instructor', async () => {
    const token = await signIn('learner');
    await addToCart(CHEAP, auth(token));
    const answer = await payWithBalance(
      { course_id: CHEAP, amount: '9900.00', currency: 'AMD' },
      keyed(),
      auth(token),
    );
    expect(answer.payment).toMatchObject({
      status: 'completed',
      amount: '9900.00',
      currency: 'AMD',
      type: 'course_purchase',
      course_id: CHEAP,
    });
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS - 990_000);
    expect((await listPurchasedCourses(auth(token))).courses.map((c) => c.id).at(-1)).toBe(CHEAP);
    expect(purchasesInDb().map((purchase) => purchase.course_id)).toEqual([CHEAP]);
    expect((await listCart({}, auth(token))).data.map((entry) => entry.course_id)).not.toContain(
      CHEAP,
    );
    const sale = mock
      .db()
      .state.notifications.find(
        (n) => n.user_id === course(CHEAP).user_id && n.type === NOTIFICATION_TYPES.courseSold,
      );
    expect(sale?.course_id).toBe(CHEAP);
  });

  it('a double press (same Idempotency-Key) gives one payment and one balance change', async () => {
    const token = await signIn('learner');
    const key = newKey();
    const body = { course_id: CHEAP, amount: 9900, currency: 'AMD' as const };
    const [first, second] = await Promise.all([
      payWithBalance(body, keyed(key), auth(token)),
      payWithBalance(body, keyed(key), auth(token)),
    ]);
    expect(second).toEqual(first);
    expect(paymentsInDb()).toHaveLength(1);
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS - 990_000);
    // A third press later answers the same, not "already purchased".
    expect(await payWithBalance(body, keyed(key), auth(token))).toEqual(first);
  });

  it('answers 409 price_changed with the current price when what was shown differs, charging nothing', async () => {
    const token = await signIn('learner');
    for (const shown of [
      { amount: '9000.00', currency: 'AMD' as const },
      { amount: course(CHEAP).price.en, currency: 'USD' as const },
    ]) {
      expect(
        await failure(payWithBalance({ course_id: CHEAP, ...shown }, keyed(), auth(token))),
      ).toEqual({
        status: 409,
        body: { message_key: 'payment.price_changed', price: '9900.00', currency: 'AMD' },
      });
    }
    expect(paymentsInDb()).toHaveLength(0);
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS);
  });

  it('charges a price an operator changed after the page loaded only once the learner shows it', async () => {
    const token = await signIn('learner');
    const changed = await fetch(`${TEST_API_ORIGIN}/__dev/courses/${CHEAP}/price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ arm: '9500' }),
    });
    expect(changed.status).toBe(200);
    expect(course(CHEAP).price.arm).toBe('9500');
    const shownBefore = { course_id: CHEAP, amount: '9900.00', currency: 'AMD' as const };
    expect(await failure(payWithBalance(shownBefore, keyed(), auth(token)))).toEqual({
      status: 409,
      body: { message_key: 'payment.price_changed', price: '9500.00', currency: 'AMD' },
    });
    await payWithBalance({ ...shownBefore, amount: '9500.00' }, keyed(), auth(token));
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS - 950_000);
  });

  it('the developer price endpoint refuses a price that is not one, and an unknown course', async () => {
    const post = (id: number, body: unknown) =>
      fetch(`${TEST_API_ORIGIN}/__dev/courses/${id}/price`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await post(CHEAP, { en: '', arm: 'cheap', ru: null });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({
      en: ['required'],
      arm: ['invalid'],
    });
    expect(course(CHEAP).price.arm).toBe('9900');
    expect((await post(99_999, { arm: '1' })).status).toBe(404);
  });

  it('answers 409 already_purchased for a course the learner owns, and 402 when the wallet is short', async () => {
    const token = await signIn('learner');
    await payWithBalance(
      { course_id: CHEAP, amount: '9900', currency: 'AMD' },
      keyed(),
      auth(token),
    );
    expect(
      (
        await failure(
          payWithBalance(
            { course_id: CHEAP, amount: '9900', currency: 'AMD' },
            keyed(),
            auth(token),
          ),
        )
      ).body,
    ).toEqual({ message_key: 'payment.already_purchased' });
    expect(
      await failure(
        payWithBalance({ course_id: DEAR, amount: '23500', currency: 'AMD' }, keyed(), auth(token)),
      ),
    ).toEqual({
      status: 402,
      body: { message_key: 'payment.insufficient_balance', balance: '10100.00', currency: 'AMD' },
    });
    expect(
      (
        await failure(
          payWithBalance({ course_id: 999, amount: '1', currency: 'AMD' }, keyed(), auth(token)),
        )
      ).status,
    ).toBe(404);
  });
});

describe('add funds limits', () => {
  it.each([
    ['50', 'payment.amount_min'],
    ['500000.01', 'payment.amount_max'],
  ])('refuses %s AMD with %s and the limits', async (amount, key) => {
    const token = await signIn('learner');
    expect(
      await failure(
        initiatePayment(
          { amount, type: 'add_funds', currency: 'AMD', save_card: false },
          keyed(),
          auth(token),
        ),
      ),
    ).toEqual({
      status: 422,
      body: {
        message_key: key,
        errors: { amount: [key] },
        limits: { min_amount: '100.00', max_amount: '500000.00', currency: 'AMD' },
      },
    });
    expect(paymentsInDb()).toHaveLength(0);
  });

  it('tops up with a saved card within the limits, once per key', async () => {
    const token = await signIn('learner');
    const key = newKey();
    const body = { card_id: 1, amount: 5000, type: 'add_funds' as const, currency: 'AMD' as const };
    const first = await payWithSavedCard(body, keyed(key), auth(token));
    expect(await payWithSavedCard(body, keyed(key), auth(token))).toEqual(first);
    expect(first.payment).toMatchObject({ status: 'completed', card_pan: '424242******4242' });
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS + 500_000);
    expect(paymentsInDb()).toHaveLength(1);
  });

  it('refuses a key reused with another body or call (422 idempotency_key_reused), charging nothing more', async () => {
    const token = await signIn('learner');
    const key = newKey();
    const small = { card_id: 1, amount: 100, type: 'add_funds' as const, currency: 'AMD' as const };
    const first = await payWithSavedCard(small, keyed(key), auth(token));
    const reused = {
      status: 422,
      body: {
        message_key: 'payment.idempotency_key_reused',
        errors: { 'Idempotency-Key': ['payment.idempotency_key_reused'] },
      },
    };
    // 100 AMD, then 500 000 AMD with the same key: not the first payment answered again.
    expect(
      await failure(payWithSavedCard({ ...small, amount: 500_000 }, keyed(key), auth(token))),
    ).toEqual(reused);
    expect(
      await failure(
        initiatePayment(
          { amount: 100, type: 'add_funds', currency: 'AMD', save_card: false },
          keyed(key),
          auth(token),
        ),
      ),
    ).toEqual(reused);
    // The same request in another key order is a repeat.
    const reordered = {
      currency: 'AMD' as const,
      type: 'add_funds' as const,
      amount: 100,
      card_id: 1,
    };
    expect(await payWithSavedCard(reordered, keyed(key), auth(token))).toEqual(first);
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS + 10_000);
    expect(paymentsInDb()).toHaveLength(1);
  });
});

describe('the bank round trip', () => {
  it('validates the card, approves the test card, settles once however often the callback comes, and saves the card', async () => {
    const token = await signIn('learner');
    await addToCart(1, auth(token));
    const { order, paymentId } = await startCoursePayment(token, 1, true);
    expect((await getPaymentDetails(paymentId, auth(token))).payment.status).toBe('pending');
    expect((await bank(order, '')).data).toMatchObject({ state: 'open', amount: '29.99' });

    const refused = await bank(order, '/pay', {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
    });
    expect(refused).toEqual({
      status: 422,
      data: { errors: { number: 'number_invalid', expiry: 'expiry_past', cvc: 'cvc_invalid' } },
    });

    const approved = await bank(order, '/pay', { number: '5555 5555 5555 4444', ...CARD });
    const params = callbackParams(approved.data.redirect);
    expect(params.responseCode).toBe('00');
    // The bank decided; the payment is settled only by the callback.
    expect((await getPaymentDetails(paymentId, auth(token))).payment.status).toBe('pending');

    const first = await handlePaymentCallback(params);
    expect(first).toEqual({ status: 'success', orderId: order, paymentId });
    // A duplicated callback (reload, back, the bank again) changes nothing.
    expect(await handlePaymentCallback(params)).toEqual(first);
    const payment = (await getPaymentDetails(paymentId, auth(token))).payment;
    expect(payment).toMatchObject({
      status: 'completed',
      card_pan: '555555******4444',
      amount: '29.99',
      currency: 'USD',
    });
    expect(purchasesInDb()).toHaveLength(1);
    expect((await listCart({}, auth(token))).data).toEqual([]);
    expect((await listSavedCards(auth(token))).cards.map((c) => c.card_pan)).toEqual([
      '424242******4242',
      '555555******4444',
    ]);
    // The finished page cannot be paid again.
    expect((await bank(order, '/pay', { number: '4242424242424242', ...CARD })).status).toBe(409);
  });

  it('a duplicated callback from the developer panel credits a top-up once', async () => {
    const token = await signIn('learner');
    const started = await initiatePayment(
      { amount: 1000, type: 'add_funds', currency: 'AMD', save_card: false },
      keyed(),
      auth(token),
    );
    const order = new URL(started.redirectUrl).pathname.split('/').pop()!;
    const params = callbackParams(
      (await bank(order, '/pay', { number: '4242424242424242', ...CARD })).data.redirect,
    );
    mock.db().state.nextCallback = 'duplicated';
    expect((await handlePaymentCallback(params)).status).toBe('success');
    expect(paymentsInDb()[0]!.callbacks).toBe(2);
    expect(mock.db().state.nextCallback).toBe('normal');
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS + 100_000);
  });

  it('a declined card ends the payment declined with the bank’s reason and code, nothing bought', async () => {
    const token = await signIn('learner');
    const { order, paymentId } = await startCoursePayment(token, 1);
    const params = callbackParams(
      (await bank(order, '/pay', { number: '4000000000000002', ...CARD })).data.redirect,
    );
    expect(await handlePaymentCallback(params)).toEqual({
      status: 'failed',
      orderId: order,
      paymentId,
      message_key: 'payment.reason.card_declined',
    });
    expect((await getPaymentDetails(paymentId, auth(token))).payment).toMatchObject({
      status: 'declined',
      reason_key: 'payment.reason.card_declined',
      response_code: '05',
    });
    expect(purchasesInDb()).toEqual([]);
  });

  it('asks for the 3-D Secure code: a wrong one declines, the right one approves', async () => {
    const token = await signIn('learner');
    const wrong = await startCoursePayment(token, 1);
    expect((await bank(wrong.order, '/pay', { number: '4000000000003220', ...CARD })).data).toEqual(
      {
        next: 'three_ds',
      },
    );
    expect((await bank(wrong.order, '')).data.state).toBe('three_ds');
    expect((await bank(wrong.order, '/three-ds', { code: '' })).status).toBe(422);
    const failed = callbackParams(
      (await bank(wrong.order, '/three-ds', { code: '000000' })).data.redirect,
    );
    expect((await handlePaymentCallback(failed)).message_key).toBe(
      'payment.reason.three_ds_failed',
    );

    const right = await startCoursePayment(token, 1);
    await bank(right.order, '/pay', { number: '4000000000003220', ...CARD });
    const passed = callbackParams(
      (await bank(right.order, '/three-ds', { code: '123456' })).data.redirect,
    );
    expect((await handlePaymentCallback(passed)).status).toBe('success');
  });

  it('Cancel on the bank page ends the payment canceled; the learner can cancel a pending one too', async () => {
    const token = await signIn('learner');
    const left = await startCoursePayment(token, 1);
    const params = callbackParams((await bank(left.order, '/cancel', {})).data.redirect);
    expect((await handlePaymentCallback(params)).status).toBe('canceled');
    expect((await getPaymentDetails(left.paymentId, auth(token))).payment.status).toBe('canceled');

    const abandoned = await startCoursePayment(token, 1);
    const canceled = await cancelPayment({ paymentId: abandoned.paymentId }, auth(token));
    expect(canceled.payment).toMatchObject({
      status: 'canceled',
      reason_key: 'payment.reason.canceled_by_user',
    });
    expect(await failure(cancelPayment({ paymentId: abandoned.paymentId }, auth(token)))).toEqual({
      status: 409,
      body: { message_key: 'payment.not_cancelable' },
    });
  });

  it('a lost callback leaves the payment pending', async () => {
    const token = await signIn('learner');
    const { order, paymentId } = await startCoursePayment(token, 1);
    const params = callbackParams(
      (await bank(order, '/pay', { number: '4242424242424242', ...CARD })).data.redirect,
    );
    mock.db().state.nextCallback = 'lost';
    expect((await handlePaymentCallback(params)).status).toBe('pending');
    expect((await getPaymentDetails(paymentId, auth(token))).payment.status).toBe('pending');
    // The next one arrives.
    expect((await handlePaymentCallback(params)).status).toBe('success');
  });

  it('stores what the callback settled, as a write is stored: a reload keeps the payment and the card', async () => {
    // The browser's mock keeps its data in localStorage and reads it on every page load; the
    // callback is a GET, and a GET's changes used to be kept only in the page that made it.
    let stored: DbState | null = null;
    setPersistence({
      load: () => stored,
      save: (state) => (stored = structuredClone(state)),
      clear: () => (stored = null),
    });
    try {
      const token = await signIn('learner');
      const { order, paymentId } = await startCoursePayment(token, 1, true);
      const params = callbackParams(
        (await bank(order, '/pay', { number: '4000000000000341', ...CARD })).data.redirect,
      );
      expect((await handlePaymentCallback(params)).status).toBe('success');

      const afterReload = stored as DbState | null;
      expect(afterReload?.payments.find((payment) => payment.id === paymentId)?.status).toBe(
        'completed',
      );
      expect(afterReload?.savedCards.map((card) => card.card_pan)).toContainEqual(
        expect.stringMatching(/0341$/),
      );
    } finally {
      setPersistence(null);
    }
  });

  it('answers a browser navigation with a redirect to the result page', async () => {
    const token = await signIn('learner');
    const { order, paymentId } = await startCoursePayment(token, 1);
    const params = callbackParams(
      (await bank(order, '/pay', { number: '4242424242424242', ...CARD })).data.redirect,
    );
    const response = await fetch(
      `${TEST_API_ORIGIN}/api/payments/callback?${new URLSearchParams(params).toString()}`,
      { headers: { Accept: 'text/html' }, redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/payment/result');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      status: 'success',
      orderId: order,
      paymentId: String(paymentId),
    });
  });

  it('returns the browser only to the app, whatever Origin or Referer the caller sent', async () => {
    const token = await signIn('learner');
    const started = await initiatePayment(
      {
        amount: course(1).price.en,
        type: 'course_purchase',
        currency: 'USD',
        course_id: 1,
        save_card: false,
      },
      keyed(),
      { headers: { ...auth(token).headers, Origin: 'https://evil.example' } },
    );
    const order = new URL(started.redirectUrl).pathname.split('/').pop()!;
    const redirect = String(
      (await bank(order, '/pay', { number: '4242424242424242', ...CARD })).data.redirect,
    );
    expect(new URL(redirect).origin).toBe(TEST_API_ORIGIN);
    const params = callbackParams(redirect);
    const settled = await fetch(
      `${TEST_API_ORIGIN}/api/payments/callback?${new URLSearchParams(params).toString()}`,
      { headers: { Accept: 'text/html', Origin: 'https://evil.example' }, redirect: 'manual' },
    );
    expect(new URL(settled.headers.get('location')!).origin).toBe(TEST_API_ORIGIN);
    // An unknown payment's return, with a Referer elsewhere and with one that is no address.
    for (const referer of ['https://evil.example/payment', '::::']) {
      const unknown = await fetch(
        `${TEST_API_ORIGIN}/api/payments/callback?orderID=nope&paymentID=nope`,
        { headers: { Accept: 'text/html', Referer: referer }, redirect: 'manual' },
      );
      expect(unknown.status).toBe(302);
      expect(new URL(unknown.headers.get('location')!).origin).toBe(TEST_API_ORIGIN);
    }
  });

  it('one payment per Idempotency-Key on initiate', async () => {
    const token = await signIn('learner');
    const key = newKey();
    const body = {
      amount: '29.99',
      type: 'course_purchase' as const,
      currency: 'USD' as const,
      course_id: 1,
      save_card: false,
    };
    const [a, b] = await Promise.all([
      initiatePayment(body, keyed(key), auth(token)),
      initiatePayment(body, keyed(key), auth(token)),
    ]);
    expect(b).toEqual(a);
    expect(paymentsInDb()).toHaveLength(1);
  });
});

describe('saved cards', () => {
  it('a card a pending payment uses cannot be deleted; afterwards it can', async () => {
    const token = await signIn('learner');
    mock.db().state.nextCallback = 'lost';
    const pending = await payWithSavedCard(
      { card_id: 1, amount: 1000, type: 'add_funds', currency: 'AMD' },
      keyed(),
      auth(token),
    );
    expect(pending).toMatchObject({ success: false, payment: { status: 'pending' } });
    expect(await failure(deleteSavedCard(1, auth(token)))).toEqual({
      status: 409,
      body: { message_key: 'payment.card_in_use' },
    });
    expect(balanceCents()).toBe(SEEDED_LEARNER_BALANCE_CENTS);
    await cancelPayment({ paymentId: pending.payment!.id }, auth(token));
    expect(await deleteSavedCard(1, auth(token))).toEqual({ success: true });
    expect((await listSavedCards(auth(token))).cards).toEqual([]);
    expect((await failure(deleteSavedCard(1, auth(token)))).status).toBe(404);
  });

  it('a card the bank refuses answers 402 with its reason and code, once per key', async () => {
    const token = await signIn('learner');
    mock.db().state.savedCards.push({
      id: 9,
      user_id: LEARNER_ID,
      card_pan: '400000******0341',
      card_type: 'Visa',
      behaviour: 'declines_later',
      created_at: mock.db().nowIso(),
    });
    const key = newKey();
    const body = { card_id: 9, amount: 1000, type: 'add_funds' as const, currency: 'AMD' as const };
    const refused = await failure(payWithSavedCard(body, keyed(key), auth(token)));
    expect(refused).toEqual({
      status: 402,
      body: {
        message_key: 'payment.reason.insufficient_funds',
        response_code: '51',
        payment_id: paymentsInDb()[0]!.id,
      },
    });
    expect(await failure(payWithSavedCard(body, keyed(key), auth(token)))).toEqual(refused);
    expect(paymentsInDb()).toHaveLength(1);
    expect(paymentsInDb()[0]!.status).toBe('declined');
  });
});

describe('privacy and roles', () => {
  it('another learner’s payment is 404, like an unknown one; confirm and refund are 403', async () => {
    const token = await signIn('learner');
    const { paymentId } = await startCoursePayment(token, 1);
    // A learner with no payments of their own.
    const other = mock
      .db()
      .state.users.find(
        (u) =>
          u.role === 'learner' &&
          u.id !== LEARNER_ID &&
          !mock.db().state.payments.some((payment) => payment.user_id === u.id),
      )!;
    const { token: otherToken } = await login({ email: other.email, password: 'Password123!' });
    expect((await failure(getPaymentDetails(paymentId, auth(otherToken)))).status).toBe(404);
    expect((await failure(cancelPayment({ paymentId }, auth(otherToken)))).status).toBe(404);
    expect((await failure(getPaymentDetails(999, auth(token)))).status).toBe(404);
    expect((await listPaymentHistory({}, auth(otherToken))).payments.data).toEqual([]);
    expect(
      (await failure(confirmPayment({ paymentId, amount: '29.99' }, auth(token)))).status,
    ).toBe(403);
    expect((await failure(refundPayment({ paymentId, amount: '29.99' }, auth(token)))).status).toBe(
      403,
    );
  });
});

describe('history', () => {
  it('pages every payment, newest first, with the total spent over all pages', async () => {
    const token = await signIn('learner');
    for (let i = 0; i < 11; i += 1)
      await payWithSavedCard(
        { card_id: 1, amount: 100, type: 'add_funds', currency: 'AMD' },
        keyed(),
        auth(token),
      );
    await payWithBalance(
      { course_id: CHEAP, amount: '9900', currency: 'AMD' },
      keyed(),
      auth(token),
    );
    const first = await listPaymentHistory({}, auth(token));
    // Twelve here, the seeded top-up and the two seeded purchases.
    expect(first.payments).toMatchObject({ current_page: 1, last_page: 2, total: 15 });
    expect(first.payments.data[0]).toMatchObject({
      type: 'course_purchase',
      course_title_en: course(CHEAP).title.en,
    });
    expect(first.total_spent).toEqual(
      expect.arrayContaining([
        { amount: '31400.00', currency: 'AMD' },
        { amount: '49.00', currency: 'USD' },
      ]),
    );
    const second = (await listPaymentHistory({ page: 2 }, auth(token))).payments.data;
    // The oldest last: the seeded top-up that filled the wallet and the seeded purchases.
    expect(second.map((payment) => payment.order_number)).toContain('1000001');
    expect(second).toHaveLength(5);
  });
});
