// The developer panel in mock mode, in a real browser: the instructor signs in, the app's
// realtime client subscribes to the instructor's channel over MSW's WebSocket interception,
// approving a course in the panel delivers the notification live, the API lists it unread, and
// marking it read sets read_at. Also: the panel is accessible, and a decline needs messages.
import type { Page } from 'playwright-core';
import authTexts from '../../src/locales/en/auth.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  enTexts as en,
  openPath,
  popupTrigger,
  signIn,
  signedInUserId,
  startInLanguage,
} from './support/app';
import { describe, desktopViewport, expect, mobileViewport, test } from './support/browser';

const t = devPanelTexts;
/** The ready instructor (mocks/db/seed.ts READY_ACCOUNTS), who signs in below. */
const INSTRUCTOR = { email: 'instructor@academy.test' };

/** The channels the page's sockets listen to, as the mock's Pusher hub knows them. */
const openChannels = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/__dev/realtime');
    const { connections } = (await answer.json()) as { connections: { channels: string[] }[] };
    return connections.flatMap((entry) => entry.channels);
  });

const api = (page: Page, path: string, method = 'GET') =>
  page.evaluate(
    async ({ path, method }) => {
      const answer = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
      });
      return answer.json() as Promise<unknown>;
    },
    { path, method },
  );

async function openPanel(page: Page) {
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.waitFor();
  return dialog;
}

describe('developer panel', () => {
  test('approving a course notifies the signed-in instructor live', async ({ page }) => {
    await signIn(page, 'instructor', { language: 'en' });
    const userId = await signedInUserId(page);

    // The app's bridge subscribed to the instructor's own channel.
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);

    const dialog = await openPanel(page);
    await dialog.getByRole('tab', { name: t.tabs.reviews }).waitFor();
    // A course of this instructor (the list holds every instructor's courses).
    const approve = dialog
      .getByRole('listitem')
      .filter({ hasText: INSTRUCTOR.email })
      .first()
      .getByRole('button', { name: /^Approve “/ });
    const label = (await approve.getAttribute('aria-label'))!;
    const title = label.slice('Approve “'.length, -1);
    await approve.click();

    await dialog
      .getByRole('status')
      .filter({ hasText: `“${title}” is approved and its instructor was notified.` })
      .waitFor();
    // It was pushed to the app's open channel (the panel shows the last delivery).
    const live = dialog.locator('.dev-panel__live');
    await expect
      .poll(() => live.textContent(), { timeout: 1000 })
      .toContain(`Your course "${title}" was approved.`);

    type Listed = { id: string; read_at: string | null; data: { message: string } }[];
    const listed = (await api(page, '/api/notifications')) as Listed;
    const notification = listed.find((entry) => entry.data.message.includes(title))!;
    expect(notification.read_at).toBeNull();
    const read = (await api(page, `/api/notifications/${notification.id}/read`, 'POST')) as {
      read_at: string | null;
    };
    expect(read.read_at).toEqual(expect.any(String));

    // Logging out (the dashboard's button) closes the channel.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openPath(page, '/dashboard');
    await expect.poll(() => openChannels(page)).toEqual([`private-user.${userId}`]);
    await page.getByRole('main').getByRole('button', { name: authTexts.dashboard.logout }).click();
    await expect.poll(() => openChannels(page)).toEqual([]);
  });

  test('is accessible and keyboard reachable; a decline needs an English message', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const trigger = page.getByRole('button', { name: t.open });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'developer panel, reviews');

    await dialog
      .getByRole('button', { name: /^Decline “/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: t.reviews.sendDecline }).click();
    const english = dialog.getByRole('textbox', { name: t.reviews.messageEn });
    await expect.poll(() => english.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => english.evaluate((node) => node === document.activeElement)).toBe(true);
    await dialog.getByText(t.common.required).waitFor();
    await expectNoSeriousA11yViolations(page, 'developer panel, decline form with an error');

    await dialog.getByRole('tab', { name: t.tabs.scenarios }).click();
    await dialog.getByRole('radio', { name: t.scenarios.names.slow }).waitFor();
    await expectNoSeriousA11yViolations(page, 'developer panel, scenarios');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

/** The app's focusable elements the panel's collapsed tab overlaps, at the current scroll. */
const coveredByTheTab = (page: Page) =>
  page.evaluate(() => {
    const dock = document.querySelector('.dev-panel__dock');
    if (!dock) return ['no developer panel tab'];
    const tab = dock.getBoundingClientRect();
    const focusable = document
      .getElementById('root')!
      .querySelectorAll(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      );
    const covered: string[] = [];
    for (const element of focusable) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overlaps =
        Math.min(box.right, tab.right) - Math.max(box.left, tab.left) > 0 &&
        Math.min(box.bottom, tab.bottom) - Math.max(box.top, tab.top) > 0;
      if (overlaps)
        covered.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" at y=${Math.round(window.scrollY)}`,
        );
    }
    return covered;
  });

