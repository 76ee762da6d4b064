// The app as `npm start` runs it: the development server (React's development build, StrictMode
// mounting every component twice, Vite's modules, the in-browser mock), the way the README tells a
// newcomer to start it. The other journeys drive the production-mode build, where components
// mount once: a green run there says nothing about this one.
// Here every route's first screen, reached as a link reaches it, for a guest, a learner and an
// instructor: no failure on screen, no console error, no uncaught error.
import { QUIZ_LEARNER } from '../../mocks/db/seed-quizzes';
import { paths, type RouteKey } from '../../src/lib/routes';
import { mainLandmark, signIn, startInLanguage } from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';
import {
  dev,
  expectFirstScreen,
  sampleAddresses,
  typeAddress,
  visitEveryRoute,
  watchDevelopmentPage,
} from './support/dev-server';

// A development server builds each module when first asked: slower than the built app.
describe(
  'every route under npm start (development build, StrictMode)',
  { timeout: 120_000 },
  () => {
    test('a guest: every route comes up, the certificate checks out', async ({ page }) => {
      const warnings = watchDevelopmentPage(page);
      await startInLanguage(page, 'en');
      await page.goto(`${dev}/`);
      await expectFirstScreen(page, 'guest home');
      await visitEveryRoute(page, 'guest');
      await typeAddress(page, sampleAddresses.certificate);
      await expect
        .poll(() => mainLandmark(page).innerText())
        .toContain(QUIZ_LEARNER.certificateCode);
      expect(warnings()).toEqual([]);
    });

    test('a learner: every route comes up', async ({ page }) => {
      const warnings = watchDevelopmentPage(page);
      await signIn(page, 'learner', { language: 'en', origin: dev });
      await visitEveryRoute(page, 'learner');
      expect(warnings()).toEqual([]);
    });

    test('an instructor: every route comes up', async ({ page }) => {
      const warnings = watchDevelopmentPage(page);
      await signIn(page, 'instructor', { language: 'en', origin: dev });
      // The learner's payment, asked for by the instructor: refused, and the page says so.
      expectFailedRequests(page, [{ status: 403, path: '/api/payments/details/1' }]);
      await visitEveryRoute(page, 'instructor');
      expect(warnings()).toEqual([]);
    });
  },
);

// A route's address must stay what the route table says (the samples above fill its params).
test('the samples cover the route table', () => {
  for (const [key, address] of Object.entries(sampleAddresses) as [RouteKey, string][]) {
    const pattern = new RegExp(`^${paths[key].replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);
    expect(address, key).toMatch(pattern);
  }
});
