// What the journeys of the app as `npm start` runs it share (tests/browser/dev-server-*.spec.ts):
// the development server's address, every route with a sample address, how a route's first
// screen is judged (its heading, no spinner, no failure on screen), and how a link is followed.
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import commonTexts from '../../../src/locales/en/common.json';
import courseFormTexts from '../../../src/locales/en/course-form.json';
import coursesTexts from '../../../src/locales/en/courses.json';
import paymentsTexts from '../../../src/locales/en/payments.json';
import quizzesTexts from '../../../src/locales/en/quizzes.json';
import { QUIZ_LEARNER } from '../../../mocks/db/seed-quizzes';
import { SEEDED_LEARNING } from '../../../mocks/db/seed-learning';
import { pageRoutes } from '../../../src/app/route-table';
import { decideAccess, type SessionView } from '../../../src/lib/route-guards';
import type { RouteKey } from '../../../src/lib/routes';
import { escapeRegExp, mainLandmark } from './app';
import { expect } from './browser';

export const dev = inject('devBaseUrl');

/** What the app shows when something failed: none of it may be on a first screen. */
export const failureTexts = [
  commonTexts.error.title,
  commonTexts.error.text,
  commonTexts.remote.failed,
  commonTexts.remote.offline,
  commonTexts.remote.server,
  commonTexts.notifications.failed,
  commonTexts.video.failed,
  commonTexts.session.unreachable.offline.text,
  commonTexts.session.unreachable.server.text,
  courseFormTexts.fields.categoryFailed,
  coursesTexts.catalogue.filtersFailed,
  paymentsTexts.loadFailed.title,
  paymentsTexts.pending.checkFailedTitle,
  quizzesTexts.load.failed,
];

/** A course the ready learner owns (and the ready instructor wrote), and one they do not. */
export const ownedCourseId = SEEDED_LEARNING.halfWatchedCourseId;
export const notOwnedCourseId = 14;

/**
 * Every route of the app with a sample address. Typed over the route table, so a new route
 * fails to compile here until it has its sample too.
 */
export const sampleAddresses = {
  home: '/',
  about: '/about',
  whyChooseUs: '/why-choose-us',
  contact: '/contact',
  blog: '/blog',
  singleBlog: '/single-blog/1',
  courses: '/courses',
  singleCourse: `/single-course/${ownedCourseId}`,
  teach: '/teach-on-academy',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verify: '/verify?email=learner%40academy.test',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  dashboard: '/dashboard',
  courseComments: `/course-comments/${ownedCourseId}`,
  instructorMyCourses: '/instructor/my-courses',
  instructorAddCourses: '/instructor/add-courses',
  instructorChangeCourses: `/instructor/change-courses/${ownedCourseId}`,
  instructorSettings: '/instructor/settings',
  instructorHelp: '/instructor/how-we-can-help',
  instructorHelpDetails: '/instructor/how-we-can-help/account-profile',
  instructorWallet: '/instructor/wallet',
  instructorPurchaseHistory: '/instructor/purchase-history',
  instructorWithdrawFunds: '/instructor/withdraw-funds',
  learnerMyLearning: '/learner/my-learning',
  learnerSettings: '/learner/settings',
  learnerHelp: '/learner/how-we-can-help',
  learnerHelpDetails: '/learner/how-we-can-help/account-profile',
  learnerWishlist: '/learner/wishlist',
  learnerShoppingCart: '/learner/shopping-cart',
  learnerProfilePage: '/learner/profile-page',
  learnerPurchaseHistory: '/learner/purchase-history',
  learnerCheckout: `/learner/checkout?courseId=${notOwnedCourseId}`,
  learnerWallet: '/learner/wallet',
  learnerAddFunds: '/learner/add-funds',
  learnerInvoice: '/learner/invoice/1',
  learnerQuiz: `/learner/quiz/${ownedCourseId}`,
  certificate: `/certificates/${QUIZ_LEARNER.certificateCode}`,
  // Without the bank's parameters its first screen says so, which is right for that address.
  paymentCallback: '/payment/callback',
  paymentResult: '/payment/result?paymentId=1',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
  notAuthorized: '/not-authorized',
} as const satisfies Record<RouteKey, string>;

/** Addresses whose right first screen for `role` is a message that reads like a failure. */
export const failureIsTheAnswer: Partial<Record<RouteKey, readonly Role[]>> = {
  // The learner's payment, asked for by someone else: "we could not find this payment".
  paymentResult: ['instructor'],
};

export type Role = 'guest' | 'learner' | 'instructor';

