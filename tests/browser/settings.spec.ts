// Account settings and the help centres in a real browser, in mock mode: the learner's phone
// (refused, then saved and kept after a reload), photo (the header avatar changes), password
// (a wrong old one, then a new one that signs in) and notifications; the instructor's tabs and
// public-profile link; a help topic, the search and an unknown topic. axe on every tab and help
// page; 320 px; Armenian and Russian.
import type { Locator, Page } from 'playwright-core';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import armHelp from '../../src/locales/arm/help.json';
import armSettings from '../../src/locales/arm/settings.json';
import helpTexts from '../../src/locales/en/help.json';
import serverTexts from '../../src/locales/en/server.json';
import settingsTexts from '../../src/locales/en/settings.json';
import ruSettings from '../../src/locales/ru/settings.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  enTexts as en,
  expectHeading,
  expectSignedIn,
  openPath,
  popupTrigger,
  reloadSettled,
  settled,
  signIn,
  startInLanguage,
  submitSignIn,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, test } from './support/browser';

const s = settingsTexts;
const server = serverTexts.auth;
const help = helpTexts;

// A real 1×1 PNG, so the header can show the uploaded photo.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');

/** A form field of the page by the start of its label (required fields add a marker). */
const field = (page: Page, label: string): Locator =>
  main(page).getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`), { exact: false });

/** The text of the error under a field (its last aria-describedby). */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const ids = (await field(page, label).first().getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').at(-1);
  return id ? page.locator(`[id="${id}"].field__error`).textContent({ timeout: 5_000 }) : null;
}

/** Stores the language the next page load starts in, as the language switcher does. */
async function useLanguage(page: Page, language: 'arm' | 'ru') {
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
}

async function openTab(page: Page, name: string) {
  await main(page).getByRole('tab', { name, exact: true }).click();
  await main(page).getByRole('heading', { level: 2, name, exact: true }).waitFor();
}

const status = (page: Page, text: string) =>
  main(page).getByRole('status').filter({ hasText: text }).waitFor();

describe('settings', () => {
  test('the learner changes the phone: a bad one is named at the field, a good one stays after a reload', async ({
    page,
  }) => {
    expectFailedRequests(page, [{ status: 422, path: '/api/user/phone-number' }]);
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings' });
    await expectHeading(page, s.title);
    const phone = field(page, s.profile.phone);
    const save = main(page).getByRole('button', { name: s.profile.save });

    await phone.fill('not a phone');
    await save.click();
    expect(await fieldError(page, s.profile.phone)).toBe(server.phone_number_invalid);
    // The instructor's number: only the server knows it is taken.
    await phone.fill('+374 10 654321');
    await save.click();
    await expect.poll(() => fieldError(page, s.profile.phone)).toBe(server.phone_number_unique);
    expect(await phone.inputValue()).toBe('+374 10 654321');

    await phone.fill('+374 77 123 456');
    await save.click();
    await status(page, server.phone_number_updated);
    await reloadSettled(page);
    await expectHeading(page, s.title);
    expect(await field(page, s.profile.phone).inputValue()).toBe('+374 77 123 456');
  });

  test('the learner uploads a photo and the header avatar changes at once', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings?tab=photo' });
    const avatar = page.getByRole('banner').locator('img.user-avatar').first();
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toContain('default.png');

    await main(page).getByRole('button', { name: s.photo.upload }).click();
    expect(await fieldError(page, s.photo.choose)).toBe(server.image_required);
    await field(page, s.photo.choose).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await main(page).getByRole('img', { name: s.photo.previewAlt }).waitFor();
    await main(page).getByRole('button', { name: s.photo.upload }).click();
    await status(page, server.image_updated_successfully);
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/profile-\d+-\d+\.png$/);
    await expect
      .poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(1);
  });

  test('the learner tries a wrong old password, changes it, and signs in with the new one', async ({
    page,
  }) => {
    expectFailedRequests(page, [{ status: 422, path: '/api/user/change-password' }]);
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings?tab=change-password' });
    const submit = main(page).getByRole('button', { name: s.password.save, exact: true });
    await field(page, s.password.old).fill('not-my-password');
    await field(page, s.password.new).fill('fresh-secret');
    await field(page, s.password.confirmation).fill('fresh-secret');
    await submit.click();
    await expect.poll(() => fieldError(page, s.password.old)).toBe(server.old_password_incorrect);

    await main(page)
      .getByRole('button', { name: `Show ${s.password.old}` })
      .click();
    expect(await field(page, s.password.old).getAttribute('type')).toBe('text');
    await field(page, s.password.old).fill(READY_ACCOUNTS.learner.password);
    await submit.click();
    await status(page, server.password_changed_successfully);
    expect(await field(page, s.password.new).inputValue()).toBe('');

    await popupTrigger(
      page.getByRole('banner'),
      en.account.open.replace('{{name}}', 'Lilit Learner'),
      'menu',
    ).click();
    await page.getByRole('menuitem', { name: en.account.logOut }).click();
    await waitForPathname(page, '/sign-in');
    // The token goes once the server has answered the logout call.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await submitSignIn(page, { email: READY_ACCOUNTS.learner.email, password: 'fresh-secret' });
    // Signed in, the app leaves /sign-in for where the user came from: settings.
    await expectSignedIn(page, { at: '/learner/settings', heading: s.title });
    // Signed in with the new password: the account menu leads back to settings.
    await popupTrigger(
      page.getByRole('banner'),
      en.account.open.replace('{{name}}', 'Lilit Learner'),
      'menu',
    ).click();
    await page.getByRole('menuitem', { name: en.account.settings }).click();
    await waitForPathname(page, '/learner/settings');
    await expectHeading(page, s.title);
  });

  test('the learner turns notifications off and on', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings?tab=notifications' });
    const toggle = main(page).getByRole('switch', { name: s.notifications.label });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await status(page, server.notification_state_updated);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await reloadSettled(page);
    await expectHeading(page, s.title);
    const again = main(page).getByRole('switch', { name: s.notifications.label });
    expect(await again.getAttribute('aria-checked')).toBe('false');
    await again.click();
    await status(page, server.notification_state_updated);
    expect(await again.getAttribute('aria-checked')).toBe('true');
  });

  test('every learner tab passes axe and keeps its tab in the address', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings' });
    for (const tab of [
      'profile',
      'photo',
      'payment-methods',
      'change-password',
      'privacy',
      'notifications',
    ] as const) {
      await openTab(page, s.tabs[tab]);
      // The first tab is open without a query; every other one is written to the address.
      expect(new URL(page.url()).searchParams.get('tab')).toBe(tab === 'profile' ? null : tab);
      await expectNoSeriousA11yViolations(page, `learner settings, ${tab}`);
    }
    // Saved cards come from the server: the tab shows them, or says there are none.
    await openTab(page, s.tabs['payment-methods']);
    await main(page).getByRole('heading', { name: s.payment.savedTitle }).waitFor();
    await main(page).locator('.saved-cards, .remote-state').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'learner settings, saved cards');
  }, 150_000);

  test("the instructor's tabs, public-profile link and axe on every tab", async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'instructor', { at: '/instructor/settings' });
    expect(await main(page).getByRole('tab').allTextContents()).toEqual([
      s.tabs.profile,
      s.tabs.photo,
      s.tabs['change-password'],
      s.tabs.privacy,
      s.tabs.notifications,
    ]);
    for (const tab of [
      'profile',
      'photo',
      'change-password',
      'privacy',
      'notifications',
    ] as const) {
      await openTab(page, s.tabs[tab]);
      await expectNoSeriousA11yViolations(page, `instructor settings, ${tab}`);
    }
    await main(page).getByRole('link', { name: s.publicProfile }).click();
    await waitForPathname(page, '/instructor/my-courses');
  }, 150_000);

  test('settings fit 320 px and speak Armenian and Russian', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/settings' });
    await useLanguage(page, 'arm');
    for (const tab of ['profile', 'payment-methods', 'change-password', 'privacy']) {
      // A reload while the header's counts are in flight loses them between the page and the
      // mock's service worker (a 404 from the static server): let the page's calls settle first.
      await settled(page);
      await openPath(page, `/learner/settings?tab=${tab}`);
      await expectHeading(page, armSettings.title);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
    }
    await expectNoSeriousA11yViolations(page, 'learner settings at 320 px in Armenian');
    await useLanguage(page, 'ru');
    await settled(page);
    await openPath(page, '/learner/settings?tab=notifications');
    await expectHeading(page, ruSettings.title);
    await main(page).getByRole('switch', { name: ruSettings.notifications.label }).waitFor();
  });
});

describe('help centres', () => {
  test('a learner opens a topic, searches, and meets an unknown topic', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner', { at: '/learner/how-we-can-help' });
    await expectHeading(page, help.learner.title);
    await expectNoSeriousA11yViolations(page, 'learner help centre');

    await main(page).getByRole('searchbox', { name: help.search.label }).fill('password');
    const question = main(page).getByRole('link', {
      name: help.learner['account-profile'].questions.password.q,
    });
    await question.waitFor();
    expect(await main(page).getByRole('heading', { level: 2 }).count()).toBeLessThan(6);
    await expectNoSeriousA11yViolations(page, 'learner help centre, searching');
    await question.click();
    await waitForPathname(page, '/learner/how-we-can-help/account-profile');
    await expectHeading(page, help.learner['account-profile'].title);
    const open = main(page).getByRole('button', {
      name: help.learner['account-profile'].questions.password.q,
    });
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'learner help topic');

    await page
      .getByRole('navigation', { name: help.breadcrumb })
      .getByRole('link', { name: help.learner.title })
      .click();
    await waitForPathname(page, '/learner/how-we-can-help');
    // The breadcrumb leads to the whole centre again, every topic shown.
    await expect.poll(() => main(page).getByRole('heading', { level: 2 }).count()).toBe(6);

    await openPath(page, '/learner/how-we-can-help/no-such-topic');
    await expectHeading(page, help.notFound.title);
    await expectNoSeriousA11yViolations(page, 'unknown help topic');
    await main(page).getByRole('link', { name: help.notFound.back }).click();
    await waitForPathname(page, '/learner/how-we-can-help');
  });

  test('the instructor help centre in Armenian at 320 px, with a topic', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await startInLanguage(page, 'en');
    await signIn(page, 'instructor', { at: '/instructor/how-we-can-help' });
    await useLanguage(page, 'arm');
    await openPath(page, '/instructor/how-we-can-help');
    await expectHeading(page, armHelp.instructor.title);
    await main(page)
      .getByRole('link', { name: armHelp.instructor['course-management'].title })
      .click();
    await expectHeading(page, armHelp.instructor['course-management'].title);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page, 'instructor help topic in Armenian at 320 px');
  });
});
