// The notification bell in mock mode, in a real browser: live delivery over MSW's WebSocket
// interception to the badge within 2 seconds, newest first, marking read (kept after a reload),
// the instructor's review notification from the developer panel, nothing lost while the
// `offline` scenario cut the socket, caught up at once when the tab comes back into view, and axe on the open dropdown.
import type { Page } from 'playwright-core';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  enTexts as common,
  quietPage,
  reloadSettled,
  setScenario,
  signIn,
  signedInUserId,
  startInLanguage,
} from './support/app';
import { describe, expect, test } from './support/browser';

/** The ready instructor (mocks/db/seed.ts READY_ACCOUNTS), whose courses the panel lists. */
const INSTRUCTOR = { email: 'instructor@academy.test' };

type Listed = { id: string; read_at: string | null; data: { message: string } }[];

/** Calls the mock from the page, with the app's token. */
const api = (page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const answer = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answer.json() as Promise<unknown>;
    },
    { path, method, body },
  );

/** Marks every seeded notification read through the API, so the badge starts at 0. */
async function readEverything(page: Page) {
  const listed = (await api(page, '/api/notifications')) as Listed;
  for (const entry of listed.filter((item) => item.read_at === null))
    await api(page, `/api/notifications/${entry.id}/read`, 'POST');
}

const openChannels = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/__dev/realtime');
    const { connections } = (await answer.json()) as { connections: { channels: string[] }[] };
    return connections.flatMap((entry) => entry.channels);
  });

const notify = (page: Page, userId: number, message: string) =>
  page.evaluate(
    async ({ userId, message }) => {
      const answer = await fetch('/__dev/notifications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: userId, message }),
      });
      if (answer.status !== 201) throw new Error(`notify answered ${answer.status}`);
    },
    { userId, message },
  );

/**
 * The tab goes out of view, then back, as when the user switches to another tab and returns:
 * the document says so and fires visibilitychange (headless chromium never hides a tab itself).
 */
const setTabVisibility = (page: Page, visibility: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visibility);

/** The bell, found by its accessible name, which carries the unread count. */
const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread` });

async function openBell(page: Page, unread: number) {
  await bell(page, unread).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  return panel;
}

describe('notifications', () => {
  test('a learner gets two live notifications, reads one, and it stays read', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner');
    const userId = await signedInUserId(page);
    await readEverything(page);
    await reloadSettled(page);
    await bell(page, 0).waitFor();
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);

    await notify(page, userId, 'First news');
    await notify(page, userId, 'Second news');
    // Live, without a reload, within 2 seconds.
    await bell(page, 2).waitFor({ timeout: 2000 });

    const panel = await openBell(page, 2);
    const items = panel.getByRole('listitem');
    await expect.poll(() => items.nth(0).textContent()).toContain('Second news');
    expect(await items.nth(1).textContent()).toContain('First news');
    // Said as a time relative to now: "now", or seconds ago on a machine busy enough that one
    // passed between the send and this read (as in a fresh-clone CI run).
    expect(await items.nth(0).locator('time').textContent()).toMatch(/^(now|\d+ seconds? ago)$/);
    await expectNoSeriousA11yViolations(page, 'notification dropdown');

    await items.nth(0).getByRole('button').click();
    await bell(page, 1).waitFor();
    await expect.poll(() => items.nth(0).getByRole('button').count()).toBe(0);

    await reloadSettled(page);
    await bell(page, 1).waitFor();
    const again = await openBell(page, 1);
    const first = again.getByRole('listitem').nth(0);
    await expect.poll(() => first.textContent()).toContain('Second news');
    expect(await first.getByRole('button').count()).toBe(0);
    expect(await again.getByRole('listitem').nth(1).getByRole('button').count()).toBe(1);
  });

  test('the instructor gets the review notification when a course is approved', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'instructor');
    const userId = await signedInUserId(page);
    await readEverything(page);
    await reloadSettled(page);
    await bell(page, 0).waitFor();
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);

    await page.getByRole('button', { name: devPanelTexts.open }).click();
    const dialog = page.getByRole('dialog', { name: devPanelTexts.title });
    await dialog.waitFor();
    const approve = dialog
      .getByRole('listitem')
      .filter({ hasText: INSTRUCTOR.email })
      .first()
      .getByRole('button', { name: /^Approve “/ });
    const title = (await approve.getAttribute('aria-label'))!.slice('Approve “'.length, -1);
    await approve.click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await bell(page, 1).waitFor({ timeout: 2000 });
    const panel = await openBell(page, 1);
    await expect
      .poll(() => panel.getByRole('listitem').nth(0).textContent())
      .toContain(`Your course "${title}" was approved.`);
  });

  test('a notification sent while offline appears after reconnection', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner');
    const userId = await signedInUserId(page);
    await readEverything(page);
    const quiet = quietPage(page);
    await reloadSettled(page);
    await bell(page, 0).waitFor();
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);

    // The list asked again after the subscription must be answered first (offline would fail
    // it, which Chromium logs as an error).
    await expect.poll(quiet).toBe(true);
    await setScenario(page, 'offline');
    await expect.poll(() => openChannels(page)).toEqual([]);
    await notify(page, userId, 'Sent while you were away');
    // Nobody was listening (no channel is open, checked above): it is only stored.
    expect(await bell(page, 0).count()).toBe(1);

    await setScenario(page, 'none');
    // pusher-js reconnects on its own; the list is fetched again once subscribed.
    await bell(page, 1).waitFor({ timeout: 30_000 });
    const panel = await openBell(page, 1);
    await expect
      .poll(() => panel.getByRole('listitem').nth(0).textContent())
      .toContain('Sent while you were away');
  });

  test('a notification missed while offline shows within seconds once the tab is back in view', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner');
    const userId = await signedInUserId(page);
    await readEverything(page);
    const quiet = quietPage(page);
    await reloadSettled(page);
    await bell(page, 0).waitFor();
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);

    // The list asked again after the subscription is answered before the network goes: offline
    // would fail it, which Chromium logs as an error.
    await expect.poll(quiet).toBe(true);
    await setScenario(page, 'offline');
    await expect.poll(() => openChannels(page)).toEqual([]);
    await notify(page, userId, 'Missed while the tab was away');
    // Nobody was listening: it is only stored.
    expect(await bell(page, 0).count()).toBe(1);

    // pusher-js retries twice about a second after the drop, then gives up for now (the bell's
    // note: no live connection) and waits out its timer: the next try is ~15 s after the first.
    const panel = await openBell(page, 0);
    await panel.getByText(common.notifications.offline).waitFor({ timeout: 15_000 });

    // The network comes back while the tab is out of view. Coming back to the tab reconnects at
    // once (realtime-client.ts), and the list is fetched again on the re-subscription, well
    // before pusher-js's own next try. (Not the browser's `online` event: pusher-js itself
    // retries at once on it, so that would pass without the app's reconnect.)
    await setTabVisibility(page, 'hidden');
    await setScenario(page, 'none');
    await setTabVisibility(page, 'visible');
    await bell(page, 1).waitFor({ timeout: 3000 });
    await expect
      .poll(() => panel.getByRole('listitem').nth(0).textContent())
      .toContain('Missed while the tab was away');
    await expect.poll(() => panel.getByText(common.notifications.offline).count()).toBe(0);
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);
  });
});
