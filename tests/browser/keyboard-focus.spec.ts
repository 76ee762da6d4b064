// The app with the keyboard alone, as a screen reader user meets it: after every action the focus
// is somewhere (never on the page's body), every change of page moves it to the new page's
// heading (or says the page's title), a control that replaces itself hands its focus on, and the
// focus ring stands out (3:1) from whatever it is drawn on. The player's keys work straight after
// Play, and its hint about them shows where a keyboard is likely (a fine pointer) and stays in the
// accessibility tree on a touch screen.
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { buildSeed } from '../../mocks/db/seed';
import { SEEDED_LEARNING } from '../../mocks/db/seed-learning';
import coursesTexts from '../../src/locales/en/courses.json';
import quizTexts from '../../src/locales/en/quizzes.json';
import walletTexts from '../../src/locales/en/instructor-wallet.json';
import serverTexts from '../../src/locales/en/server.json';
import {
  enTexts,
  mainLandmark,
  openPath,
  settled,
  signIn,
  startInLanguage,
  waitForPathname,
} from './support/app';
import { describe, expect, mobileViewport, test } from './support/browser';

const main = mainLandmark;
const HALF_WATCHED = SEEDED_LEARNING.halfWatchedCourseId;
/** The ready instructor's course the ready learner has not bought. */
const NOT_BOUGHT = 1;
const halfWatchedTitle = buildSeed().courses.find((course) => course.id === HALF_WATCHED)!.title.en;

/** What has the focus, in words; `body` when nothing has. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
    return `${active.tagName.toLowerCase()} ${name.trim().slice(0, 60)}`;
  });
}

/** After an action (and what it asked the server) the focus is somewhere, not on the body. */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  await settled(page);
  await expect.poll(() => focused(page), { message: `focus after ${after}` }).not.toBe('body');
}

/**
 * Presses Tab (Shift+Tab `backwards`, for the header above the page's heading) until `target`
 * has the focus: it is in the Tab order, reached by keys alone.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  const handle = await target.elementHandle();
  for (let step = 0; step < 80; step += 1) {
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await focused(page), 'focus while tabbing').not.toBe('body');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * A change of page, by keys: the browser is at `pathname`, and focus is on the new page's
 * heading (or on main, with the page's title said in the route announcer).
 */
async function expectArrived(page: Page, pathname: string): Promise<void> {
  await waitForPathname(page, pathname);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const pageMain = document.getElementById('main');
          if (!active || !pageMain) return 'no focus';
          if (/^H[12]$/.test(active.tagName) && pageMain.contains(active)) return 'heading';
          const said = document.querySelector('[data-testid="route-announcer"]')?.textContent;
          if (active === pageMain && said === document.title) return 'heading';
          return `${active.tagName} ${active.textContent?.slice(0, 40)}`;
        }),
      { message: `focus after arriving at ${pathname}` },
    )
    .toBe('heading');
}

/** The WCAG contrast ratio of the colours `a` and `b` (`rgb(…)` strings, opaque). */
const contrastSource = `(a, b) => {
  const luminance = (color) => {
    const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}`;

/**
 * The focused element's ring: its colour's contrast against the surface it is drawn on (the
 * nearest opaque background around it; a ring drawn inside, with a negative offset, sits on the
 * element's own background), or why it could not be measured.
 */
