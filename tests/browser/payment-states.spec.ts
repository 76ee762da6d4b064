// Axe is clean on every payment screen with its errors showing: each journey brings a payment
// screen into a state no other journey runs axe on, checks what that state says and offers, then
// runs axe on it. Under the in-browser mock:
//   - the result page still processing (a payment whose bank answer was lost), with Check again,
//     which sees the payment by itself once the answer is delivered (and the header's balance);
//     a payment the server does not know (404); a check that failed (500), then Retry;
//   - the callback page with the bank's parameters missing;
//   - checkout's inline "could not be completed" alert (500 at Pay), then Try again and "You own
//     this course"; checkout's inline declined alert (a saved card the bank refuses, 402);
//   - saved cards: the delete confirmation, and the 409 of a card a pending payment uses;
//   - the bank page's fields refused, and its 3-D Secure step, empty then right;
//   - the terms and privacy pages; the developer panel's payments section.
// The result page re-checks a pending payment with backoff (1, 2, 4, 8, 16, 16 s: 47 s), then
// quietly every 5 s, and the e2e build has no shorter setting, so that journey moves the page's
// clock forward instead (Playwright's clock: time flows, and each wait is skipped once the page
// is waiting).
import type { Page } from 'playwright-core';
import commonTexts from '../../src/locales/en/common.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import legalTexts from '../../src/locales/en/legal.json';
import paymentsTexts from '../../src/locales/en/payments.json';
import serverTexts from '../../src/locales/en/server.json';
import settingsTexts from '../../src/locales/en/settings.json';
import { THREE_DS_CODE } from '../../mocks/payments/test-cards';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  callFromPage,
  apiCallsInFlight,
  expectHeading,
  mainLandmark as main,
  openPath,
  quietPage,
  setScenario,
  signIn,
  startInLanguage,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const payments = paymentsTexts;
const bank = devPanelTexts.bank;
const cardTexts = settingsTexts.payment;

/** A call from the page (the mock's service worker answers it), with the learner's token if any. */
const call = <T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => callFromPage<T>(page, method, path, { body, headers });

/** A developer endpoint of the mock; anything but 200 fails the journey. */
async function dev<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const { status, json } = await call<T>(page, method, path, body);
  expect(status, `${method} ${path}`).toBe(200);
  return json;
}

interface CreatedPayment {
  id: number;
  order_number: string;
  status: string;
}

/**
 * A top-up charged to the learner's saved card whose bank answer is lost (the developer panel's
 * "Lost"): the payment stays pending, with the card, until its callback is delivered.
 */
async function pendingSavedCardTopUp(page: Page): Promise<CreatedPayment> {
  await dev(page, 'POST', '/__dev/payments/next-callback', { mode: 'lost' });
  const cards = await call<{ cards: { id: number }[] }>(page, 'GET', '/api/payments/cards');
  const card = cards.json.cards[0]!;
  const { status, json } = await call<{ payment: CreatedPayment }>(
    page,
    'POST',
    '/api/payments/pay-saved',
    { type: 'add_funds', amount: '1000', currency: 'AMD', card_id: card.id },
    { 'Idempotency-Key': `payment-states-${Date.now()}` },
  );
  expect(status).toBe(200);
  expect(json.payment.status).toBe('pending');
  return json.payment;
}

const deliverCallback = (page: Page, payment: CreatedPayment) =>
  dev(page, 'POST', `/__dev/payments/${payment.id}/deliver-callback`);

/** A course of the catalogue the ready learner does not own (the buying journeys' choice). */
async function aCourse(page: Page): Promise<{ id: number; title_en: string }> {
  const { json } = await call<{ data: { id: number; title_en: string }[] }>(
    page,
    'GET',
    '/api/all-courses-general',
  );
  return json.data[1]!;
}

const heading = (page: Page, name: string) => main(page).getByRole('heading', { name });
const button = (page: Page, name: string | RegExp) => main(page).getByRole('button', { name });
const link = (page: Page, name: string) => main(page).getByRole('link', { name });
const methods = (page: Page) => main(page).getByRole('group', { name: payments.methods.title });

/** The learner, signed in (in English) on the wallet page. */
async function learnerOnWallet(page: Page) {
  await startInLanguage(page, 'en');
  await signIn(page, 'learner', { at: '/learner/wallet', heading: commonTexts.pages.wallet });
}

/** The result page of `payment`, opened once nothing else is on the way. */
async function openResult(page: Page, inFlight: () => number, payment: CreatedPayment) {
  await expect.poll(inFlight).toBe(0);
  await openPath(page, `/payment/result?paymentId=${payment.id}`);
  await expectHeading(page, payments.result.title);
}

