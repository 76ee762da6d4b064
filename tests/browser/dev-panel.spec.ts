// The developer panel in mock mode, in a real browser: the instructor signs in, the app's
// realtime client subscribes to the instructor's channel over MSW's WebSocket interception,
// approving a course in the panel delivers the notification live, the API lists it unread, and
// marking it read sets read_at. Also: the panel is accessible, and a decline needs messages.
import type { Page } from 'playwright-core';
import authTexts from '../../src/locales/en/auth.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPath, startInLanguage } from './support/app';
import { describe, expect, test } from './support/browser';

const t = devPanelTexts;
const INSTRUCTOR = { email: 'instructor@academy.test', password: 'Instructor123!' };

/** Signs in through the app's sign-in form; returns the signed-in user's id. */
async function signInAsInstructor(page: Page): Promise<number> {
  await openPath(page, '/sign-in');
  const main = page.getByRole('main');
  await main.getByLabel(new RegExp(`^${authTexts.fields.email}`)).fill(INSTRUCTOR.email);
  await main.getByLabel(new RegExp(`^${authTexts.fields.password}`)).fill(INSTRUCTOR.password);
  await main.getByRole('button', { name: authTexts.signIn.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  const profile = (await api(page, '/api/user/profile')) as { user: { id: number } };
  return profile.user.id;
}

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
    await startInLanguage(page, 'en');
    const userId = await signInAsInstructor(page);

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
