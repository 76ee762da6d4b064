// The learner's library, profile page, purchase history and checkout in a real browser, in mock
// mode: the profile page shows the real wishlist, cart and purchased courses; purchase history
// turns into cards at 375 px; checkout offers its payment methods in Russian at 320 px (buying
// itself is tests/browser/buying.spec.ts). axe on every page; Armenian and Russian.
import type { Page } from 'playwright-core';
import armLearning from '../../src/locales/arm/learning.json';
import armPurchases from '../../src/locales/arm/purchases.json';
import learningTexts from '../../src/locales/en/learning.json';
import purchasesTexts from '../../src/locales/en/purchases.json';
import ruPayments from '../../src/locales/ru/payments.json';
import ru from '../../src/locales/ru/common.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  callFromPage,
  enTexts as en,
  expectHeading,
  openPath,
  reloadSettled,
  signIn,
  startInLanguage,
} from './support/app';
import { describe, expect, test } from './support/browser';

const p = purchasesTexts;
const l = learningTexts;
const main = (page: Page) => page.getByRole('main');

/** Calls the (mock) API from the page with the learner's saved token. */
const callApi = async <T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T> =>
  (await callFromPage<T>(page, method, path)).json;

async function useLanguage(page: Page, language: 'arm' | 'ru') {
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
}

describe('learner pages', () => {
  test('the profile page shows the real wishlist and cart courses and what was bought, axe clean', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/profile-page', heading: en.pages.profilePage });
    const catalogue = await callApi<{ data: { id: number; title_en: string }[] }>(
      page,
      'GET',
      '/api/all-courses-general',
    );
    const [first, second] = catalogue.data;
    await callApi(page, 'POST', `/api/wishlist/add/${first!.id}`);
    await callApi(page, 'POST', `/api/wishlist/add/${second!.id}`);
    await callApi(page, 'POST', `/api/cart/add/${second!.id}`);
    await reloadSettled(page);
    await expectHeading(page, en.pages.profilePage);
    const wishlist = main(page).getByRole('region', { name: l.profile.wishlist });
    await wishlist.getByRole('heading', { name: first!.title_en }).waitFor();
    await wishlist.getByRole('heading', { name: second!.title_en }).waitFor();
    const cart = main(page).getByRole('region', { name: l.profile.cart });
    await cart.getByRole('heading', { name: second!.title_en }).waitFor();
    expect(await cart.getByRole('article').count()).toBe(1);
    // The seeded learner owns two courses: my learning's row lists them, last
    // watched first, with their progress (no sample content).
    const learning = main(page).getByRole('region', { name: l.profile.myLearning });
    await learning.getByRole('article').nth(1).waitFor();
    expect(await learning.getByRole('article').count()).toBe(2);
    expect(await learning.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe(
      '50',
    );
    expect(await main(page).getByRole('note').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'profile page');

    await openPath(page, '/learner/my-learning');
    await expectHeading(page, en.pages.myLearning);
    await main(page).getByRole('article').nth(1).waitFor();
    await expectNoSeriousA11yViolations(page, 'my learning');
  }, 150_000);

  test('purchase history and wallet come from the server, axe clean', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/purchase-history' });
    // The seeded learner's one payment is the top-up behind the wallet, with its invoice.
    const table = main(page).getByRole('table', { name: /^Your payments and top-ups/ });
    await table.getByText(p.history.topUp).first().waitFor();
    await table.getByText('Order #1000001').waitFor();
    await table.getByRole('link', { name: 'Invoice for order #1000001' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/learner/invoice/'));
    await main(page)
      .getByText(/1000001/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'an invoice');
    // Printed, the invoice is the page alone: no floating Help button, no developer tab.
    const screenOnly = [
      page.locator('.help-assistant__launcher'),
      page.locator('.dev-panel__trigger'),
      page.locator('.site-header'),
    ];
    for (const control of screenOnly) await expect.poll(() => control.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const control of screenOnly) await expect.poll(() => control.isVisible()).toBe(false);
    expect(await main(page).locator('.invoice').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await openPath(page, '/learner/purchase-history');
    await table.waitFor();
    await expectNoSeriousA11yViolations(page, 'purchase history');
    await openPath(page, '/learner/wallet');
    await expectHeading(page, en.pages.wallet);
    // The seeded balance, and what the two seeded purchases cost, one figure per currency.
    const figures = main(page).locator('.wallet__figure dd');
    await expect
      .poll(() => figures.allTextContents())
      .toEqual([expect.stringMatching(/^֏[\d,]+\.\d\d$/), '$49.00', '֏21,500.00']);
    await main(page).getByRole('link', { name: p.wallet.addFunds }).waitFor();
    await expectNoSeriousA11yViolations(page, 'wallet');
  }, 150_000);

  test('the pages speak Armenian and Russian and fit 320 px', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/checkout' });
    await page.setViewportSize({ width: 320, height: 700 });
    await useLanguage(page, 'ru');
    const catalogue = await callApi<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/all-courses-general',
    );
    await openPath(page, `/learner/checkout?courseId=${catalogue.data[0]!.id}`);
    await expectHeading(page, ru.pages.checkout);
    await main(page).getByRole('group', { name: ruPayments.methods.title }).waitFor();
    await main(page)
      .getByRole('radio', { name: new RegExp(ruPayments.methods.newCard) })
      .waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'checkout in Russian at 320 px');

    await useLanguage(page, 'arm');
    await openPath(page, '/learner/purchase-history');
    await main(page).getByRole('region', { name: armPurchases.history.heading }).waitFor();
    // Whatever the history holds (rows, none, or a failure), the page must fit 320 px.
    await main(page).locator('table, .remote-state').first().waitFor();
    expect(await overflow()).toBe(false);
    await openPath(page, '/learner/profile-page');
    await main(page).getByRole('region', { name: armLearning.profile.cart }).waitFor();
    await main(page).getByText(armLearning.profile.cartEmpty).waitFor();
    expect(await overflow()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'profile page in Armenian at 320 px');
  }, 150_000);
});
