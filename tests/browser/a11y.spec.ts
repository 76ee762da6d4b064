// axe-core on the main kinds of page, in the default language (Armenian): nothing serious or
// critical may be found. Minor findings are printed, not failed.
import { armTexts as arm, openPath, popupTrigger } from './support/app';
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
    // Let the slide-in finish so colours are measured on the final frame.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((motion) => motion.playState === 'running').length,
        ),
      )
      .toBe(0);
    await expectNoSeriousA11yViolations(page, '/ with the mobile menu open');
  });

  test('the check itself fails on a serious violation and names it', async ({ page }) => {
    await openPath(page, '/about');
    // A nameless button and pale text, as a careless change could add them.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<button type="button"></button><p style="color:#eee;background:#fff">faint</p>',
      );
    });
    const failure = await expectNoSeriousA11yViolations(page, 'a broken /about').then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(failure).toContain('button-name');
    expect(failure).toContain('color-contrast');
  });
});
