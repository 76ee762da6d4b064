// axe-core on the main kinds of page, in the default language (Armenian): nothing serious or
// critical may be found. Minor findings are printed, not failed.
import armMarketing from '../../src/locales/arm/marketing.json';
import { armTexts as arm, openPath, popupTrigger, settled } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describe, expect, mobileViewport, test } from './support/browser';

describe('axe', () => {
  const paths = [
    '/',
    '/about',
    '/why-choose-us',
    '/contact',
    '/blog',
    '/blog?page=2',
    '/single-blog/1',
    '/teach-on-academy',
    '/courses',
    '/sign-in',
    '/not-authorized',
    '/no-such-page',
  ];

  test.for(paths)('%s has no serious or critical violations', async (path, { page }) => {
    await openPath(page, path);
    await expectNoSeriousA11yViolations(page, path);
  });

  test('/ with every section read has no serious or critical violations', async ({ page }) => {
    await openPath(page, '/');
    // A key press brings in every section below the banner (useNearViewport), as for a keyboard
    // reader; then axe sees them with their data, not their skeletons.
    await page.keyboard.press('Shift');
    await page
      .getByRole('region', { name: armMarketing.featuredCourses.title, exact: true })
      .getByRole('article')
      .first()
      .waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '/ with every section read');
  });

  test('/ with the mobile menu open at 375px has no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize(mobileViewport);
    await openPath(page, '/');
    await popupTrigger(page.getByRole('banner'), arm.nav.openMenu, 'dialog').click();
    const menu = page.getByRole('dialog', { name: arm.nav.menu });
    await menu.waitFor({ state: 'visible' });
    // Expand both groups so their links are checked too.
    await menu.getByRole('button', { name: arm.nav.about, exact: true }).click();
    await menu.getByRole('button', { name: arm.nav.courses, exact: true }).click();
    await menu.getByRole('link', { name: arm.nav.contact, exact: true }).waitFor();
    // Let the slide-in finish so colours are measured on the final frame (an endless motion, the
    // shimmer of a section below the first screen still waiting to be read, never finishes).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (motion) =>
                  motion.playState === 'running' &&
                  motion.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      )
      .toBe(0);
    await expectNoSeriousA11yViolations(page, '/ with the mobile menu open');
  });

  test('the check itself fails on a serious violation and names it', async ({ page }) => {
    await openPath(page, '/about');
    // A nameless button and pale text, as a careless change could add them (made by DOM calls:
    // the page's Trusted Types refuse markup given as a string).
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      const faint = document.createElement('p');
      faint.style.cssText = 'color:#eee;background:#fff';
      faint.textContent = 'faint';
      document.querySelector('main')!.append(button, faint);
    });
    const failure = await expectNoSeriousA11yViolations(page, 'a broken /about').then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(failure).toContain('button-name');
    expect(failure).toContain('color-contrast');
  });
});