function focusRing(page: Page): Promise<{ what: string; ratio: number | null; note?: string }> {
  return page.evaluate((source) => {
    const contrast = new Function(`return ${source}`)() as (a: string, b: string) => number;
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    const what = `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
    // Focus on a part the browser draws itself (a date field's calendar button) is ringed by the
    // browser, on that part: the field does not match :focus then.
    if (!active.matches(':focus')) return { what, ratio: null, note: 'browser-drawn part' };
    const opaque = (color: string) =>
      color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color) ? color : null;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
      return { what, ratio: null, note: `no ring (${style.outlineStyle} ${style.outlineWidth})` };
    let surface: Element | null =
      parseFloat(style.outlineOffset) < 0 ? active : active.parentElement;
    while (surface) {
      const around = getComputedStyle(surface);
      if (around.backgroundImage !== 'none')
        return { what, ratio: null, note: `drawn on an image: ${around.backgroundImage}` };
      const color = opaque(around.backgroundColor);
      if (color) return { what, ratio: contrast(style.outlineColor, color) };
      surface = surface.parentElement;
    }
    return { what, ratio: contrast(style.outlineColor, 'rgb(255, 255, 255)') };
  }, contrastSource);
}

describe('with the keyboard alone', () => {
  test('every focus ring stands out 3:1 from its surface, the dropdown’s focused item too', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await expect.poll(() => page.locator('.look-alike-trigger').count()).toBe(0);
    const weak: string[] = [];
    const seen = new Set<string>();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      seen.add(ring.what);
      if (ring.note === 'browser-drawn part') continue;
      if (ring.ratio === null) weak.push(`${ring.what}: ${ring.note}`);
      else if (ring.ratio < 3) weak.push(`${ring.what}: ${ring.ratio.toFixed(2)}:1`);
    }
    expect(seen.size).toBeGreaterThan(10);

    // The header's dropdown: the focused item is marked by a ring, not by a faint grey row.
    const about = page
      .getByRole('banner')
      .getByRole('button', { name: enTexts.nav.about, exact: true });
    await about.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: enTexts.nav.aboutUs });
    await expect.poll(() => item.getAttribute('data-highlighted')).toBe('');
    await expect
      .poll(() => item.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const ring = await focusRing(page);
    if (ring.ratio === null || ring.ratio < 3)
      weak.push(`${ring.what}: ${ring.note ?? `${ring.ratio?.toFixed(2)}:1`}`);
    expect(weak).toEqual([]);

    // Choosing the item is a change of page: its heading takes the focus.
    await page.keyboard.press('Enter');
    await expectArrived(page, '/about');
  });

  test('a learner signs in, opens courses from the menu, plays with the keys after Play, opens the quiz and goes to checkout', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-in');
    await tabTo(page, main(page).getByLabel(/^E-mail/));
    await page.keyboard.type('learner@academy.test');
    await tabTo(page, main(page).getByLabel(/^Password/));
    await page.keyboard.type('Learner123!');
    await page.keyboard.press('Enter');
    await expectArrived(page, '/');
    await expectFocusKept(page, 'signing in');

    // The Courses dropdown, by keys: its first item is all courses.
    await expect.poll(() => page.locator('.look-alike-trigger').count()).toBe(0);
    const courses = page
      .getByRole('banner')
      .getByRole('button', { name: enTexts.nav.courses, exact: true });
    await tabTo(page, courses, { backwards: true });
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('menuitem', { name: enTexts.nav.allCourses })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await expectArrived(page, '/courses');
    await expectFocusKept(page, 'opening the catalogue');

    // A bought course, from my learning: the tab names the course.
    await openPath(page, '/learner/my-learning');
    await tabTo(page, main(page).getByRole('link', { name: halfWatchedTitle }).first());
    await page.keyboard.press('Enter');
    await expectArrived(page, `/single-course/${HALF_WATCHED}`);
    await expect.poll(() => page.title()).toBe(`\u2068${halfWatchedTitle}\u2069 · Academy`);

    // Play hands its focus to the video: its keys work at once, and each is said.
    const box = main(page).getByRole('complementary', { name: coursesTexts.course.watchRegion });
    await tabTo(page, box.getByRole('button', { name: /^Continue from/ }));
    await page.keyboard.press('Enter');
    const video = box.locator('video');
    await expect
      .poll(() => video.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const said = box.locator('.course-video [role="status"]');
    await page.keyboard.press('m');
    await expect.poll(() => said.textContent()).toBe(enTexts.video.muted);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.keyboard.press('m');
    await expect.poll(() => said.textContent()).toBe(enTexts.video.unmuted);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => said.textContent()).toMatch(/^\d+:\d\d( of \d+:\d\d)?$/);
    // The course has captions: C turns them on or off, and says which.
    await page.keyboard.press('c');
    await expect.poll(() => said.textContent()).toMatch(/^Captions (on: .+|off)$/);
    const first = await said.textContent();
    await page.keyboard.press('c');
    if (first === enTexts.video.captionsOff)
      await expect.poll(() => said.textContent()).toMatch(/^Captions on: .+$/);
    else await expect.poll(() => said.textContent()).toBe(enTexts.video.captionsOff);
    await page.keyboard.press('Tab');
    await expectFocusKept(page, 'Tab from the video');
    await page.keyboard.press('Shift+Tab');
    await video.evaluate((element: HTMLVideoElement) => element.pause());

    // The course's quiz: a change of page, and sending it unanswered keeps the focus in the form.
    await tabTo(page, main(page).getByRole('link', { name: coursesTexts.course.takeQuiz }));
    await page.keyboard.press('Enter');
    await expectArrived(page, `/learner/quiz/${HALF_WATCHED}`);
    await tabTo(page, main(page).getByRole('button', { name: quizTexts.send }));
    await page.keyboard.press('Enter');
    await expectFocusKept(page, 'sending the quiz unanswered');
    // On the refusal's list of what is missing (a dialog over the page), not back at the top.
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('#main, [role="dialog"], [role="alertdialog"]')?.tagName,
      ),
    ).toBeDefined();
    expect(await focused(page)).toMatch(/Question 1/);

    // Buying another course: Buy now opens checkout, whose heading takes the focus.
    await openPath(page, `/single-course/${NOT_BOUGHT}`);
    await tabTo(page, main(page).getByRole('link', { name: coursesTexts.course.buyNow }));
    await page.keyboard.press('Enter');
    await expectArrived(page, '/learner/checkout');
    await expectFocusKept(page, 'opening checkout');
  });

  test('an instructor withdraws, changes the details on the way, and hears the request was sent', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
    await tabTo(page, main(page).getByRole('link', { name: walletTexts.summary.withdraw }));
    await page.keyboard.press('Enter');
    await expectArrived(page, '/instructor/withdraw-funds');

    const withdraw = walletTexts.withdraw;
    const amount = main(page).getByRole('textbox', { name: new RegExp(`^${withdraw.amount}`) });
    await tabTo(page, amount);
    await page.keyboard.type('25000');
    for (const [label, value] of [
      [withdraw.bankName, 'Ameriabank'],
      [withdraw.accountHolderName, 'Anna Petrosyan'],
      [withdraw.accountNumber, '1570012345678900'],
    ] as const) {
      await tabTo(page, main(page).getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await page.keyboard.type(value);
    }
    const review = main(page).getByRole('button', { name: withdraw.review });
    await tabTo(page, review);
    await page.keyboard.press('Enter');
    const confirmHeading = main(page).getByRole('heading', { name: withdraw.confirmHeading });
    await expect
      .poll(() => confirmHeading.evaluate((element) => element === document.activeElement))
      .toBe(true);

    // Change details goes with the confirmation: the amount takes its focus, as typed.
    await tabTo(page, main(page).getByRole('button', { name: withdraw.back }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => amount.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await amount.inputValue()).toBe('25000');

    await tabTo(page, review);
    await page.keyboard.press('Enter');
    await tabTo(page, main(page).getByRole('button', { name: withdraw.confirm }));
    await page.keyboard.press('Enter');
    await expectArrived(page, '/instructor/wallet');
    await expectFocusKept(page, 'sending the withdrawal');
    // The message arrives in the live region that was there before it.
    await expect
      .poll(() => page.getByTestId('flash-region').textContent())
      .toContain(serverTexts.wallet.withdrawal_requested);
  });
});

describe('the player’s key hint', () => {
  /** The hint's box and whether it is still there for screen readers (not display: none). */
  async function keysHint(page: Page) {
    const hint = main(page).getByText(enTexts.video.keys);
    await hint.waitFor({ state: 'attached' });
    return hint.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        width: box.width,
        height: box.height,
        inTree: style.display !== 'none' && style.visibility !== 'hidden',
      };
    });
  }

  test('shows with a fine pointer, and on a touch screen is kept for screen readers only', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner');
    await openPath(page, `/single-course/${HALF_WATCHED}`);
    const desktop = await keysHint(page);
    expect(desktop.inTree).toBe(true);
    expect(desktop.width).toBeGreaterThan(100);

    const touch = await page
      .context()
      .browser()!
      .newContext({
        baseURL: inject('baseUrl'),
        viewport: mobileViewport,
        locale: 'en-US',
        hasTouch: true,
        isMobile: true,
      });
    try {
      const phone = await touch.newPage();
      await startInLanguage(phone, 'en');
      await signIn(phone, 'learner');
      await openPath(phone, `/single-course/${HALF_WATCHED}`);
      const hint = await keysHint(phone);
      expect(hint.inTree).toBe(true);
      expect(hint.width).toBeLessThanOrEqual(1);
      expect(hint.height).toBeLessThanOrEqual(1);
      // Still read: it is in the accessibility tree of the buyer's box.
      const box = mainLandmark(phone).getByRole('complementary', {
        name: coursesTexts.course.watchRegion,
      });
      expect(await box.ariaSnapshot()).toContain(enTexts.video.keys);
    } finally {
      await touch.close();
    }
  });
});