/** Scrolls through the whole page, half a screen at a time, collecting what the tab covers. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    covered.push(...(await coveredByTheTab(page)));
  }
  return covered;
}

describe('developer panel tab', () => {
  const pages = ['/', '/contact', '/sign-in', '/sign-up', '/courses'];
  test.for([
    ['375', mobileViewport],
    ['1280', desktopViewport],
  ] as const)(
    'at %s px it covers no focusable element of the page',
    async ([, viewport], { page }) => {
      await page.setViewportSize(viewport);
      await startInLanguage(page, 'en');
      const covered: string[] = [];
      for (const path of pages) {
        await openPath(page, path);
        await page.locator('.dev-panel__dock').waitFor();
        covered.push(...(await coveredWhileScrolling(page)).map((entry) => `${path}: ${entry}`));
      }
      expect(covered).toEqual([]);
    },
  );

  test('stays under the open mobile menu', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const dock = page.locator('.dev-panel__dock');
    const box = (await dock.boundingBox())!;
    const topmostIsTab = () =>
      page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.dev-panel__dock')),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
    expect(await topmostIsTab()).toBe(true);
    await popupTrigger(page.getByRole('banner'), en.nav.openMenu, 'dialog').click();
    await page.getByRole('dialog', { name: en.nav.menu }).waitFor();
    await expect.poll(topmostIsTab).toBe(false);
  });

  test('is reached by keyboard after the page, widens to its label, and hides for the session', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const dock = page.locator('.dev-panel__dock');
    const collapsed = (await dock.boundingBox())!.width;
    expect(collapsed).toBeLessThanOrEqual(16);

    // From the page's last focusable element, Tab moves on to the tab. The help assistant, loaded
    // after the page, ends the page once it arrives: wait for it, so "last" stays last.
    await page.getByRole('button', { name: en.helpAssistant.dismiss }).waitFor();
    await page.evaluate(() => {
      const all = document
        .getElementById('root')!
        .querySelectorAll<HTMLElement>('a[href], button, input, select, textarea');
      all[all.length - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    const trigger = page.getByRole('button', { name: t.open });
    await expect.poll(() => trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(async () => (await dock.boundingBox())!.width).toBeGreaterThan(100);
    expect(await trigger.isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    const hide = page.getByRole('button', { name: t.hide });
    await expect.poll(() => hide.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dock.waitFor({ state: 'detached' });

    // Still hidden after a reload (same session); the panel itself has mounted.
    await openPath(page, '/');
    await page.locator('aside.dev-panel').waitFor({ state: 'attached' });
    expect(await dock.count()).toBe(0);
    // The shortcut brings the tab back and opens the panel at once (mocks/dev-panel/dev-panel.tsx).
    await page.keyboard.press('Alt+Shift+KeyD');
    await page.getByRole('dialog', { name: t.title }).waitFor();
    await dock.waitFor({ state: 'attached' });
  });

  test('widens away from the pointer, so a press begun on the tab opens the panel', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const dock = page.locator('.dev-panel__dock');
    const collapsed = (await dock.boundingBox())!;
    const point = { x: collapsed.x + collapsed.width / 2, y: collapsed.y + collapsed.height / 2 };
    // Hovered, the tab widens; what is under the pointer once it has must still be the tab.
    await page.mouse.move(point.x, point.y);
    await expect.poll(async () => (await dock.boundingBox())!.width).toBeGreaterThan(100);
    const trigger = page.getByRole('button', { name: t.open });
    const underPointer = () =>
      trigger.evaluate((tab, { x, y }) => tab.contains(document.elementFromPoint(x, y)), point);
    expect(await underPointer()).toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    await page.getByRole('dialog', { name: t.title }).waitFor();
  });
});
