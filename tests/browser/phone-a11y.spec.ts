// axe at phone width on the screens of buying, learning and money: at 375 px every one of them
// has nothing serious or critical and fits the screen (the journeys check them at 1280 px). The
// learner: checkout, the bank's page, a payment's result, purchase history, an invoice, the
// wallet, add funds, my learning and an owned course's page; a learner with quizzes: the quiz in
// its cooldown, a passed quiz with its certificate, the public certificate check; the instructor:
// the wallet, the sales history and the withdraw form.
import type { Page } from 'playwright-core';
import { QUIZ_LEARNER } from '../../mocks/db/seed-quizzes';
import paymentsTexts from '../../src/locales/en/payments.json';
import quizTexts from '../../src/locales/en/quizzes.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  callFromPage,
  mainLandmark as main,
  openPath,
  settled,
  signIn,
  startInLanguage,
} from './support/app';
import { describe, expect, expectFailedRequests, mobileViewport, test } from './support/browser';

const journeyTimeout = 150_000;

/** The page, settled, at 375 px: nothing serious for axe, and no sideways panning. */
async function checkScreen(page: Page, label: string) {
  await settled(page);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: label })
    .toBeLessThanOrEqual(mobileViewport.width);
  await expectNoSeriousA11yViolations(page, `${label} at 375 px`);
}

describe('buying, learning and money at 375 px', () => {
  test(
    'the learner’s screens',
    async ({ page }) => {
      await page.setViewportSize(mobileViewport);
      await startInLanguage(page, 'en');
      await signIn(page, 'learner', { at: '/learner/purchase-history' });
      const table = main(page).getByRole('table', { name: /^Your payments and top-ups/ });
      await table.getByText('Order #1000001').waitFor();
      await checkScreen(page, 'purchase history');

      await table.getByRole('link', { name: 'Invoice for order #1000001' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/learner/invoice/'));
      const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
      await main(page)
        .getByText(/1000001/)
        .first()
        .waitFor();
      await checkScreen(page, 'an invoice');

      await openPath(page, `/payment/result?paymentId=${paymentId}`);
      await main(page).getByRole('heading', { name: paymentsTexts.succeeded.fundsTitle }).waitFor();
      await checkScreen(page, 'a payment’s result');

      await openPath(page, '/learner/wallet');
      await main(page).locator('.wallet__figure dd').first().waitFor();
      await checkScreen(page, 'the wallet');

      await openPath(page, '/learner/add-funds');
      await main(page).getByRole('group', { name: paymentsTexts.methods.title }).waitFor();
      await checkScreen(page, 'add funds');

      await openPath(page, '/learner/my-learning');
      const owned = main(page).getByRole('article').first();
      await owned.waitFor();
      await checkScreen(page, 'my learning');
      await owned.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/single-course/'));
      await main(page).getByRole('heading', { level: 1 }).waitFor();
      await checkScreen(page, 'an owned course');

      // Checkout for a course not owned, then its bank page.
      const catalogue = (
        await callFromPage<{ data: { id: number }[] }>(page, 'GET', '/api/all-courses-general')
      ).json.data.map((course) => course.id);
      const ownedIds = (
        await callFromPage<{ courses: { id: number }[] }>(page, 'GET', '/api/purchased-courses')
      ).json.courses.map((course) => course.id);
      const toBuy = catalogue.find((id) => !ownedIds.includes(id))!;
      await openPath(page, `/learner/checkout?courseId=${toBuy}`);
      const methods = main(page).getByRole('group', { name: paymentsTexts.methods.title });
      await methods.waitFor();
      await checkScreen(page, 'checkout');
      await methods.getByRole('radio', { name: new RegExp(paymentsTexts.methods.newCard) }).check();
      await main(page).getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/mock-bank/pay/'));
      await page.getByRole('button').first().waitFor();
      await checkScreen(page, 'the bank’s page');
    },
    journeyTimeout,
  );

  test(
    'the quiz, in its cooldown and passed, and the certificate',
    async ({ page }) => {
      await page.setViewportSize(mobileViewport);
      expectFailedRequests(page, [
        { status: 429, path: `/api/courses/${QUIZ_LEARNER.cooldownCourseId}/quiz` },
      ]);
      await startInLanguage(page, 'en');
      await signIn(
        page,
        { email: QUIZ_LEARNER.email, password: QUIZ_LEARNER.password },
        { at: `/learner/quiz/${QUIZ_LEARNER.cooldownCourseId}` },
      );
      await main(page).getByRole('heading', { name: quizTexts.cooldown.title }).waitFor();
      await checkScreen(page, 'the quiz in its cooldown');

      await openPath(page, `/learner/quiz/${QUIZ_LEARNER.passedCourseId}`);
      await main(page).getByRole('heading', { name: quizTexts.alreadyPassed.title }).waitFor();
      await checkScreen(page, 'a passed quiz');

      await openPath(page, `/certificates/${QUIZ_LEARNER.certificateCode}`);
      await main(page).getByRole('heading', { name: quizTexts.verify.valid }).waitFor();
      await checkScreen(page, 'the certificate check');
    },
    journeyTimeout,
  );

  test(
    'the instructor’s money',
    async ({ page }) => {
      await page.setViewportSize(mobileViewport);
      await startInLanguage(page, 'en');
      await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
      await main(page).getByTestId('withdrawals-table').waitFor();
      await main(page).getByTestId('earnings-chart').locator('svg').first().waitFor();
      await checkScreen(page, 'the instructor’s wallet');

      await openPath(page, '/instructor/purchase-history');
      await main(page).getByTestId('sales-table').waitFor();
      await checkScreen(page, 'the sales history');

      await openPath(page, '/instructor/withdraw-funds');
      await main(page).getByRole('textbox').first().waitFor();
      await checkScreen(page, 'the withdraw form');
    },
    journeyTimeout,
  );
});
