// Buying a course in a real browser, fully mocked (issue 33): the cart's checkout link, a new card
// through the simulated bank's page and back through /payment/callback to the result the server
// confirms; a declined card; a bank page cancelled; adding funds with the saved card and buying
// with the balance; a price changed while checkout was open. Each journey checks the mock's data:
// one payment, charged once.
import type { Page } from 'playwright-core';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import common from '../../src/locales/en/common.json';
import courses from '../../src/locales/en/courses.json';
import payments from '../../src/locales/en/payments.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mainLandmark, openPath, signIn, startInLanguage, waitForPathname } from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const bank = devPanelTexts.bank;
const main = mainLandmark;

interface PaymentRow {
  id: number;
  status: string;
  type: string;
  course_id: number | null;
  amount: string;
}

/** Calls the (mock) API from the page with the signed-in learner's token. */
function api<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T> {
  return page.evaluate(
    async ({ method, path }) => {
      const answer = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}`,
        },
      });
      return (await answer.json()) as T;
    },
    { method, path },
  );
}

/** The learner's payments since the seed's own (a top-up, order 1000001). */
const history = async (page: Page) =>
  (
    await api<{ payments: { data: (PaymentRow & { order_number: string })[] } }>(
      page,
      'GET',
      '/api/payments/history?page=1',
    )
  ).payments.data.filter((row) => row.order_number !== '1000001');

/** An approved course of the catalogue's first page with a drams price. */
async function aCourse(page: Page): Promise<{ id: number; title_en: string }> {
  const catalogue = await api<{ data: { id: number; title_en: string }[] }>(
    page,
    'GET',
    '/api/all-courses-general',
  );
  return catalogue.data[1]!;
}

/** An operator's price change (a developer endpoint of the mock). */
async function setArmenianPrice(page: Page, courseId: number, price: string) {
  const status = await page.evaluate(
    async ({ courseId, price }) =>
      (
        await fetch(`/__dev/courses/${courseId}/price`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ arm: price }),
        })
      ).status,
    { courseId, price },
  );
  expect(status).toBe(200);
}

async function payOnBankPage(page: Page, card: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/mock-bank/pay/'));
  await page.getByRole('heading', { name: bank.heading }).waitFor();
  await page.getByLabel(bank.cardNumber).fill(card);
  await page.getByLabel(bank.expiry).fill('12/40');
  await page.getByLabel(bank.cvc).fill('123');
  await page.getByRole('button', { name: bank.pay }).click();
}

async function checkoutWithNewCard(page: Page, courseId: number) {
  await openPath(page, `/learner/checkout?courseId=${courseId}`);
  const methods = main(page).getByRole('group', { name: payments.methods.title });
  await methods.getByRole('radio', { name: new RegExp(payments.methods.newCard) }).check();
  await main(page).getByRole('button', { name: /^Pay / }).click();
}

describe('buying a course', () => {
  test('from the cart with a new card through the bank: the result, the course owned, the cart empty', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/shopping-cart', heading: 'Shopping cart' });
    const course = await aCourse(page);
    await api(page, 'POST', `/api/cart/add/${course.id}`);
    // The bank's answer will reach the server twice: it must settle (and charge) once.
    await page.evaluate(() =>
      fetch('/__dev/payments/next-callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode: 'duplicated' }),
      }),
    );
    await openPath(page, '/learner/shopping-cart');
    await main(page)
      .getByRole('link', { name: /^Checkout/ })
      .first()
      .click();
    await waitForPathname(page, '/learner/checkout');
    const methods = main(page).getByRole('group', { name: payments.methods.title });
    await methods.waitFor();
    await expectNoSeriousA11yViolations(page, 'checkout');
    await methods.getByRole('radio', { name: new RegExp(payments.methods.newCard) }).check();
    await main(page).getByRole('button', { name: /^Pay / }).click();

    await payOnBankPage(page, '4242 4242 4242 4242');
    await waitForPathname(page, '/payment/result');
    const result = main(page).getByRole('heading', { name: payments.succeeded.courseTitle });
    await result.waitFor();
    await expectNoSeriousA11yViolations(page, 'payment result');

    const paid = (await history(page)).filter((row) => row.course_id === course.id);
    expect(paid.map((row) => row.status)).toEqual(['completed']);
    const settled = await api<{ payments: { order_number: string; callbacks: number }[] }>(
      page,
      'GET',
      '/__dev/payments',
    );
    expect(settled.payments[0]!.callbacks).toBe(2);
    const purchased = await api<{ courses: { id: number }[] }>(
      page,
      'GET',
      '/api/purchased-courses',
    );
    expect(purchased.courses.map((owned) => owned.id)).toContain(course.id);
    const cart = await api<{ data: { course_id: number }[] }>(page, 'GET', '/api/cart');
    expect(cart.data.some((entry) => entry.course_id === course.id)).toBe(false);

    // Reloading the result only asks again: still one payment, still completed.
    await openPath(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await result.waitFor();
    expect((await history(page)).filter((row) => row.course_id === course.id)).toHaveLength(1);

    await main(page).getByRole('link', { name: payments.owned.goToCourse }).click();
    await waitForPathname(page, `/single-course/${course.id}`);
    // The course page offers the course itself now, not Buy.
    await main(page).getByText(common.purchased.owned).waitFor();
    expect(await main(page).getByRole('link', { name: courses.course.buyNow }).count()).toBe(0);
    // My learning lists it; purchase history has the payment.
    await openPath(page, '/learner/my-learning');
    await main(page)
      .getByRole('link', { name: new RegExp(course.title_en) })
      .first()
      .waitFor();
    await openPath(page, '/learner/purchase-history');
    await main(page).getByText(course.title_en).first().waitFor();
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await main(page).getByRole('heading', { name: payments.owned.title }).waitFor();
  }, 180_000);

  test('a declined card: the bank’s reason, nothing charged, Try again for that course', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/shopping-cart', heading: 'Shopping cart' });
    const course = await aCourse(page);
    await checkoutWithNewCard(page, course.id);
    await payOnBankPage(page, '4000 0000 0000 0002');
    await waitForPathname(page, '/payment/result');
    await main(page).getByRole('heading', { name: payments.declined.title }).waitFor();
    await main(page)
      .getByText(/The bank declined the card\./)
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'declined payment');
    expect((await history(page)).map((row) => row.status)).toEqual(['declined']);
    await main(page).getByRole('link', { name: payments.declined.tryAgain }).click();
    await waitForPathname(page, '/learner/checkout');
    await main(page).getByRole('group', { name: payments.methods.title }).waitFor();
  }, 180_000);

  test('a bank page cancelled: the payment ends canceled and checkout offers the form again', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/shopping-cart', heading: 'Shopping cart' });
    const course = await aCourse(page);
    await checkoutWithNewCard(page, course.id);
    await page.waitForURL((url) => url.pathname.startsWith('/mock-bank/pay/'));
    await page.getByRole('button', { name: bank.cancel }).first().click();
    await waitForPathname(page, '/payment/result');
    await main(page).getByRole('heading', { name: payments.result.canceledTitle }).waitFor();
    expect((await history(page)).map((row) => row.status)).toEqual(['canceled']);
    await main(page).getByRole('link', { name: payments.declined.tryAgain }).click();
    await main(page).getByRole('group', { name: payments.methods.title }).waitFor();
  }, 180_000);

  test('a price changed between loading checkout and paying: the new price shown, charged once accepted', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/shopping-cart', heading: 'Shopping cart' });
    const course = await aCourse(page);
    // Within the seeded wallet (20 000 AMD), so the balance can pay either price.
    await setArmenianPrice(page, course.id, '8000');
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await main(page)
      .getByRole('group', { name: payments.methods.title })
      .getByRole('radio', { name: new RegExp(payments.methods.balance) })
      .check();
    const pay = main(page).getByRole('button', { name: 'Pay ֏8,000.00' });
    await pay.waitFor();
    // An operator changes the price while the page is open.
    await setArmenianPrice(page, course.id, '7777');
    expectFailedRequests(page, [{ status: 409, path: '/api/payments/balance' }]);
    await pay.click();
    const alert = main(page).getByRole('alert');
    await alert.getByText(/to ֏7,777\.00/).waitFor();
    expect(await history(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'checkout with a changed price');
    await alert.getByRole('button', { name: 'Use the new price (֏7,777.00)' }).click();
    await main(page).getByRole('button', { name: 'Pay ֏7,777.00' }).click();
    await main(page).getByRole('heading', { name: payments.succeeded.courseTitle }).waitFor();
    const rows = await history(page);
    expect(rows.map((row) => `${row.status}:${row.amount}`)).toEqual(['completed:7777.00']);
  }, 180_000);

  test('adding funds with the saved card, then buying with the balance, each charged once', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/add-funds', heading: payments.addFundsTitle });
    // Below the server's minimum first: its limits at the field, the amount kept.
    expectFailedRequests(page, [{ status: 422, path: '/api/payments/pay-saved' }]);
    const amount = main(page).getByRole('textbox', { name: /^Amount/ });
    await amount.fill('5');
    const methods = main(page).getByRole('group', { name: payments.methods.title });
    await methods.getByRole('radio', { name: /424242/ }).check();
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.inputValue()).toBe('5');
    await expectNoSeriousA11yViolations(page, 'add funds with an error');
    await amount.fill('50000');
    await main(page).getByRole('button', { name: 'Pay ֏50,000.00' }).click();
    await main(page).getByRole('heading', { name: payments.succeeded.fundsTitle }).waitFor();

    const course = await aCourse(page);
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await main(page)
      .getByRole('group', { name: payments.methods.title })
      .getByRole('radio', { name: new RegExp(payments.methods.balance) })
      .check();
    await main(page).getByRole('button', { name: /^Pay / }).dblclick();
    await main(page).getByRole('heading', { name: payments.succeeded.courseTitle }).waitFor();
    const rows = await history(page);
    expect(rows.map((row) => `${row.type}:${row.status}`).sort()).toEqual([
      'add_funds:completed',
      'course_purchase:completed',
    ]);
  }, 180_000);
});
