// The header on narrow phones: in every language (Armenian and Russian have the longest labels),
// for a guest, a learner and an instructor, at 320 and 375 px, each header control lies fully
// inside the viewport at its natural size — no icon shrunk, no content squeezed out of its box,
// no control overlapping another.
import type { Page } from 'playwright-core';
import authTexts from '../../src/locales/en/auth.json';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { expectHeading, openPath, reloadSettled, startInLanguage, waitForApp } from './support/app';
import { describe, expect, test } from './support/browser';

const languages = ['arm', 'en', 'ru'] as const;
const widths = [320, 375] as const;
const roles = ['guest', 'learner', 'instructor'] as const;

async function signIn(page: Page, role: 'learner' | 'instructor') {
  const account = READY_ACCOUNTS[role];
  await openPath(page, '/sign-in');
  await expectHeading(page, authTexts.signIn.title);
  const main = page.getByRole('main');
  await main.getByLabel(new RegExp(`^${authTexts.fields.email}`)).fill(account.email);
  await main.getByLabel(new RegExp(`^${authTexts.fields.password}`)).fill(account.password);
  await main.getByRole('button', { name: authTexts.signIn.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  await page.locator('.user-menu__trigger').waitFor();
}

/** Every way the header's visible controls break the layout; empty when it fits. */
function headerProblems(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((banner) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const describe = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.textContent?.trim() || element.tagName.toLowerCase());
    const controls = [...banner.querySelectorAll('a[href], button')].filter(visible);
    if (controls.length === 0) problems.push('no visible header control');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const name = describe(control);
      if (box.left < -0.5 || box.right > viewport + 0.5)
        problems.push(`${name}: spans ${box.left}–${box.right}, outside 0–${viewport}`);
      // Content wider than its box was squeezed: it spills out or is cut off.
      if (control.scrollWidth > control.clientWidth + 1)
        problems.push(`${name}: content ${control.scrollWidth}px wide in ${control.clientWidth}px`);
      for (const other of controls) {
        if (other === control || control.contains(other) || other.contains(control)) continue;
        const next = other.getBoundingClientRect();
        const overlap =
          Math.min(box.right, next.right) - Math.max(box.left, next.left) > 0.5 &&
          Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top) > 0.5;
        if (overlap && controls.indexOf(control) < controls.indexOf(other))
          problems.push(`${name} overlaps ${describe(other)}`);
      }
    }
    // Icons, flags and the avatar keep the size they are drawn at.
    for (const graphic of banner.querySelectorAll('svg[width], img[width]')) {
      if (!visible(graphic)) continue;
      const box = graphic.getBoundingClientRect();
      const width = Number(graphic.getAttribute('width'));
      const height = Number(graphic.getAttribute('height'));
      if (Math.abs(box.width - width) > 0.5 || Math.abs(box.height - height) > 0.5)
        problems.push(
          `a ${graphic.tagName.toLowerCase()} of ${describe(graphic.closest('a, button') ?? graphic)} is ${box.width}×${box.height}, drawn at ${width}×${height}`,
        );
    }
    if (document.documentElement.scrollWidth > viewport)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    return problems;
  });
}

describe('the header on narrow phones', () => {
  test.for(roles)('fits for a %s in every language at 320 and 375 px', async (role, { page }) => {
    await startInLanguage(page, 'en');
    if (role !== 'guest') await signIn(page, role);
    else await openPath(page, '/');

    const found: string[] = [];
    for (const language of languages) {
      await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await reloadSettled(page);
        await waitForApp(page);
        await expect
          .poll(() => page.locator('html').getAttribute('lang'))
          .toBe(language === 'arm' ? 'hy' : language);
        if (role !== 'guest') await page.locator('.user-menu__trigger').waitFor();
        // The fonts of the language are in before anything is measured.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const problem of await headerProblems(page))
          found.push(`${language} at ${width}px: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });
});
