// Journeys that need one real backend (support/live-backend.ts): the standalone mock server and
// a production build pointed at it. Two browser contexts share its data and its Pusher socket,
// so a review posted in one arrives live in the other; and a real HTTP upload gives Chromium's
// upload progress, so the course form's bar is seen moving. The buying journeys
// (support/buying-journeys.ts, also run under the in-browser mock by buying.spec.ts) run here
// against the server's own bank page, callback and data, plus a 3-D Secure purchase.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import coursesTexts from '../../src/locales/en/courses.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import paymentsTexts from '../../src/locales/en/payments.json';
import serverTexts from '../../src/locales/en/server.json';
import { READY_ACCOUNTS, buildSeed } from '../../mocks/db/seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading, openPath, signIn, startInLanguage } from './support/app';
import { describe, expect, test } from './support/browser';
import { registerBuyingJourneys, type BuyingBackend } from './support/buying-journeys';
import {
  expectListedInMyCourses,
  fillCourse,
  formTexts,
  main,
  paddedSampleVideo,
  progressSeen,
  recordUploadProgress,
  signInAsInstructor,
  submitButton,
} from './support/course-form';
import {
  liveBackendStartTimeout,
  startLiveBackend,
  type LiveBackend,
} from './support/live-backend';

const addCourse = serverTexts.auth.add_course;
const bankTexts = devPanelTexts.bank;

let live: LiveBackend;

// These journeys are about the backend, not the first paint (first-paint.spec.ts): the app renders
// every page itself, with no prerender step to pay for.
beforeAll(async () => {
  live = await startLiveBackend({ firstScreens: false });
}, liveBackendStartTimeout);

afterAll(async () => {
  await live?.stop();
});

// Every journey starts from the seed, whatever the previous one stored.
beforeEach(async () => {
  await live.reset();
});

const seed = buildSeed();
const learner = seed.users.find((user) => user.email === READY_ACCOUNTS.learner.email)!;
/**
 * A course the ready learner bought and has not reviewed (only buyers review): the
 * review is a new one, broadcast.
 */
const course = seed.courses.find(
  (entry) =>
    entry.status === 'approved' &&
    seed.purchases.some((p) => p.course_id === entry.id && p.user_id === learner.id) &&
    !seed.comments.some(
      (comment) => comment.course_id === entry.id && comment.user_id === learner.id,
    ),
)!;

/** A course the ready learner has not bought yet, to buy. */
const courseToBuy = seed.courses.find(
  (entry) =>
    entry.status === 'approved' &&
    !seed.purchases.some((p) => p.course_id === entry.id && p.user_id === learner.id),
)!;

/** The ready learner's course purchases in the server's log, as statuses. */
async function learnerPurchaseStatuses(): Promise<string[]> {
  const { payments } = await live.dev<{
    payments: { user_email: string; type: string; status: string }[];
  }>('GET', '/__dev/payments');
  return payments
    .filter(
      (payment) =>
        payment.user_email === READY_ACCOUNTS.learner.email && payment.type === 'course_purchase',
    )
    .map((payment) => payment.status);
}

/** The sockets subscribed to the course's public channel, as the server counts them. */
async function courseListeners(): Promise<number> {
  const { connections } = await live.dev<{ connections: { channels: string[] }[] }>(
    'GET',
    '/__dev/realtime',
  );
  return connections.filter((entry) => entry.channels.includes(`course.${course.id}`)).length;
}

/** The text of every WebSocket frame the page receives from now on (its Pusher socket's events). */
function receivedFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      frames.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    });
  });
  return frames;
}

/** A Pusher frame carrying the new-review event with this comment. */
const isReviewEvent = (frame: string, comment: string) =>
  frame.includes('CourseReviewCreated') && frame.includes(comment);

const reviewsOf = (page: Page) => page.getByRole('region', { name: coursesTexts.course.reviews });

