// The app as `npm start` runs it: the development server (React's development build, StrictMode
// mounting every component twice, Vite's modules, the in-browser mock), the way the README tells a
// newcomer to start it. The other journeys drive the production-mode build, where components
// mount once: a green run there says nothing about this one.
// Here each money, learning and quiz flow's first screen, opened by its typed address: an owned course playing and
// its quiz (or its cooldown) at 375 and 1280 px, checkout ready to pay, add funds, both wallets
// and the withdrawal form — each on the first open, nothing pressed twice.
import { QUIZ_LEARNER } from '../../mocks/db/seed-quizzes';
import quizzesTexts from '../../src/locales/en/quizzes.json';
import walletTexts from '../../src/locales/en/instructor-wallet.json';
import { mainLandmark, signIn } from './support/app';
import {
  describe,
  desktopViewport,
  expect,
  expectFailedRequests,
  mobileViewport,
  test,
} from './support/browser';
import {
  dev,
  expectPlayableVideo,
  ownedCourseId,
  sampleAddresses,
  typeAddress,
  watchDevelopmentPage,
} from './support/dev-server';

// A development server builds each module when first asked: slower than the built app.
describe('part 3 under npm start (development build, StrictMode)', { timeout: 120_000 }, () => {
  test('a learner: the owned course plays and its quiz shows on the first open, at 375 and 1280 px', async ({
    page,
  }) => {
    const warnings = watchDevelopmentPage(page);
    await signIn(page, 'learner', { language: 'en', origin: dev });
    for (const viewport of [mobileViewport, desktopViewport]) {
      await page.setViewportSize(viewport);
      await typeAddress(page, `/single-course/${ownedCourseId}`);
      await expectPlayableVideo(page);
      await typeAddress(page, `/learner/quiz/${ownedCourseId}`);
      // Its questions, each a group of choices.
      await expect.poll(() => mainLandmark(page).getByRole('group').count()).toBeGreaterThan(0);
    }
    expect(warnings()).toEqual([]);
  });

  test('a learner: checkout is ready to pay, add funds and the wallet come up', async ({
    page,
  }) => {
    const warnings = watchDevelopmentPage(page);
    await signIn(page, 'learner', { language: 'en', origin: dev });
    await typeAddress(page, sampleAddresses.learnerCheckout);
    await expect
      .poll(() => mainLandmark(page).getByRole('button', { name: /^Pay/ }).isEnabled())
      .toBe(true);
    await typeAddress(page, sampleAddresses.learnerAddFunds);
    await mainLandmark(page).getByRole('textbox').first().waitFor();
    await typeAddress(page, sampleAddresses.learnerWallet);
    expect(warnings()).toEqual([]);
  });

  test('a learner whose quiz waits out its cooldown sees the wait on the first open', async ({
    page,
  }) => {
    const warnings = watchDevelopmentPage(page);
    // The quiz call answers 429 with the time the next attempt opens (the page's content).
    expectFailedRequests(page, [
      { status: 429, path: `/api/courses/${QUIZ_LEARNER.cooldownCourseId}/quiz` },
    ]);
    await signIn(
      page,
      { email: QUIZ_LEARNER.email, password: QUIZ_LEARNER.password },
      { language: 'en', origin: dev },
    );
    await typeAddress(page, `/learner/quiz/${QUIZ_LEARNER.cooldownCourseId}`);
    await expect.poll(() => mainLandmark(page).innerText()).toContain(quizzesTexts.cooldown.title);
    expect(warnings()).toEqual([]);
  });

  test('an instructor: their course plays at 375 and 1280 px, the wallet and the withdrawal form', async ({
    page,
  }) => {
    const warnings = watchDevelopmentPage(page);
    await signIn(page, 'instructor', { language: 'en', origin: dev });
    for (const viewport of [mobileViewport, desktopViewport]) {
      await page.setViewportSize(viewport);
      await typeAddress(page, `/single-course/${ownedCourseId}`);
      await expectPlayableVideo(page);
    }
    await typeAddress(page, sampleAddresses.instructorWallet);
    await typeAddress(page, sampleAddresses.instructorWithdrawFunds);
    await mainLandmark(page).getByRole('button', { name: walletTexts.withdraw.review }).waitFor();
    expect(warnings()).toEqual([]);
  });
});
