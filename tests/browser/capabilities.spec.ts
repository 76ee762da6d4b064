// Each capability of the registry turned off in the in-browser mock, one at a time (the way the
// developer panel does): the screens that read it still show their page, with no failure shown
// and no error in the console. The calls the capability takes away answer 404 as a route the
// server does not have, each declared below, and each must really be asked.
import type { Page } from 'playwright-core';
import { SEEDED_LEARNING } from '../../mocks/db/seed-learning';
import { QUIZ_LEARNER } from '../../mocks/db/seed-quizzes';
import { CAPABILITY_IDS, type CapabilityId } from '../../src/lib/capabilities/registry';
import {
  forgetSession,
  mainLandmark,
  openPath,
  pageHeading,
  setCapabilities,
  settled,
  signIn,
  type Account,
} from './support/app';
import {
  describe,
  expect,
  expectFailedRequests,
  test,
  type ExpectedFailedRequest,
} from './support/browser';

type Who = 'guest' | 'learner' | 'instructor';

interface Walk {
  /** The screens that read the capability, by who opens them. */
  screens: Partial<Record<Who, string[]>>;
  /** The calls it takes away that these screens make: each answers 404. */
  missing?: string[];
  /** Other requests that fail without it, each with why. */
  alsoFailing?: ExpectedFailedRequest[];
}

/** A course the seeded quiz learner owns (its video, progress and passed quiz). */
const OWNED = QUIZ_LEARNER.passedCourseId;
/** A course it does not own, to buy. */
const NOT_OWNED = 2;
const learner: Account = { email: QUIZ_LEARNER.email, password: QUIZ_LEARNER.password };

const WALKS: Record<CapabilityId, Walk> = {
  'login-profile': { screens: { learner: ['/', '/learner/wallet', '/learner/settings'] } },
  'wallet-balance': {
    screens: {
      learner: ['/learner/wallet', `/learner/checkout?courseId=${NOT_OWNED}`, '/learner/add-funds'],
    },
  },
  'terms-acceptance': { screens: { guest: ['/sign-up'] } },
  'later-course-form': { screens: { instructor: ['/instructor/add-courses'] } },
  bootcamps: { screens: { guest: ['/'] }, missing: ['/api/bootcamps'] },
  'purchased-courses': {
    screens: {
      learner: ['/learner/my-learning', '/learner/profile-page', `/single-course/${OWNED}`],
    },
    missing: ['/api/purchased-courses'],
  },
  'saved-cards': {
    screens: {
      learner: [
        '/learner/settings?tab=payment-methods',
        `/learner/checkout?courseId=${NOT_OWNED}`,
        '/learner/add-funds',
      ],
    },
    missing: ['/api/payments/cards'],
  },
  'catalogue-filters': {
    screens: { guest: ['/courses'] },
    missing: ['/api/catalogue-filters'],
  },
  'course-progress': {
    screens: { learner: ['/learner/my-learning', `/single-course/${OWNED}`] },
  },
  'signed-video-url': {
    screens: { learner: ['/learner/my-learning', `/single-course/${OWNED}`] },
    missing: [`/api/stream-video/${OWNED}/url`],
  },
  certificates: {
    screens: {
      learner: ['/learner/profile-page', `/certificates/${QUIZ_LEARNER.certificateCode}`],
    },
    missing: ['/api/certificates', `/api/certificates/${QUIZ_LEARNER.certificateCode}`],
  },
  'bank-callback-json': {
    // An order the bank never had: the result page says so either way.
    screens: {
      learner: [
        '/learner/purchase-history',
        '/payment/callback?orderID=1&responseCode=00&paymentID=none',
      ],
    },
    // The callback answers its redirect to the result page, which the call follows; the app's
    // host serves pages, not JSON, to it, and the callback page goes on to the result itself.
    alsoFailing: [{ status: 404, path: '/payment/result' }],
  },
  'payment-records': {
    screens: {
      learner: ['/learner/purchase-history', `/learner/checkout?courseId=${NOT_OWNED}`],
      instructor: ['/instructor/withdraw-funds'],
    },
  },
  'money-details': {
    screens: {
      learner: ['/learner/wallet', '/learner/purchase-history'],
      instructor: [
        '/instructor/wallet',
        '/instructor/purchase-history',
        '/instructor/withdraw-funds',
      ],
    },
  },
  'amount-limits': {
    screens: { learner: ['/learner/add-funds'], instructor: ['/instructor/withdraw-funds'] },
  },
  'quiz-result-details': { screens: { learner: [`/learner/quiz/${OWNED}`] } },
  'add-funds-limits': {
    screens: { learner: ['/learner/add-funds'] },
    missing: ['/api/payments/add-funds-limits'],
  },
  // The ready instructor's own approved course: its change form says what becomes of it.
  'published-version': {
    screens: {
      instructor: [
        '/instructor/my-courses',
        `/instructor/change-courses/${SEEDED_LEARNING.halfWatchedCourseId}`,
      ],
    },
  },
};

/**
 * Brings in every part of the page that reads when near the viewport: the first key press does
 * (End, as a keyboard reader would), so the whole screen is walked, not only its first fold.
 */
async function readTheWholePage(page: Page): Promise<void> {
  await page.keyboard.press('End');
  await settled(page);
}

/** The screen shows its page: its heading, and no failure (every failure is an alert). */
async function expectWorking(page: Page, path: string): Promise<void> {
  await openPath(page, path);
  await settled(page);
  await readTheWholePage(page);
  await expect.poll(() => pageHeading(page).isVisible(), { timeout: 10_000 }).toBe(true);
  const alerts = await mainLandmark(page).getByRole('alert').allTextContents();
  expect(alerts, `a failure on ${path}`).toEqual([]);
}

async function walk(page: Page, capability: CapabilityId): Promise<void> {
  const { screens, missing = [], alsoFailing = [] } = WALKS[capability];
  expectFailedRequests(page, [
    ...missing.map((path): ExpectedFailedRequest => ({ status: 404, path })),
    ...alsoFailing,
  ]);
  const answered404 = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404) answered404.add(new URL(response.url()).pathname);
  });
  await openPath(page, '/');
  await setCapabilities(page, { [capability]: false });
  for (const path of screens.guest ?? []) await expectWorking(page, path);
  for (const who of ['learner', 'instructor'] as const) {
    const paths = screens[who];
    if (!paths?.length) continue;
    // Signed out (the switches stay: they are the mock's), then signed in as this role.
    await forgetSession(page);
    await signIn(page, who === 'learner' ? learner : 'instructor', { at: paths[0] });
    for (const path of paths) await expectWorking(page, path);
  }
  // A part read when it comes near the viewport may ask a moment after the scroll.
  if (!screens.learner && !screens.instructor)
    await expect.poll(() => missing.filter((path) => !answered404.has(path))).toEqual([]);
}

describe('the app with one capability turned off', () => {
  test('walks the screens of every capability of the registry', () => {
    expect(Object.keys(WALKS).sort()).toEqual([...CAPABILITY_IDS].sort());
  });

  for (const capability of CAPABILITY_IDS)
    test(`works without ${capability}`, async ({ page }) => {
      await walk(page, capability);
    });
});