describe('against the live backend', () => {
  test('a review posted on a course page arrives live in a second browser on that page', async ({
    page,
    secondPage,
  }) => {
    const path = `/single-course/${course.id}`;
    const comment = `Live from another browser ${Date.now()}`;

    // B: a guest reading the course page.
    const framesOfB = receivedFrames(secondPage);
    await startInLanguage(secondPage, 'en');
    await openPath(secondPage, live.url(path));
    await expectHeading(secondPage, course.title.en);
    // The list has arrived: its reviews, or its empty state (the course chosen may have none).
    await reviewsOf(secondPage)
      .getByRole('article')
      .or(reviewsOf(secondPage).getByText(coursesTexts.course.noReviews))
      .first()
      .waitFor();
    // A: the ready learner on the same page.
    const framesOfA = receivedFrames(page);
    await signIn(page, 'learner', { language: 'en', origin: live.appUrl });
    await openPath(page, live.url(path));
    await expectHeading(page, course.title.en);
    // Both pages listen on the course's channel before anything is posted.
    await expect.poll(courseListeners).toBe(2);
    expect(await reviewsOf(secondPage).getByText(comment).count()).toBe(0);

    const reviews = reviewsOf(page);
    await reviews
      .getByRole('group', { name: coursesTexts.reviews.ratingLabel })
      .getByRole('radio', { name: coursesTexts.reviews.stars.replace('{{count}}', '4') })
      .check();
    await reviews.getByRole('textbox', { name: coursesTexts.reviews.commentLabel }).fill(comment);
    await reviews.getByRole('button', { name: coursesTexts.reviews.submit }).click();
    await reviews.getByText(coursesTexts.reviews.yourRating.replace('{{rating}}', '4')).waitFor();
    await reviews.getByRole('article').first().getByText(comment).waitFor();

    // B never reloads: the review comes over the socket, at the top of the list.
    const arrived = reviewsOf(secondPage).getByRole('article').first();
    await arrived.getByText(comment).waitFor();
    expect(framesOfB.some((frame) => isReviewEvent(frame, comment))).toBe(true);
    expect(await reviewsOf(secondPage).getByText(comment).count()).toBe(1);
    // A's own review comes back to A on the channel too, and is not shown twice.
    await expect.poll(() => framesOfA.some((frame) => isReviewEvent(frame, comment))).toBe(true);
    await expect.poll(() => reviews.getByRole('article').first().textContent()).toContain(comment);
    expect(await reviews.getByText(comment).count()).toBe(1);
    await expectNoSeriousA11yViolations(secondPage, `${path} with a review that arrived live`);
  });

  test('adding a course with the video: the upload bar moves, then success and My courses lists it', async ({
    page,
  }) => {
    await signInAsInstructor(page, '/instructor/add-courses', live.appUrl);
    const title = `Live upload ${Date.now()}`;
    const video = paddedSampleVideo(320 * 1024);
    onTestFinished(() => rmSync(dirname(video), { recursive: true, force: true }));
    await fillCourse(page, title, video);

    // On localhost the body would leave in one go: Chromium's network emulation holds the upload
    // to 100 kB/s, so it takes about three seconds. The throttled upload goes out (and is
    // reported) in pieces of 16-32 kB, hence a video of 320 kB rather than the 31 kB sample:
    // about ten steps of the bar instead of two.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100_000,
    });
    await recordUploadProgress(page);
    const started = Date.now();
    await submitButton(page, formTexts.submit.add).click();
    await main(page).getByRole('progressbar', { name: formTexts.upload.label }).waitFor();
    await main(page).getByText(addCourse.success_msg.course_added).waitFor();
    const took = Date.now() - started;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const percents = await progressSeen(page);
    console.info(`[live upload] ${took} ms, bar values: ${percents.join(' ')}`);
    const between = percents.filter((value) => value > 0 && value < 100);
    expect(percents[0]).toBe(0);
    expect(new Set(between).size, `values seen: ${percents.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);

    await expectListedInMyCourses(page, title, 'in_review');
  });

  test('buying with a new card against the standalone server: its bank page, its redirecting callback, the result it confirms', async ({
    page,
  }) => {
    const before = await learnerPurchaseStatuses();
    await signIn(page, 'learner', { language: 'en', origin: live.appUrl });
    await openPath(page, live.url(`/learner/checkout?courseId=${courseToBuy.id}`));
    const methods = main(page).getByRole('group', { name: paymentsTexts.methods.title });
    await methods.getByRole('radio', { name: new RegExp(paymentsTexts.methods.newCard) }).check();
    await main(page).getByRole('button', { name: /^Pay / }).click();
    // The server's own bank page (HTML), on the API's origin.
    await page.waitForURL((url) => url.origin === new URL(live.apiUrl).origin);
    await page.getByLabel(bankTexts.cardNumber).fill('4000 0000 0000 3220');
    await page.getByLabel(bankTexts.expiry).fill('12/40');
    await page.getByLabel(bankTexts.cvc).fill('123');
    await page.getByRole('button', { name: bankTexts.pay }).click();
    await page.getByLabel(bankTexts.threeDsCode).fill('123456');
    await page.getByRole('button', { name: bankTexts.confirm }).click();
    // Back on the app, which hands the bank's answer to the server's callback by navigation;
    // the server redirects to the result page, which asks it what happened.
    await page.waitForURL((url) => url.pathname === '/payment/result');
    await main(page).getByRole('heading', { name: paymentsTexts.succeeded.courseTitle }).waitFor();
    // One purchase more than the seed's, completed: charged once.
    const after = await learnerPurchaseStatuses();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((status) => status === 'completed')).toHaveLength(
      before.filter((status) => status === 'completed').length + 1,
    );
  }, 180_000);
});

/** The buying journeys' backend here: the served live bundle, the server's API and /__dev. */
const standaloneServer: BuyingBackend = {
  open: (page, path) => openPath(page, live.url(path)),
  // From Node with the page's token: the same answers, and no CORS preflight in the page's log.
  api: async <T>(page: Page, method: 'GET' | 'POST', path: string) => {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const answer = await fetch(`${live.apiUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.ok, `${method} ${path} answered ${answer.status}`).toBe(true);
    return (await answer.json()) as T;
  },
  dev: <T>(_page: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
    live.dev<T>(method, path, body),
  signIn: (page, at, heading) => signIn(page, 'learner', { at, heading, origin: live.appUrl }),
  // The app's pages are the same bundle as under the browser mock, where buying.spec.ts runs axe.
  checkA11y: false,
};

// The journeys of buying.spec.ts, against this server: its HTML bank page on the API's origin,
// its redirecting callback, its data (support/buying-journeys.ts).
describe('buying a course (standalone mock server)', () => {
  registerBuyingJourneys(standaloneServer);
});
