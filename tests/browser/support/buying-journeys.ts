// The buying journeys, written once and registered against each backend: the
// in-browser mock (buying.spec.ts) and the standalone mock server (live-backend.spec.ts). Each
// journey drives the app as a learner would, then checks the mock's own data (its developer
// endpoints) for what was really charged: one payment, charged once, at the right amount.
//
// A spec registers them with an implementation of BuyingBackend:
//
//   describe('buying a course', () => registerBuyingJourneys(inBrowserMock));
//
// Journeys:
//   1. from the cart with a new card through the bank (a duplicated callback charges once), then
//      my learning, the course page, the empty cart and its badge, purchase history, the invoice;
//   2. adding funds through the bank with a new card, then buying with the balance: the wallet
//      rises, then falls, by the right amounts;
//   3. a declined card;
//   4. an abandoned bank page: (a) Cancel on it, (b) Back from it, then Cancel that payment;
//   5. a double press on Pay;
//   6. a price changed between loading checkout and paying.
import type { Page } from 'playwright-core';
import {
  READY_ACCOUNTS,
  SEEDED_LEARNER_BALANCE_CENTS,
  SEEDED_ORDER_NUMBERS,
} from '../../../mocks/db/seed';
import commonTexts from '../../../src/locales/en/common.json';
import coursesTexts from '../../../src/locales/en/courses.json';
import devPanelTexts from '../../../src/locales/en/dev-panel.json';
import paymentsTexts from '../../../src/locales/en/payments.json';
import purchasesTexts from '../../../src/locales/en/purchases.json';
import serverTexts from '../../../src/locales/en/server.json';
import { expectNoSeriousA11yViolations } from './axe';
import {
  apiCallsInFlight,
  escapeRegExp,
  mainLandmark,
  startInLanguage,
  waitForPathname,
} from './app';
import { expect, expectFailedRequests, test } from './browser';

const bank = devPanelTexts.bank;
const payments = paymentsTexts;
const main = mainLandmark;
const learnerEmail = READY_ACCOUNTS.learner.email;
/** The ready learner's seeded top-up and purchases (mocks/db/seed.ts): not the journey's. */
const seededOrders: readonly string[] = SEEDED_ORDER_NUMBERS;
/** Each journey's own limit: well under a minute, even on a loaded 2-core machine. */
const journeyTimeout = 90_000;

/** What a journey needs of a backend; each spec implements it once. */
export interface BuyingBackend {
  /** Opens a path of the app (e.g. `/learner/wallet`) as a full page load, rendered. */
  open(page: Page, path: string): Promise<void>;
  /** Calls the API (`/api/...`) with the signed-in learner's token; the page is on the app. */
  api<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T>;
  /** A developer endpoint of the mock (`/__dev/...`); answers other than 2xx fail. */
  dev<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** Opens `at` as a guest, signs the ready learner in and waits for `at`'s heading. */
  signIn(page: Page, at: string, heading: string | RegExp): Promise<void>;
  /** Whether the journeys run axe here (once is enough for the app's own pages). */
  checkA11y: boolean;
}

/** A payment as the mock's developer endpoint lists it (GET /__dev/payments). */
interface DevPayment {
  order_number: string;
  user_email: string;
  method: string;
  type: string;
  status: string;
  amount: string;
  currency: string;
  callbacks: number;
}

interface CatalogueCourse {
  id: number;
  title_en: string;
  price_arm: string | null;
}

/** The ready learner's payments in the mock's data, oldest first, without the seeded top-up. */
async function charges(backend: BuyingBackend, page: Page): Promise<DevPayment[]> {
  const answer = await backend.dev<{ payments: DevPayment[] }>(page, 'GET', '/__dev/payments');
  return answer.payments
    .filter((row) => row.user_email === learnerEmail && !seededOrders.includes(row.order_number))
    .reverse();
}

const summary = (rows: DevPayment[]) =>
  rows.map((row) => `${row.type}:${row.method}:${row.status}:${row.amount}`);

/** An approved course of the catalogue's first page with a drams price, not owned by the learner. */
async function aCourse(backend: BuyingBackend, page: Page): Promise<CatalogueCourse> {
  const catalogue = await backend.api<{ data: CatalogueCourse[] }>(
    page,
    'GET',
    '/api/all-courses-general',
  );
  return catalogue.data[1]!;
}

