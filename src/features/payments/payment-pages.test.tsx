import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { recordBankDecision, settleFromBank } from '../../../mocks/payments/engine';
import { BANK_CODES } from '../../../mocks/payments/test-cards';
import { mockAnswer } from '../../../mocks/testing/api-helpers';
import { asPartThree } from '../../../tests/support/payments';
import { setCapabilities } from '../../../mocks/lib/capabilities';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { addToCart } from '@/generated/client/cart/cart';
import { payWithBalance } from '@/generated/client/payments/payments';
import type { PaymentHistoryResponse } from '@/generated/model';
import { env, type ApiMocking } from '@/lib/env';
import { bankNavigation } from './use-checkout-machine';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
const learnerId = () =>
  backend.db().state.users.find((user) => user.email === READY_ACCOUNTS.learner.email)!.id;
// The seed's own payments (a top-up) are not the test's: only those made since count.
let seededPayments = new Set<number>();
const paymentsOfLearner = () =>
  backend
    .db()
    .state.payments.filter(
      (payment) => payment.user_id === learnerId() && !seededPayments.has(payment.id),
    );
const balanceCents = () => backend.db().state.balances[String(learnerId())] ?? 0;

beforeEach(async () => {
  seededPayments = new Set(backend.db().state.payments.map((payment) => payment.id));
  localStorage.clear();
  sessionStorage.clear();
  await setupI18n('en');
  await signedInAs('learner');
});
const mocking = env.apiMocking;
/** How the app thinks the API is served (the callback page chooses its way by it). */
const mockingIs = (value: ApiMocking) => ((env as { apiMocking: ApiMocking }).apiMocking = value);
afterEach(() => {
  vi.restoreAllMocks();
  mockingIs(mocking);
});

/** An approved course with a drams price, at most `maxCents`, the learner does not own. */
function courseCosting(test: (cents: number) => boolean) {
  const course = backend
    .db()
    .state.courses.find(
      (candidate) =>
        candidate.status === 'approved' &&
        Number(candidate.price.arm) > 0 &&
        test(Math.round(Number(candidate.price.arm) * 100)),
    );
  if (!course) throw new Error('the seed has no such course');
  return course;
}

const amd = (value: string) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'AMD',
    currencyDisplay: 'narrowSymbol',
  }).format(value as unknown as number);

async function openCheckout(courseId: number) {
  renderApp(`/learner/checkout?courseId=${courseId}`, { session: sessions.learner });
  return screen.findByRole('group', { name: 'Payment method' });
}

/**
 * Opens checkout for a course the balance covers, changes its price on the server, pays the old
 * one from the balance: the new price is shown, nothing is charged until it is accepted, and then
 * the new price is charged once.
 */