/** The bank's page of the order the browser is on, its card form showing. */
async function onBankPage(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/mock-bank/pay/'));
  await page.getByRole('heading', { name: bank.heading }).waitFor();
  await page.getByLabel(bank.cardNumber).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function fillCard(page: Page, card: { number: string; expiry: string; cvc: string }) {
  await page.getByLabel(bank.cardNumber).fill(card.number);
  await page.getByLabel(bank.expiry).fill(card.expiry);
  await page.getByLabel(bank.cvc).fill(card.cvc);
  await page.getByRole('button', { name: bank.pay }).click();
}

/** Add funds with a new card (saved if asked), up to the bank's page. */
async function topUpAtTheBank(page: Page, { saveCard }: { saveCard: boolean }): Promise<string> {
  await openPath(page, '/learner/add-funds');
  await main(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('1000');
  await methods(page)
    .getByRole('radio', { name: new RegExp(payments.methods.newCard) })
    .check();
  if (saveCard) await main(page).getByRole('checkbox', { name: payments.methods.saveCard }).check();
  await button(page, /^Pay /).click();
  return onBankPage(page);
}

describe('payment screens in their error and waiting states (in-browser mock)', () => {
  test('the result page of a payment the bank has not confirmed: still processing, then it sees the payment and the header balance by itself', async ({
    page,
  }) => {
    // The page's timers are Playwright's: time flows, and each backoff wait can be skipped.
    await page.clock.install();
    const inFlight = apiCallsInFlight(page);
    await learnerOnWallet(page);
    const payment = await pendingSavedCardTopUp(page);
    await openResult(page, inFlight, payment);

    const still = heading(page, payments.pending.stillTitle);
    const waiting = main(page).getByRole('status').filter({ hasText: payments.pending.confirming });
    // Each time the page waits to ask again, skip the wait (at most the longest, 16 s).
    await expect
      .poll(
        async () => {
          if (await still.isVisible()) return true;
          if (await waiting.isVisible()) await page.clock.fastForward(16_000);
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await main(page).getByText(payments.pending.stillText).waitFor();
    await main(page)
      .getByText(payments.orderNumber.replace('{{number}}', payment.order_number))
      .waitFor();
    await expect.poll(() => still.evaluate((node) => node === document.activeElement)).toBe(true);
    const checkAgain = button(page, payments.pending.checkAgain);
    await checkAgain.waitFor();
    await expectNoSeriousA11yViolations(page, 'payment result, still processing');

    // The bank's answer arrives (the developer panel delivers it): within the page's quiet
    // re-check (5 s) it shows the money and the header's balance, with no press.
    const balance = page.getByRole('link', { name: /^Wallet balance: / });
    const before = await balance.textContent();
    await deliverCallback(page, payment);
    await page.clock.fastForward(5_000);
    await heading(page, payments.succeeded.fundsTitle).waitFor();
    await expect.poll(() => balance.textContent()).not.toBe(before);
    expect(await balance.textContent()).toBe('֏21,000.00');
  });

  test('the result page of a payment the server does not know: we could not find it', async ({
    page,
  }) => {
    const missing = 987_654;
    expectFailedRequests(page, [{ status: 404, path: `/api/payments/details/${missing}` }]);
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', {
      at: `/payment/result?paymentId=${missing}`,
      heading: payments.result.title,
    });
    await heading(page, payments.result.unknownTitle).waitFor();
    await main(page).getByText(payments.result.unknownText).waitFor();
    await link(page, payments.succeeded.history).waitFor();
    await link(page, payments.result.contact).waitFor();
    await expectNoSeriousA11yViolations(page, 'payment result, unknown payment');
  });

  test('the result page whose check fails (500): the payment is safe, and Retry shows its outcome', async ({
    page,
  }) => {
    const inFlight = apiCallsInFlight(page);
    const quiet = quietPage(page);
    await learnerOnWallet(page);
    const payment = await pendingSavedCardTopUp(page);
    await openResult(page, inFlight, payment);
    // It is pending, so the page waits and asks again: the server fails by then.
    await expect.poll(quiet).toBe(true);
    expectFailedRequests(page, [{ status: 500, path: `/api/payments/details/${payment.id}` }]);
    await setScenario(page, 'server-error');
    const failed = heading(page, payments.pending.checkFailedTitle);
    await failed.waitFor();
    await setScenario(page, 'none');
    await main(page).getByText(payments.pending.checkFailedText).waitFor();
    const retry = button(page, payments.retry);
    await retry.waitFor();
    await expectNoSeriousA11yViolations(page, 'payment result, check failed');

    await deliverCallback(page, payment);
    await retry.click();
    await heading(page, payments.succeeded.fundsTitle).waitFor();
  });

  test('the callback page without the bank’s parameters: the answer is incomplete', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    for (const query of ['', '?orderID=1000001&responseCode=00']) {
      await openPath(page, `/payment/callback${query}`);
      await expectHeading(page, payments.callback.title);
      await heading(page, payments.callback.missingTitle).waitFor();
      await main(page).getByText(payments.callback.missingText).waitFor();
      await link(page, payments.succeeded.history).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'payment callback, bank parameters missing');
  });

  test('checkout when Pay fails (500): the inline alert, Try again pays once, then the course is owned', async ({
    page,
  }) => {
    const inFlight = apiCallsInFlight(page);
    const quiet = quietPage(page);
    await learnerOnWallet(page);
    const course = await aCourse(page);
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await methods(page)
      .getByRole('radio', { name: /424242/ })
      .check();
    const pay = button(page, /^Pay /);
    await pay.waitFor();
    await expect.poll(quiet).toBe(true);

    // The charge fails, and so does the check of whether it was taken.
    expectFailedRequests(page, [
      { status: 500, path: '/api/payments/pay-saved' },
      { status: 500, path: '/api/payments/history' },
    ]);
    await setScenario(page, 'server-error');
    await pay.click();
    const alert = main(page).getByRole('alert').filter({ hasText: payments.failed.title });
    await alert.waitFor();
    await setScenario(page, 'none');
    await alert.getByText(payments.failure.server).waitFor();
    await alert.getByText(payments.failed.safe).waitFor();
    await alert.getByRole('button', { name: payments.failed.change }).waitFor();
    await expect.poll(() => alert.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'checkout, payment could not be completed');

    await alert.getByRole('button', { name: payments.retry }).click();
    await heading(page, payments.succeeded.courseTitle).waitFor();

    // Checkout for it again: nothing to pay.
    await expect.poll(inFlight).toBe(0);
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await heading(page, payments.owned.title).waitFor();
    await main(page).getByText(payments.owned.text.replace('{{title}}', course.title_en)).waitFor();
    await link(page, payments.owned.goToCourse).waitFor();
    expect(await pay.count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'checkout, course already owned');
  });

  test('checkout with a saved card the bank refuses (402): the declined alert, then Try again', async ({
    page,
  }) => {
    await learnerOnWallet(page);
    // A card saved from the "declines later" test card: its later charges are refused.
    await topUpAtTheBank(page, { saveCard: true });
    await fillCard(page, { number: '4000 0000 0000 0341', expiry: '12/40', cvc: '123' });
    await waitForPathname(page, '/payment/result');
    await heading(page, payments.succeeded.fundsTitle).waitFor();

    const course = await aCourse(page);
    await openPath(page, `/learner/checkout?courseId=${course.id}`);
    await methods(page).getByRole('radio', { name: /0341/ }).check();
    expectFailedRequests(page, [{ status: 402, path: '/api/payments/pay-saved' }]);
    await button(page, /^Pay /).click();
    const alert = main(page).getByRole('alert').filter({ hasText: payments.declined.title });
    await alert.waitFor();
    await alert.getByText(serverTexts.payment.reason.insufficient_funds).waitFor();
    await alert.getByText(payments.nothingCharged).waitFor();
    await expect.poll(() => alert.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'checkout, card declined');

    await alert.getByRole('button', { name: payments.declined.tryAgain }).click();
    await alert.waitFor({ state: 'detached' });
    await button(page, /^Pay /).waitFor();
  });

  test('saved cards: the delete confirmation, and a card a pending payment uses is kept (409)', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', {
      at: '/learner/settings?tab=payment-methods',
      heading: settingsTexts.title,
    });
    const payment = await pendingSavedCardTopUp(page);
    const cards = await call<{ cards: { id: number; card_type: string; card_pan: string }[] }>(
      page,
      'GET',
      '/api/payments/cards',
    );
    const card = cards.json.cards[0]!;
    const last4 = card.card_pan.slice(-4);
    const named = (text: string) =>
      text.replace('{{brand}}', card.card_type).replace('{{last4}}', last4);

    await main(page)
      .getByRole('button', { name: named(cardTexts.deleteCard) })
      .click();
    const dialog = page.getByRole('alertdialog', { name: cardTexts.confirmTitle });
    await dialog.waitFor();
    await dialog.getByText(named(cardTexts.confirmText)).waitFor();
    await dialog.getByRole('button', { name: cardTexts.keep }).waitFor();
    await expectNoSeriousA11yViolations(page, 'saved cards, delete confirmation');

    expectFailedRequests(page, [{ status: 409, path: `/api/payments/cards/${card.id}` }]);
    await dialog.getByRole('button', { name: cardTexts.confirmDelete }).click();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByText(serverTexts.payment.card_in_use).waitFor();
    // The card stays listed.
    await main(page).getByText(named(cardTexts.cardEnding)).waitFor();
    await expectNoSeriousA11yViolations(page, 'saved cards, card in use');
    // The pending payment the refusal was about is still there.
    const { payments: listed } = await dev<{ payments: { id: number; status: string }[] }>(
      page,
      'GET',
      '/__dev/payments',
    );
    expect(listed.find((row) => row.id === payment.id)?.status).toBe('pending');
  });

  test('the bank page with every field refused, then its 3-D Secure step, empty then right', async ({
    page,
  }) => {
    await learnerOnWallet(page);
    const order = await topUpAtTheBank(page, { saveCard: false });

    expectFailedRequests(page, [
      { status: 422, path: `/mock-bank/api/${order}/pay` },
      { status: 422, path: `/mock-bank/api/${order}/three-ds` },
    ]);
    await fillCard(page, { number: '', expiry: '13/30', cvc: '12' });
    await page.getByText(bank.errors.number_required).waitFor();
    await page.getByText(bank.errors.expiry_invalid).waitFor();
    await page.getByText(bank.errors.cvc_invalid).waitFor();
    for (const label of [bank.cardNumber, bank.expiry, bank.cvc])
      expect(await page.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
    await expect
      .poll(() =>
        page.getByLabel(bank.cardNumber).evaluate((node) => node === document.activeElement),
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'the bank page, every field refused');

    // The card that asks for the one-time code.
    await fillCard(page, { number: '4000 0000 0000 3220', expiry: '12/40', cvc: '123' });
    const code = page.getByLabel(bank.threeDsCode);
    await page.getByRole('heading', { name: bank.threeDsTitle }).waitFor();
    await page.getByText(bank.threeDsHint.replace('{{code}}', THREE_DS_CODE)).waitFor();
    await expect.poll(() => code.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByLabel(bank.cardNumber).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'the bank page, 3-D Secure step');

    const confirm = page.getByRole('button', { name: bank.confirm });
    await confirm.click();
    await page.getByText(bank.errors.code_required).waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'the bank page, 3-D Secure code missing');

    await code.fill(THREE_DS_CODE);
    await confirm.click();
    await waitForPathname(page, '/payment/result');
    await heading(page, payments.succeeded.fundsTitle).waitFor();
  });

  test.for(['terms', 'privacy'] as const)('the %s page', async (document, { page }) => {
    const texts = legalTexts[document];
    await startInLanguage(page, 'en');
    await openPath(page, document === 'terms' ? '/terms-conditions' : '/privacy-policy');
    await expectHeading(page, texts.title);
    const contents = main(page).getByRole('navigation', { name: legalTexts.contents });
    const sections = Object.values(texts.sections as Record<string, { title: string }>);
    expect(await contents.getByRole('link').count()).toBe(sections.length);
    for (const { title } of sections) {
      await contents.getByRole('link', { name: title }).waitFor();
      await main(page).getByRole('region', { name: title }).waitFor();
    }
    await link(page, legalTexts.contactLink).waitFor();
    await expectNoSeriousA11yViolations(page, `/${document} page`);
  });

  test('the developer panel’s payments section, with a payment waiting for its callback', async ({
    page,
  }) => {
    const t = devPanelTexts;
    await learnerOnWallet(page);
    const payment = await pendingSavedCardTopUp(page);

    await page.keyboard.press('Alt+Shift+D');
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: t.tabs.payments }).click();
    await dialog.getByRole('group', { name: t.payments.nextCallback }).waitFor();
    // The lost answer was used up by the payment: the next one is normal again.
    expect(await dialog.getByRole('radio', { name: t.payments.modes.normal }).isChecked()).toBe(
      true,
    );
    const row = dialog
      .getByRole('listitem')
      .filter({ hasText: `${t.payments.order} ${payment.order_number} · pending` });
    const deliver = row.getByRole('button', { name: t.payments.deliver });
    await deliver.waitFor();
    await expectNoSeriousA11yViolations(page, 'developer panel, payments');

    await deliver.click();
    await dialog
      .getByRole('status')
      .filter({ hasText: t.payments.delivered.replace('{{order}}', payment.order_number) })
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: `${t.payments.order} ${payment.order_number} · completed` })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'developer panel, payments, callback delivered');
  });
});
