// The simulated bank's page under the browser-only mock (decision 23): a service worker cannot
// answer the navigation to /mock-bank/pay/{order}, so the app's mocking entry mounts the page
// itself. A learner's bank payment is refused with clear messages, approved with the test card,
// and the bank sends the browser back to /payment/callback; the callback settles it once.
import type { Page } from 'playwright-core';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPath, startInLanguage } from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const bank = devPanelTexts.bank;
const LEARNER = { email: 'learner@academy.test', password: 'Learner123!' };

/** Signs the learner in over the API and starts a bank payment for course 1 (29.99 USD). */
function startPayment(page: Page) {
  return page.evaluate(async (learner) => {
    const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
    const login = (await (
      await fetch('/api/login', { method: 'POST', headers: json, body: JSON.stringify(learner) })
    ).json()) as { token: string };
    const answer = await fetch('/api/payments/initiate', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${login.token}`, 'Idempotency-Key': 'journey-1' },
      body: JSON.stringify({
        amount: '29.99',
        type: 'course_purchase',
        currency: 'USD',
        course_id: 1,
        save_card: false,
      }),
    });
    const started = (await answer.json()) as { redirectUrl: string; paymentId: number };
    return { ...started, token: login.token };
  }, LEARNER);
}

const payment = (page: Page, token: string, id: number) =>
  page.evaluate(
    async ({ token, id }) => {
      const answer = await fetch(`/api/payments/details/${id}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { payment: { status: string } }).payment.status;
    },
    { token, id },
  );

describe('the simulated bank under the browser mock', () => {
  test('refuses a bad card at each field, approves the test card and returns to the callback', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const { redirectUrl, paymentId, token } = await startPayment(page);
    expect(new URL(redirectUrl).origin).toBe(new URL(page.url()).origin);

    await page.goto(redirectUrl);
    await page.getByRole('heading', { name: bank.heading }).waitFor();
    await expect.poll(() => page.locator('#bank-amount').textContent()).toBe('$29.99');
    await expectNoSeriousA11yViolations(page, 'the bank page');

    const order = new URL(redirectUrl).pathname.split('/').pop()!;
    expectFailedRequests(page, [{ status: 422, path: `/mock-bank/api/${order}/pay` }]);
    await page.getByLabel(bank.cardNumber).fill('4242 4242 4242 4241');
    await page.getByLabel(bank.expiry).fill('01/20');
    await page.getByRole('button', { name: bank.pay }).click();
    await page.getByText(bank.errors.number_invalid).waitFor();
    await page.getByText(bank.errors.expiry_past).waitFor();
    await page.getByText(bank.errors.cvc_required).waitFor();
    await expectNoSeriousA11yViolations(page, 'the bank page with errors');

    await page.getByLabel(bank.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(bank.expiry).fill('12/40');
    await page.getByLabel(bank.cvc).fill('123');
    await page.getByRole('button', { name: bank.pay }).click();
    const back = await page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/payments/callback';
    });
    const query = new URL(back.url()).searchParams;
    expect({ orderID: query.get('orderID'), responseCode: query.get('responseCode') }).toEqual({
      orderID: order,
      responseCode: '00',
    });
    // The app's callback page hands the bank's answer to the server, which settles it once, and
    // goes on to the result.
    await page.waitForURL((url) => url.pathname === '/payment/result');
    expect(await payment(page, token, paymentId)).toBe('completed');
  });

  test('Cancel returns to the callback and the payment ends canceled', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const { redirectUrl, paymentId, token } = await startPayment(page);
    await page.goto(redirectUrl);
    await page.getByRole('button', { name: bank.cancel }).first().click();
    await page.waitForURL((url) => url.pathname === '/payment/result');
    expect(await payment(page, token, paymentId)).toBe('canceled');
  });
});