async function buyAfterAPriceChange() {
  const course = courseCosting((cents) => cents + 10_000 <= balanceCents());
  const user = userEvent.setup();
  const methods = await openCheckout(course.id);
  const oldPrice = course.price.arm!;
  const newPrice = (Number(oldPrice) + 100).toFixed(2);
  backend.db().state.courses.find((c) => c.id === course.id)!.price.arm = newPrice;
  await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
  await user.click(screen.getByRole('button', { name: `Pay ${amd(oldPrice)}` }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`to ${amd(newPrice)}`);
  expect(alert).toHaveFocus();
  expect(paymentsOfLearner()).toHaveLength(0);
  await user.click(
    within(alert).getByRole('button', { name: `Use the new price (${amd(newPrice)})` }),
  );
  await user.click(screen.getByRole('button', { name: `Pay ${amd(newPrice)}` }));
  await screen.findByRole('heading', { name: 'Payment successful: the course is yours' });
  expect(paymentsOfLearner()[0]!.amount_cents).toBe(Math.round(Number(newPrice) * 100));
}

/**
 * Pays for `courseId` with a new card and is sent towards the bank's page (the navigation is
 * stubbed), then leaves: the checkout page is gone, the payment waits at the bank.
 */
async function leaveForTheBank(courseId: number) {
  const go = vi.spyOn(bankNavigation, 'go').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const checkout = renderApp(`/learner/checkout?courseId=${courseId}`, {
    session: sessions.learner,
  });
  const methods = await screen.findByRole('group', { name: 'Payment method' });
  await user.click(within(methods).getByRole('radio', { name: /New card/ }));
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  checkout.unmount();
  return { go, user };
}

describe('checkout', () => {
  it('pays from the balance once, even pressed twice; the course leaves the cart and is owned', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    await addToCart(course.id);
    const before = balanceCents();
    const user = userEvent.setup();
    const methods = await openCheckout(course.id);
    await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
    const pay = screen.getByRole('button', { name: `Pay ${amd(course.price.arm!)}` });
    // The payment is held in flight until both presses are made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    backend.server.use(
      http.post('*/api/payments/balance', async () => {
        posts += 1;
        await held;
        return undefined;
      }),
    );
    await user.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await user.click(pay);
    release();
    const done = await screen.findByRole('heading', {
      name: 'Payment successful: the course is yours',
    });
    expect(done).toHaveFocus();
    expect(posts).toBe(1);
    expect(paymentsOfLearner()).toHaveLength(1);
    expect(paymentsOfLearner()[0]).toMatchObject({ status: 'completed', method: 'balance' });
    expect(before - balanceCents()).toBe(Math.round(Number(course.price.arm) * 100));
    expect(backend.db().state.cart.some((entry) => entry.course_id === course.id)).toBe(false);
    expect(screen.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      `/single-course/${course.id}`,
    );
  });

  it('names the price listed in dollars beside the charge in drams, and says why in one line', async () => {
    const course = courseCosting(() => true);
    await openCheckout(course.id);
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(summary.getByText('Listed price').nextElementSibling).toHaveTextContent(
      usd.format(course.price.en as unknown as number),
    );
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent(amd(course.price.arm!));
    expect(
      summary.getByText('Payments are made in drams (AMD), at the course’s own price in drams.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: `Pay ${amd(course.price.arm!)}` })).toBeVisible();
  });

  it('in Armenian, where the listed price is the charge, shows no listed price and no why', async () => {
    await setupI18n('arm');
    const course = courseCosting(() => true);
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    const summary = await screen.findByRole('complementary', { name: 'Ձեր պատվերը' });
    await within(summary).findByText('Ընդամենը');
    expect(within(summary).queryByText('Ցուցակի գին')).toBeNull();
    expect(summary.querySelector('.payment__charge-why')).toBeNull();
  });

  it('offers no balance payment when the balance is short, and says why', async () => {
    const course = courseCosting((cents) => cents > balanceCents());
    const methods = await openCheckout(course.id);
    expect(within(methods).getByRole('radio', { name: /Wallet balance/ })).toBeDisabled();
    expect(within(methods).getByText(/Not enough balance/)).toBeVisible();
  });

  it('offers no balance payment when the server reports no balance, and says so', async () => {
    setCapabilities({ 'wallet-balance': false });
    const course = courseCosting((cents) => cents <= balanceCents());
    const methods = await openCheckout(course.id);
    expect(within(methods).getByRole('radio', { name: /Wallet balance/ })).toBeDisabled();
    expect(within(methods).getByText(/the server does not report a balance/)).toBeVisible();
    // The other ways to pay stay open.
    expect(within(methods).getByRole('radio', { name: /New card/ })).toBeEnabled();
  });

  it('says the course is already the learner’s instead of offering a form', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    await payWithBalance(
      { course_id: course.id, amount: course.price.arm!, currency: 'AMD' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    expect(await screen.findByRole('heading', { name: 'You own this course' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('shows a price changed since the page loaded and charges the new one only once accepted', async () => {
    await buyAfterAPriceChange();
  });

  it('after a lost answer, checks first and retries with the same Idempotency-Key', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    const keys: string[] = [];
    let dropNext = true;
    backend.server.use(
      http.post('*/api/payments/balance', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (dropNext) {
          dropNext = false;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const methods = await openCheckout(course.id);
    await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be completed.');
    // It replaces the Pay button, so the keyboard lands on it and its actions.
    expect(alert).toHaveFocus();
    expect(paymentsOfLearner()).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Payment successful: the course is yours' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(paymentsOfLearner()).toHaveLength(1);
  });

  it('a new card goes to the bank; coming back after cancelling there says so, nothing charged', async () => {
    const course = courseCosting(() => true);
    const { go } = await leaveForTheBank(course.id);
    const payment = paymentsOfLearner()[0]!;
    expect(go.mock.calls[0]![0]).toContain(`/mock-bank/pay/${payment.order_number}`);

    recordBankDecision(backend.db(), payment, {
      outcome: 'canceled',
      response_code: BANK_CODES.canceled,
      reason_key: 'payment.reason.canceled_by_user',
      card_pan: null,
      card_brand: null,
      card_behaviour: null,
    });
    settleFromBank(backend.db(), payment);
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    expect(
      await screen.findByText(/was cancelled on the bank's page\. Nothing was charged\./),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeVisible();
  });

  it('a bank page left without an answer (Back, a closed tab) can be cancelled from checkout, nothing charged', async () => {
    const course = courseCosting(() => true);
    const balanceBefore = balanceCents();
    const { user } = await leaveForTheBank(course.id);

    // Back from the bank's page: no decision, no callback; the payment is still pending there.
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    const open = await screen.findByRole('heading', {
      name: 'A payment you started is still open at the bank',
    });
    await waitFor(() => expect(open).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel that payment' }));
    expect(
      await screen.findByText(/was cancelled on the bank's page\. Nothing was charged\./),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeVisible();
    expect(paymentsOfLearner().map((payment) => payment.status)).toEqual(['canceled']);
    expect(balanceCents()).toBe(balanceBefore);
    expect(
      backend.db().state.purchases.some((p) => p.user_id === 1 && p.course_id === course.id),
    ).toBe(false);
  });

  it('a payment left open at the bank from another tab (nothing in this tab) is found on the server', async () => {
    const course = courseCosting(() => true);
    await leaveForTheBank(course.id);
    // A new tab, or a new sign-in: this tab's storage knows nothing of the payment.
    sessionStorage.clear();
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    await screen.findByRole('heading', {
      name: 'A payment you started is still open at the bank',
    });
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('a payment open for another course is not offered at this course’s checkout', async () => {
    const [first, second] = backend
      .db()
      .state.courses.filter(
        (course) => course.status === 'approved' && Number(course.price.arm) > 0,
      );
    await leaveForTheBank(first!.id);
    sessionStorage.clear();
    await openCheckout(second!.id);
    expect(
      screen.queryByRole('heading', { name: 'A payment you started is still open at the bank' }),
    ).toBeNull();
  });

  it('a cancel the server could not carry out says so, and the payment stays open to cancel again', async () => {
    const course = courseCosting(() => true);
    const { user } = await leaveForTheBank(course.id);
    backend.server.use(
      http.post('*/api/payments/cancel', () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    await user.click(await screen.findByRole('button', { name: 'Cancel that payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be cancelled. What the bank says about it now is shown here.',
    );
    await screen.findByRole('heading', { name: 'A payment you started is still open at the bank' });
    expect(paymentsOfLearner().map((payment) => payment.status)).toEqual(['pending']);
    await user.click(screen.getByRole('button', { name: 'Cancel that payment' }));
    expect(
      await screen.findByText(/was cancelled on the bank's page\. Nothing was charged\./),
    ).toBeVisible();
    expect(paymentsOfLearner().map((payment) => payment.status)).toEqual(['canceled']);
  });

  it('a cancel refused because the bank approved meanwhile shows the course as bought', async () => {
    const course = courseCosting(() => true);
    const { user } = await leaveForTheBank(course.id);

    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    const cancel = await screen.findByRole('button', { name: 'Cancel that payment' });
    // The learner had paid in another tab: the bank's approval lands before the cancel does.
    const payment = paymentsOfLearner()[0]!;
    recordBankDecision(backend.db(), payment, {
      outcome: 'approved',
      response_code: BANK_CODES.approved,
      reason_key: null,
      card_pan: '424242******4242',
      card_brand: 'Visa',
      card_behaviour: null,
    });
    settleFromBank(backend.db(), payment);
    await user.click(cancel);
    expect(await screen.findByRole('heading', { name: 'You own this course' })).toBeVisible();
    expect(paymentsOfLearner().filter((p) => p.status !== 'pending')).toHaveLength(1);
  });

  it('without a course id, says so and links the cart', async () => {
    renderApp('/learner/checkout', { session: sessions.learner });
    expect(await screen.findByRole('heading', { name: 'No course chosen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/learner/shopping-cart',
    );
  });
});

describe('add funds', () => {
  it('shows the server’s limits from the start, names the one refused, and reads 1,500', async () => {
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    // Before anything is typed: the limits, from the server, and how to type an amount.
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'From ֏100.00 to ֏500,000.00. Type it like 1,000 or 1,000.50.',
      ),
    );
    await user.type(amount, '5');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ֏5.00' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The smallest amount you can add is ֏100\.00\./),
    );
    expect(amount).toHaveValue('5');
    expect(amount).toHaveFocus();
    expect(paymentsOfLearner()).toHaveLength(0);
    const before = balanceCents();
    await user.clear(amount);
    // The grouping the page itself writes amounts with.
    await user.type(amount, '1,500');
    expect(amount).not.toHaveAccessibleDescription(/smallest/);
    await user.click(screen.getByRole('button', { name: 'Pay ֏1,500.00' }));
    await screen.findByRole('heading', { name: 'Funds added' });
    expect(balanceCents() - before).toBe(150_000);
    // The header's balance follows without a press (the profile is read again).
    expect(await screen.findByRole('link', { name: 'Wallet balance: ֏21,500.00' })).toBeVisible();
  });

  it('0 and abc are said at the amount, and a message goes as soon as the amount changes', async () => {
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter the amount to add\./));
    await user.type(amount, 'abc');
    expect(amount).not.toHaveAccessibleDescription(/Enter the amount/);
    await user.click(pay);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Type the amount in digits, like 1,000 or 1,000\.50\./,
      ),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(amount).not.toHaveAccessibleDescription(/in digits/);
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The amount must be more than zero\./),
    );
    expect(paymentsOfLearner()).toHaveLength(0);
  });

  it('in Russian, reads 1 500 and says how to type an amount', async () => {
    await setupI18n('ru');
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Сумма/ });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/1\s000 или 1\s000,50/));
    await user.type(amount, '1 500');
    const methods = screen.getByRole('group', { name: 'Способ оплаты' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    const before = balanceCents();
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s500,00/ }));
    await waitFor(() => expect(balanceCents() - before).toBe(150_000));
  });
});

describe('payment result', () => {
  it('asks the server: a completed purchase, whatever the address says', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    const payment = (
      await payWithBalance(
        { course_id: course.id, amount: course.price.arm!, currency: 'AMD' },
        { 'Idempotency-Key': crypto.randomUUID() },
      )
    ).payment!;
    renderApp(`/payment/result?status=failed&paymentId=${payment.id}`, {
      session: sessions.learner,
    });
    expect(
      await screen.findByRole('heading', { name: 'Payment successful: the course is yours' }),
    ).toBeVisible();
    expect(screen.getByText(`Order #${payment.order_number}`)).toBeVisible();
  });

  it('a declined bank payment gives the bank’s reason and Try again for that course', async () => {
    const course = courseCosting(() => true);
    vi.spyOn(bankNavigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const view = renderApp(`/learner/checkout?courseId=${course.id}`, {
      session: sessions.learner,
    });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /New card/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(paymentsOfLearner()).toHaveLength(1));
    view.unmount();
    const payment = paymentsOfLearner()[0]!;
    recordBankDecision(backend.db(), payment, {
      outcome: 'declined',
      response_code: '05',
      reason_key: 'payment.reason.card_declined',
      card_pan: '400000******0002',
      card_brand: 'Visa',
      card_behaviour: 'decline',
    });
    settleFromBank(backend.db(), payment);
    renderApp(`/payment/result?paymentId=${payment.id}`, { session: sessions.learner });
    expect(await screen.findByRole('heading', { name: 'The payment was declined.' })).toBeVisible();
    expect(screen.getByText(/The bank declined the card\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${course.id}`,
    );
  });

  it('a refunded payment says it was refunded, and why, not that it cannot be found', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    await leaveForTheBank(course.id);
    const atTheBank = paymentsOfLearner()[0]!;
    // Bought from the balance meanwhile; then the bank approves the first payment: the mock
    // gives that money back (nothing is charged twice).
    await payWithBalance(
      { course_id: course.id, amount: course.price.arm!, currency: 'AMD' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    recordBankDecision(backend.db(), atTheBank, {
      outcome: 'approved',
      response_code: BANK_CODES.approved,
      reason_key: null,
      card_pan: '424242******4242',
      card_brand: 'Visa',
      card_behaviour: null,
    });
    settleFromBank(backend.db(), atTheBank);
    expect(atTheBank.status).toBe('refunded');
    renderApp(`/payment/result?paymentId=${atTheBank.id}`, { session: sessions.learner });
    expect(await screen.findByRole('heading', { name: 'This payment was refunded' })).toBeVisible();
    expect(
      screen.getByText(
        `${amd(course.price.arm!)} was paid for this course and then given back to you. You already own this course.`,
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.queryByText('We could not find this payment')).toBeNull();
  });

  it('a payment in a status this page does not know names that status', async () => {
    const seeded = backend.db().state.payments.find((entry) => entry.user_id === learnerId())!;
    // The mock's own answer, in a status added after this page was written.
    backend.server.use(
      http.get('*/api/payments/details/:id', async ({ request }) => {
        const { body } = await mockAnswer(request);
        const answer = body as { payment: Record<string, unknown> };
        return HttpResponse.json({
          ...answer,
          payment: { ...answer.payment, status: 'chargeback' },
        });
      }),
    );
    renderApp(`/payment/result?paymentId=${seeded.id}`, { session: sessions.learner });
    expect(
      await screen.findByRole('heading', { name: 'We could not tell what became of this payment' }),
    ).toBeVisible();
    expect(screen.getByText(/status as “chargeback”/)).toBeVisible();
  });

  it('an unknown payment, or none named, is said to be unknown', async () => {
    renderApp('/payment/result?paymentId=999999', { session: sessions.learner });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeVisible();
  });
});

describe('payment callback', () => {
  it('under the browser mock, asks for the JSON answer and goes on to the result', async () => {
    mockingIs('browser');
    const course = courseCosting(() => true);
    vi.spyOn(bankNavigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const view = renderApp(`/learner/checkout?courseId=${course.id}`, {
      session: sessions.learner,
    });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /New card/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(paymentsOfLearner()).toHaveLength(1));
    view.unmount();
    const payment = paymentsOfLearner()[0]!;
    recordBankDecision(backend.db(), payment, {
      outcome: 'approved',
      response_code: '00',
      reason_key: null,
      card_pan: '424242******4242',
      card_brand: 'Visa',
      card_behaviour: 'approve',
    });
    const { router } = renderApp(
      `/payment/callback?orderID=${payment.order_number}&responseCode=00&paymentID=${payment.bank_payment_id}&opaque=`,
      { session: sessions.learner },
    );
    expect(
      await screen.findByRole('heading', { name: 'Payment successful: the course is yours' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/result');
    expect(payment.status).toBe('completed');
    expect(
      backend.db().state.purchases.some((p) => p.user_id === 1 && p.course_id === course.id),
    ).toBe(true);
  });

  it('against a server, hands every bank parameter, opaque included, to its callback once', async () => {
    mockingIs('off');
    const replace = vi.spyOn(bankNavigation, 'replace').mockImplementation(() => undefined);
    renderApp('/payment/callback?orderID=1000001&responseCode=00&paymentID=mb-1000001&opaque=x');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const url = new URL(replace.mock.calls[0]![0], 'http://app.test');
    expect(url.pathname).toBe('/api/payments/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderID: '1000001',
      responseCode: '00',
      paymentID: 'mb-1000001',
      opaque: 'x',
    });
  });

  it('without the bank’s parameters, says the answer is incomplete', async () => {
    renderApp('/payment/callback?responseCode=00');
    expect(
      await screen.findByRole('heading', { name: "The bank's answer is incomplete" }),
    ).toBeVisible();
  });
});

/**
 * The real backend answers less than the contract: what the app does with a server that
 * lacks each payment extension. The mock answers as always; the override strips its answer.
 */
describe('against a backend without the payment extensions', () => {
  /** An override of `path` that serves the mock's answer without the fields `lean` leaves out. */
  const leanly = (path: string, lean: (body: Record<string, unknown>) => unknown) =>
    http.post(path, async ({ request }) => {
      const { status, body } = await mockAnswer(request);
      return HttpResponse.json(lean(body as Record<string, unknown>) as JsonBodyType, { status });
    });
  /** The original app's pay answer: `{ success, message }`, no payment. */
  const successOnly = ({ success, message_key }: Record<string, unknown>) => ({
    success,
    ...(message_key ? { message_key } : {}),
  });

  it('a balance payment answered { success } only still ends paid: the course is owned, no order number', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    backend.server.use(leanly('*/api/payments/balance', successOnly));
    const user = userEvent.setup();
    const methods = await openCheckout(course.id);
    await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('heading', { name: 'Payment successful: the course is yours' });
    expect(screen.queryByText(/Order/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      `/single-course/${course.id}`,
    );
    expect(paymentsOfLearner()).toHaveLength(1);
    expect(
      backend.db().state.purchases.some((p) => p.user_id === 1 && p.course_id === course.id),
    ).toBe(true);
  });

  it('a saved-card top-up answered { success } only still says the funds were added', async () => {
    backend.server.use(leanly('*/api/payments/pay-saved', successOnly));
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '1500');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    const before = balanceCents();
    await user.click(screen.getByRole('button', { name: 'Pay ֏1,500.00' }));
    await screen.findByRole('heading', { name: 'Funds added' });
    expect(balanceCents() - before).toBe(150_000);
  });

  it('a pay answered { success: false } without a payment is a refusal with its reason, nothing charged', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    backend.server.use(
      http.post('*/api/payments/balance', () =>
        HttpResponse.json({ success: false, message_key: 'payment.reason.card_declined' }),
      ),
    );
    const user = userEvent.setup();
    const methods = await openCheckout(course.id);
    await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('The payment was declined.')).toBeVisible();
    expect(screen.getByText('The bank declined the card.')).toBeVisible();
    expect(paymentsOfLearner()).toHaveLength(0);
  });

  it('an initiate answer without paymentId still goes to the bank; back at checkout the form is offered', async () => {
    const course = courseCosting(() => true);
    backend.server.use(
      leanly('*/api/payments/initiate', ({ success, redirectUrl }) => ({ success, redirectUrl })),
      // The original app's history: no course named on a purchase.
      http.get('*/api/payments/history', async ({ request }) => {
        const { body } = await mockAnswer(request);
        const answer = body as PaymentHistoryResponse;
        return HttpResponse.json({
          ...answer,
          payments: { ...answer.payments, data: answer.payments.data.map(asPartThree) },
        });
      }),
    );
    const { go } = await leaveForTheBank(course.id);
    const payment = paymentsOfLearner()[0]!;
    expect(go.mock.calls[0]![0]).toContain(`/mock-bank/pay/${payment.order_number}`);
    // Nothing names the payment the bank page holds, nor the course of a pending one in the
    // history: checkout cannot ask about it, and offers a new attempt (the server decides, by
    // its price and purchases, what a second one may do).
    renderApp(`/learner/checkout?courseId=${course.id}`, { session: sessions.learner });
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'A payment you started is still open at the bank' }),
    ).toBeNull();
  });

  it('a 409 price change without the price reloads the course and offers its current price', async () => {
    backend.server.use(
      leanly('*/api/payments/balance', (body) =>
        body.message_key === 'payment.price_changed' ? { message_key: body.message_key } : body,
      ),
    );
    await buyAfterAPriceChange();
  });

  it('without the limits call, the limits come with the first refusal, which names the one refused', async () => {
    backend.server.use(
      http.get('*/api/payments/add-funds-limits', () => new HttpResponse(null, { status: 404 })),
    );
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'The amount to add to your wallet. Type it like 1,000 or 1,000.50.',
      ),
    );
    await user.type(amount, '5');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ֏5.00' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The smallest amount you can add is ֏100\.00\./),
    );
    expect(amount).toHaveAccessibleDescription(/From ֏100\.00 to ֏500,000\.00/);
    // The refusal is about this amount alone: typing another leaves no message of it behind.
    await user.type(amount, '0');
    expect(amount).not.toHaveAccessibleDescription(/smallest/);
    expect(screen.queryByText(/below the minimum/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 422 without the limits shows the server’s message at the amount alone', async () => {
    backend.server.use(
      http.get('*/api/payments/add-funds-limits', () => new HttpResponse(null, { status: 404 })),
      leanly('*/api/payments/pay-saved', ({ limits: _limits, ...rest }) => rest),
    );
    const user = userEvent.setup();
    renderApp('/learner/add-funds', { session: sessions.learner });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '5');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(methods).getByRole('radio', { name: /424242/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/below the minimum/));
    expect(amount).not.toHaveAccessibleDescription(/From ֏/);
    expect(amount).toHaveValue('5');
  });

  it('a server that ignores the Idempotency-Key: a lost answer is found by part 3’s history, charged once', async () => {
    const course = courseCosting((cents) => cents <= balanceCents());
    let posts = 0;
    backend.server.use(
      http.post('*/api/payments/balance', async ({ request }) => {
        posts += 1;
        // Every request is new to this server: a fresh key in place of the app's.
        const headers = new Headers(request.headers);
        headers.set('Idempotency-Key', crypto.randomUUID());
        const { status, body } = await mockAnswer(new Request(request, { headers }));
        // The charge is made, its answer is lost on the way back.
        if (posts === 1) return HttpResponse.error();
        return HttpResponse.json(body as JsonBodyType, { status });
      }),
      // Nor does its history name the course (the original app's items): the payment is found by its type
      // and time.
      http.get('*/api/payments/history', async ({ request }) => {
        const { status, body } = await mockAnswer(request);
        const history = body as PaymentHistoryResponse;
        return HttpResponse.json(
          {
            ...history,
            payments: { ...history.payments, data: history.payments.data.map(asPartThree) },
          },
          { status },
        );
      }),
    );
    const user = userEvent.setup();
    const methods = await openCheckout(course.id);
    await user.click(within(methods).getByRole('radio', { name: /Wallet balance/ }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('heading', { name: 'Payment successful: the course is yours' });
    expect(posts).toBe(1);
    expect(paymentsOfLearner()).toHaveLength(1);
  });
});