/** The failures on screen now, if any. */
export async function failuresShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return failureTexts.filter((failure) => text.includes(failure));
}

/**
 * Waits for the route's first screen: its h1 (or, for a redirect, the h1 of where it went) and
 * no spinner left in `main`; then no failure on screen.
 */
export async function expectFirstScreen(page: Page, label: string, allowFailure = false) {
  try {
    await mainLandmark(page).locator('h1:not([data-left])').waitFor({ state: 'visible' });
  } catch (error) {
    throw new Error(`${label}: no page heading at ${page.url()}`, { cause: error });
  }
  await expect
    .poll(() => mainLandmark(page).locator('.spinner').count(), {
      message: `${label}: still loading`,
      timeout: DEV_SERVER_WAIT_MS,
    })
    .toBe(0);
  if (!allowFailure) expect(await failuresShown(page), label).toEqual([]);
}

export const sessionOf: Record<Role, SessionView> = {
  guest: { status: 'guest' },
  learner: { status: 'authenticated', role: 'learner' },
  instructor: { status: 'authenticated', role: 'instructor' },
};

/** Where the app's own guard sends `role` from the route `key` (the address itself if allowed). */
export function destination(key: RouteKey, address: string, role: Role): string {
  const route = pageRoutes.find((entry) => entry.key === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  const decision = decideAccess(route.access, sessionOf[role]);
  return decision.kind === 'redirect'
    ? decision.to
    : new URL(address, 'http://app.invalid').pathname;
}

/**
 * Moves the app's router to `address` the way a link does (no page load), and waits until it
 * has arrived where the guard sends `role`: the next move must not overtake a redirect.
 */
export async function followLink(page: Page, address: string, arrival: string) {
  await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return;
    // The page being left is marked, so its heading is never taken for the next one's.
    for (const heading of document.querySelectorAll('main h1'))
      heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page.waitForURL((url) => url.pathname === arrival);
}

/** Every route's first screen, reached as a link reaches it: each page mounts (twice) anew. */
export async function visitEveryRoute(page: Page, role: Role) {
  for (const [key, address] of Object.entries(sampleAddresses) as [RouteKey, string][]) {
    await followLink(page, address, destination(key, address, role));
    await expectFirstScreen(
      page,
      `${role} at ${address}`,
      failureIsTheAnswer[key]?.includes(role) ?? false,
    );
  }
}

/** The video of an owned course has its address and has read its length: it can play. */
export async function expectPlayableVideo(page: Page) {
  const video: Locator = mainLandmark(page).locator('video');
  await expect
    .poll(async () => (await video.getAttribute('src')) ?? 'no address', {
      message: 'the video has no signed address',
    })
    .toMatch(/\/api\/stream-video\/\d+\/signed\?/);
  // One press of the player's own button, and the video plays.
  await mainLandmark(page)
    .getByRole('button', {
      name: new RegExp(`^${escapeRegExp(commonTexts.video.play.split('{{')[0]!)}`),
    })
    .click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      message: 'the video does not play',
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  expect(await failuresShown(page)).toEqual([]);
}

/** Opens `address` by typing it (a page load), as a user reloading or following a bookmark. */
export async function typeAddress(page: Page, address: string) {
  await page.goto(`${dev}${address}`, { waitUntil: 'load' });
  await expectFirstScreen(page, `typed ${address}`);
}

/**
 * How long a development-server page may take to show what a journey waits for: Vite transforms
 * a route's modules when first asked, so a first open is slower than the built app's (whose
 * journeys wait 15 s). The test timeout (120 s) still bounds the whole journey.
 */
const DEV_SERVER_WAIT_MS = 40_000;

/**
 * Starts a journey on the development server: the page's waits are the development server's,
 * and the returned function reads the failure warnings logged so far (`failureWarnings`).
 */
export function watchDevelopmentPage(page: Page): () => string[] {
  page.context().setDefaultTimeout(DEV_SERVER_WAIT_MS);
  return failureWarnings(page);
}

/**
 * The app's console warnings on `page` that report a failure: a call the app gave up on must
 * never be logged as one ("Notifications: the list failed CanceledError"), and nothing of a first
 * screen may have failed. Read it at the end of a journey.
 */
function failureWarnings(page: Page): () => string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // React Router's note that followLink's history entry is not its own (a blocker of the course
    // form sees a navigation it did not make): about how the journey moves, not about the app.
    if (text.startsWith('You are trying to use a blocker on a POP navigation')) return;
    if (message.type() === 'warning' && /fail|cancel/i.test(text))
      warnings.push(text.split('\n')[0]!);
  });
  return () => warnings;
}
