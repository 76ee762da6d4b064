// The header on narrow screens: in every language (Armenian and Russian have the longest labels),
// for a guest, a learner and an instructor, at 320 and 375 px and at 640 px (a 1280 px screen at
// 200 % zoom, where the signed-in bar once overflowed by 23 px), each header control lies fully
// inside the viewport at its natural size — no icon shrunk, no content squeezed out of its box,
// no control overlapping another.
import type { Locator, Page } from 'playwright-core';
import ruTexts from '../../src/locales/ru/common.json';
import { READY_ACCOUNTS, buildSeed } from '../../mocks/db/seed';
import {
  armTexts,
  enTexts,
  htmlLang,
  openPath,
  reloadSettled,
  signIn,
  startInLanguage,
  waitForApp,
} from './support/app';
import { describe, expect, test } from './support/browser';

const languages = ['arm', 'en', 'ru'] as const;
const widths = [320, 375, 640] as const;
const roles = ['guest', 'learner', 'instructor'] as const;
const texts = { arm: armTexts, en: enTexts, ru: ruTexts };

const seededUsers = buildSeed().users;

/** The ready account's name as the header shows it (first and last name, mocks/db/seed.ts). */
function shownName(role: 'learner' | 'instructor'): string {
  const user = seededUsers.find((entry) => entry.email === READY_ACCOUNTS[role].email)!;
  return `${user.first_name} ${user.last_name}`;
}

/** The header's account menu button, by its accessible name in `language`. */
const accountMenu = (
  page: Page,
  role: 'learner' | 'instructor',
  language: (typeof languages)[number],
): Locator =>
  page.getByRole('banner').getByRole('button', {
    name: texts[language].account.open.replace('{{name}}', shownName(role)),
    exact: true,
  });

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

describe('the header on narrow screens', () => {
  test.for(roles)(
    'fits for a %s in every language at 320, 375 and 640 px',
    async (role, { page }) => {
      await startInLanguage(page, 'en');
      if (role !== 'guest') {
        await signIn(page, role);
        await accountMenu(page, role, 'en').waitFor();
      } else await openPath(page, '/');

      const found: string[] = [];
      for (const language of languages) {
        await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await reloadSettled(page);
          await waitForApp(page);
          await expect.poll(() => htmlLang(page)).toBe(language === 'arm' ? 'hy' : language);
          if (role !== 'guest') await accountMenu(page, role, language).waitFor();
          // The fonts of the language are in before anything is measured.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const problem of await headerProblems(page))
            found.push(`${language} at ${width}px: ${problem}`);
        }
      }
      expect(found).toEqual([]);
    },
  );
});