async function ownedCourseIds(backend: BuyingBackend, page: Page): Promise<number[]> {
  const answer = await backend.api<{ courses: { id: number }[] }>(
    page,
    'GET',
    '/api/purchased-courses',
  );
  return answer.courses.map((course) => course.id);
}

/** The wallet page's balance, as shown. */
async function shownBalance(page: Page): Promise<string> {
  const balance = main(page)
    .locator('dt', { hasText: purchasesTexts.wallet.balance })
    .locator('xpath=following-sibling::dd');
  return ((await balance.textContent()) ?? '').trim();
}

const amd = (value: number) =>
  `֏${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A locale text with its `{{name}}` placeholders filled. */
const filled = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    template,
  );

const cartBadge = (count: number) =>
  (count === 1
    ? commonTexts.learnerLists.cartBadge_one
    : commonTexts.learnerLists.cartBadge_other
  ).replace('{{count}}', String(count));

/** The bank's page (its own origin on the standalone server, the app's under the browser mock). */
async function onBankPage(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/mock-bank/pay/'));
  await page.getByRole('heading', { name: bank.heading }).waitFor();
}

/** Pays on the simulated bank's page with a test card (the instructor-money journeys reuse it). */
export async function payOnBankPage(page: Page, card: string) {
  await onBankPage(page);
  await page.getByLabel(bank.cardNumber).fill(card);
  await page.getByLabel(bank.expiry).fill('12/40');
  await page.getByLabel(bank.cvc).fill('123');
  await page.getByRole('button', { name: bank.pay }).click();
}

const methodsOf = (page: Page) => main(page).getByRole('group', { name: payments.methods.title });

/** Opens checkout for a course and pays with a new card: the bank's page opens next. */
export async function checkoutWithNewCard(
  backend: Pick<BuyingBackend, 'open'>,
  page: Page,
  courseId: number,
) {
  await backend.open(page, `/learner/checkout?courseId=${courseId}`);
  await methodsOf(page)
    .getByRole('radio', { name: new RegExp(payments.methods.newCard) })
    .check();
  await main(page).getByRole('button', { name: /^Pay / }).click();
}

/** The learner, signed in (in English) on the cart page, and a course of the catalogue to buy. */
async function learnerWithACourse(backend: BuyingBackend, page: Page) {
  await startInLanguage(page, 'en');
  await backend.signIn(page, '/learner/shopping-cart', 'Shopping cart');
  return aCourse(backend, page);
}

/** Runs axe where the backend asks for it. */
async function a11y(backend: BuyingBackend, page: Page, label: string) {
  if (backend.checkA11y) await expectNoSeriousA11yViolations(page, label);
}

/** Registers the journeys (inside the caller's describe). */
export function registerBuyingJourneys(backend: BuyingBackend): void {
  test(
    'from the cart with a new card through the bank: the result, the course owned, the cart empty, the invoice',
    async ({ page }) => {
      const inFlight = apiCallsInFlight(page);
      await startInLanguage(page, 'en');
      await backend.signIn(page, '/learner/shopping-cart', 'Shopping cart');
      await main(page).getByText(coursesTexts.cart.empty).waitFor();
      const course = await aCourse(backend, page);

      // The course page's Add to cart; the header's badge counts it and leads to the cart.
      await backend.open(page, `/single-course/${course.id}`);
      const add = main(page).getByRole('button', { name: coursesTexts.course.addToCart });
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      await main(page).getByRole('button', { name: coursesTexts.course.inCart }).waitFor();
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: cartBadge(1) }).click();
      await waitForPathname(page, '/learner/shopping-cart');

      // The bank's answer will reach the server twice: it must settle (and charge) once.
      await backend.dev(page, 'POST', '/__dev/payments/next-callback', { mode: 'duplicated' });
      await main(page)
        .getByRole('link', {
          name: new RegExp(`^${coursesTexts.cart.checkout}\\W+${escapeRegExp(course.title_en)}`),
        })
        .click();
      await waitForPathname(page, '/learner/checkout');
      const methods = methodsOf(page);
      await methods.waitFor();
      await a11y(backend, page, 'checkout');
      await methods.getByRole('radio', { name: new RegExp(payments.methods.newCard) }).check();
      await main(page).getByRole('button', { name: /^Pay / }).click();

      await onBankPage(page);
      await a11y(backend, page, 'the bank page');
      await payOnBankPage(page, '4242 4242 4242 4242');
      await waitForPathname(page, '/payment/result');
      const result = main(page).getByRole('heading', { name: payments.succeeded.courseTitle });
      await result.waitFor();
      await a11y(backend, page, 'payment result');

      // Charged once, though the callback came twice.
      const [paid, ...others] = await charges(backend, page);
      expect(others).toEqual([]);
      expect(paid).toMatchObject({ type: 'course_purchase', status: 'completed', callbacks: 2 });
      expect(await ownedCourseIds(backend, page)).toContain(course.id);

      // Reloading the result only asks again: still one payment, still completed.
      await expect.poll(inFlight).toBe(0);
      const resultUrl = new URL(page.url());
      await backend.open(page, resultUrl.pathname + resultUrl.search);
      await result.waitFor();
      expect(summary(await charges(backend, page))).toEqual(summary([paid!]));

      // The course page offers the course itself now, not Buy.
      await main(page).getByRole('link', { name: payments.owned.goToCourse }).click();
      await waitForPathname(page, `/single-course/${course.id}`);
      await main(page).getByText(commonTexts.purchased.owned).waitFor();
      await main(page).getByRole('button', { name: commonTexts.progress.startWatching }).waitFor();
      expect(await main(page).getByRole('link', { name: coursesTexts.course.buyNow }).count()).toBe(
        0,
      );
      expect(
        await main(page).getByRole('button', { name: coursesTexts.course.addToCart }).count(),
      ).toBe(0);

      // The cart is empty, on its page and in the header's badge.
      await header.getByRole('link', { name: cartBadge(0) }).click();
      await waitForPathname(page, '/learner/shopping-cart');
      await main(page).getByText(coursesTexts.cart.empty).waitFor();

      // My learning lists the course.
      await backend.open(page, '/learner/my-learning');
      await main(page)
        .getByRole('link', { name: new RegExp(escapeRegExp(course.title_en)) })
        .first()
        .waitFor();

      // Purchase history lists the payment once; its invoice shows the order number and amount.
      await backend.open(page, '/learner/purchase-history');
      const rows = main(page).getByRole('row').filter({ hasText: course.title_en });
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      const amount = ((await rows.getByRole('cell').nth(2).textContent()) ?? '').trim();
      expect(amount).toMatch(/\d/);
      await rows
        .getByRole('link', {
          name: purchasesTexts.history.invoiceFor.replace('{{number}}', paid!.order_number),
        })
        .click();
      await page.waitForURL((url) => /^\/learner\/invoice\/\d+$/.test(url.pathname));
      const invoice = main(page).getByRole('article', {
        name: purchasesTexts.invoice.heading.replace('{{number}}', paid!.order_number),
      });
      await invoice.waitFor();
      await invoice.getByText(amount, { exact: true }).first().waitFor();

      // Checkout for it now says it is owned.
      await backend.open(page, `/learner/checkout?courseId=${course.id}`);
      await main(page).getByRole('heading', { name: payments.owned.title }).waitFor();
    },
    journeyTimeout,
  );

  test(
    'adding funds through the bank with a new card, then buying with the balance: the wallet rises, then falls, each charged once',
    async ({ page }) => {
      await startInLanguage(page, 'en');
      await backend.signIn(page, '/learner/wallet', commonTexts.pages.wallet);
      const seeded = SEEDED_LEARNER_BALANCE_CENTS / 100;
      await expect.poll(() => shownBalance(page)).toBe(amd(seeded));
      await main(page).getByRole('link', { name: purchasesTexts.wallet.addFunds }).click();
      await waitForPathname(page, '/learner/add-funds');

      // Below the server's minimum first: the limits it gave are shown from the start, and the
      // one refused is named at the field, the amount kept, nothing sent.
      const amount = main(page).getByRole('textbox', { name: /^Amount/ });
      const limits = filled(payments.amount.limits, { min: amd(100), max: amd(500_000) });
      await main(page).getByText(limits, { exact: false }).waitFor();
      await amount.fill('5');
      await methodsOf(page)
        .getByRole('radio', { name: /424242/ })
        .check();
      await main(page).getByRole('button', { name: /^Pay / }).click();
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
      await main(page)
        .getByText(filled(payments.amount.min, { min: amd(100) }))
        .waitFor();
      expect(await amount.inputValue()).toBe('5');
      expect(summary(await charges(backend, page))).toEqual([]);
      await a11y(backend, page, 'add funds with an error');

      // The top-up itself goes through the bank's page with a new card.
      const topUp = 50_000;
      await amount.fill(String(topUp));
      await methodsOf(page)
        .getByRole('radio', { name: new RegExp(payments.methods.newCard) })
        .check();
      await main(page)
        .getByRole('button', { name: `Pay ${amd(topUp)}` })
        .click();
      await payOnBankPage(page, '5555 5555 5555 4444');
      await waitForPathname(page, '/payment/result');
      await main(page).getByRole('heading', { name: payments.succeeded.fundsTitle }).waitFor();
      expect(summary(await charges(backend, page))).toEqual([
        `add_funds:bank:completed:${topUp}.00`,
      ]);
      await main(page).getByRole('link', { name: payments.succeeded.toWallet }).click();
      await waitForPathname(page, '/learner/wallet');
      await expect.poll(() => shownBalance(page)).toBe(amd(seeded + topUp));

      // Then a course with the balance (a double press: still one charge).
      const course = await aCourse(backend, page);
      const price = Number(course.price_arm);
      expect(price).toBeGreaterThan(0);
      await backend.open(page, `/learner/checkout?courseId=${course.id}`);
      await methodsOf(page)
        .getByRole('radio', { name: new RegExp(payments.methods.balance) })
        .check();
      await main(page)
        .getByRole('button', { name: `Pay ${amd(price)}` })
        .dblclick();
      await main(page).getByRole('heading', { name: payments.succeeded.courseTitle }).waitFor();
      expect(summary(await charges(backend, page))).toEqual([
        `add_funds:bank:completed:${topUp}.00`,
        `course_purchase:balance:completed:${price.toFixed(2)}`,
      ]);
      await backend.open(page, '/learner/wallet');
      await expect.poll(() => shownBalance(page)).toBe(amd(seeded + topUp - price));
    },
    journeyTimeout,
  );

  test(
    'a declined card: the bank’s reason, nothing charged, Try again for that course',
    async ({ page }) => {
      const course = await learnerWithACourse(backend, page);
      await checkoutWithNewCard(backend, page, course.id);
      await payOnBankPage(page, '4000 0000 0000 0002');
      await waitForPathname(page, '/payment/result');
      await main(page).getByRole('heading', { name: payments.declined.title }).waitFor();
      await main(page).getByText(serverTexts.payment.reason.card_declined).waitFor();
      await main(page).getByText(payments.nothingCharged).waitFor();
      await a11y(backend, page, 'declined payment');
      expect((await charges(backend, page)).map((row) => `${row.type}:${row.status}`)).toEqual([
        'course_purchase:declined',
      ]);
      expect(await ownedCourseIds(backend, page)).not.toContain(course.id);
      await main(page).getByRole('link', { name: payments.declined.tryAgain }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/learner/checkout' &&
          url.searchParams.get('courseId') === String(course.id),
      );
      await methodsOf(page).waitFor();
    },
    journeyTimeout,
  );

  test(
    'a bank page cancelled: the payment ends canceled, nothing charged, and checkout offers the form again',
    async ({ page }) => {
      const course = await learnerWithACourse(backend, page);
      await checkoutWithNewCard(backend, page, course.id);
      await onBankPage(page);
      await page.getByRole('button', { name: bank.cancel }).first().click();
      await waitForPathname(page, '/payment/result');
      await main(page).getByRole('heading', { name: payments.result.canceledTitle }).waitFor();
      await main(page).getByText(payments.nothingCharged).waitFor();
      expect((await charges(backend, page)).map((row) => `${row.type}:${row.status}`)).toEqual([
        'course_purchase:canceled',
      ]);
      await main(page).getByRole('link', { name: payments.declined.tryAgain }).click();
      await methodsOf(page).waitFor();
    },
    journeyTimeout,
  );

  test(
    'a bank page left with Back: checkout says the payment is still open (in another tab too, from the server), Cancel that payment, nothing charged',
    async ({ page }) => {
      const course = await learnerWithACourse(backend, page);
      await checkoutWithNewCard(backend, page, course.id);
      await onBankPage(page);
      // The learner leaves the bank's page without deciding.
      await page.goBack();
      await waitForPathname(page, '/learner/checkout');
      await main(page).getByRole('heading', { name: payments.pending.openTitle }).waitFor();
      expect((await charges(backend, page)).map((row) => `${row.type}:${row.status}`)).toEqual([
        'course_purchase:pending',
      ]);
      await a11y(backend, page, 'checkout with a payment still open at the bank');

      // Another tab (as after signing in again) has nothing of this tab's storage: the server
      // knows the open payment, so its checkout says the same, and its history calls it pending.
      const other = await page.context().newPage();
      await backend.open(other, `/learner/checkout?courseId=${course.id}`);
      await main(other).getByRole('heading', { name: payments.pending.openTitle }).waitFor();
      expect(await methodsOf(other).count()).toBe(0);
      await backend.open(other, '/learner/purchase-history');
      const row = main(other).getByRole('row').filter({ hasText: course.title_en });
      await expect.poll(() => row.textContent()).toContain(purchasesTexts.history.noInvoicePending);
      await other.close();

      await main(page).getByRole('button', { name: payments.pending.cancelPayment }).click();
      await main(page).getByText(payments.notice.canceled).waitFor();
      await methodsOf(page).waitFor();
      expect((await charges(backend, page)).map((row) => `${row.type}:${row.status}`)).toEqual([
        'course_purchase:canceled',
      ]);
      expect(await ownedCourseIds(backend, page)).not.toContain(course.id);
    },
    journeyTimeout,
  );

  test(
    'a double press on Pay with the saved card: one payment, charged once',
    async ({ page }) => {
      const course = await learnerWithACourse(backend, page);
      await backend.open(page, `/learner/checkout?courseId=${course.id}`);
      await methodsOf(page)
        .getByRole('radio', { name: /424242/ })
        .check();
      await main(page).getByRole('button', { name: /^Pay / }).dblclick();
      await main(page).getByRole('heading', { name: payments.succeeded.courseTitle }).waitFor();
      const rows = await charges(backend, page);
      expect(rows.map((row) => `${row.type}:${row.method}:${row.status}`)).toEqual([
        'course_purchase:saved_card:completed',
      ]);
      expect(await ownedCourseIds(backend, page)).toContain(course.id);
    },
    journeyTimeout,
  );

  test(
    'a price changed between loading checkout and paying: the new price shown, charged once accepted',
    async ({ page }) => {
      const course = await learnerWithACourse(backend, page);
      const setArmenianPrice = (price: string) =>
        backend.dev(page, 'POST', `/__dev/courses/${course.id}/price`, { arm: price });
      // Within the seeded wallet (20 000 AMD), so the balance can pay either price.
      await setArmenianPrice('8000');
      await backend.open(page, `/learner/checkout?courseId=${course.id}`);
      await methodsOf(page)
        .getByRole('radio', { name: new RegExp(payments.methods.balance) })
        .check();
      const pay = main(page).getByRole('button', { name: 'Pay ֏8,000.00' });
      await pay.waitFor();
      // An operator changes the price while the page is open.
      await setArmenianPrice('7777');
      expectFailedRequests(page, [{ status: 409, path: '/api/payments/balance' }]);
      await pay.click();
      const alert = main(page).getByRole('alert');
      await alert.getByText(/to ֏7,777\.00/).waitFor();
      expect(await charges(backend, page)).toEqual([]);
      await a11y(backend, page, 'checkout with a changed price');
      await alert.getByRole('button', { name: 'Use the new price (֏7,777.00)' }).click();
      await main(page).getByRole('button', { name: 'Pay ֏7,777.00' }).click();
      await main(page).getByRole('heading', { name: payments.succeeded.courseTitle }).waitFor();
      expect(summary(await charges(backend, page))).toEqual([
        'course_purchase:balance:completed:7777.00',
      ]);
    },
    journeyTimeout,
  );
}
