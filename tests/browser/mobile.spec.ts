// The mobile menu (under 768px): a dialog that locks page scrolling, navigates, and closes by
// itself when the viewport becomes desktop-wide.
import enMarketing from '../../src/locales/en/marketing.json';
import type { Page } from 'playwright-core';
import {
  enTexts as en,
  expectHeading,
  openPath,
  popupTrigger,
  startInLanguage,
  waitForPathname,
} from './support/app';
import { describe, desktopViewport, expect, mobileViewport, test } from './support/browser';

const bodyOverflow = (page: Page) =>
  page.evaluate(() => window.getComputedStyle(document.body).overflow);
const menuDialog = (page: Page) => page.getByRole('dialog', { name: en.nav.menu });
const desktopNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: en.nav.main });

async function openMobileMenu(page: Page) {
  await popupTrigger(page.getByRole('banner'), en.nav.openMenu, 'dialog').click();
  await menuDialog(page).waitFor({ state: 'visible' });
}

describe('at 375px', () => {
  test('the menu opens, locks scrolling, navigates to Contact and closes', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    expect(await desktopNav(page).isVisible()).toBe(false);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await openMobileMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    const menu = menuDialog(page);
    await menu.getByRole('button', { name: en.nav.about, exact: true }).click();
    await menu.getByRole('link', { name: en.nav.contact, exact: true }).click();

    await waitForPathname(page, '/contact');
    await menu.waitFor({ state: 'hidden' });
    await expectHeading(page, enMarketing.contact.title);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('the open menu closes when the viewport widens to 1024px', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await openMobileMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await page.setViewportSize({ width: 1024, height: desktopViewport.height });

    await menuDialog(page).waitFor({ state: 'hidden' });
    await desktopNav(page).waitFor({ state: 'visible' });
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(
      await popupTrigger(page.getByRole('banner'), en.nav.openMenu, 'dialog').isVisible(),
    ).toBe(false);
  });
});
