// The site shell: default language, the language switcher, header navigation, the guest
// buttons, the not-found page and the teach landing.
import armMarketing from '../../src/locales/arm/marketing.json';
import enAuth from '../../src/locales/en/auth.json';
import enCourses from '../../src/locales/en/courses.json';
import enMarketing from '../../src/locales/en/marketing.json';
import {
  armTexts as arm,
  currentPath,
  enTexts as en,
  expectHeading,
  htmlLang,
  openPath,
  popupTrigger,
  reloadSettled,
  startInLanguage,
  storedLanguage,
  waitForApp,
  waitForPathname,
} from './support/app';
import { describe, expect, test } from './support/browser';

const languageLabel = (texts: typeof en, language: string) =>
  texts.language.current.replace('{{language}}', language);

describe('language', () => {
  test('with nothing stored the app starts in Armenian and stores arm', async ({ page }) => {
    await openPath(page, '/');

    expect(await htmlLang(page)).toBe('hy');
    expect(await storedLanguage(page)).toBe('arm');
    await expectHeading(page, armMarketing.home.title);
    const header = page.getByRole('banner');
    await header.getByRole('navigation', { name: arm.nav.main }).waitFor();
    expect(await header.getByRole('link', { name: arm.nav.signIn, exact: true }).isVisible()).toBe(
      true,
    );
    await popupTrigger(page, languageLabel(arm, arm.language.arm), 'menu').waitFor();
    await expect.poll(() => page.title()).toBe(`${arm.pages.home} · ${arm.app.name}`);
  });

  test('choosing English in the switcher translates the page and survives a reload', async ({
    page,
  }) => {
    // The journey is only meaningful if the two languages differ on what it checks.
    expect(en.pages.home).not.toBe(arm.pages.home);
    expect(en.nav.signIn).not.toBe(arm.nav.signIn);

    await openPath(page, '/');
    await popupTrigger(page, languageLabel(arm, arm.language.arm), 'menu').click();
    const english = page.getByRole('menuitemradio', { name: en.language.en, exact: true });
    expect(await english.getAttribute('aria-checked')).toBe('false');
    await english.click();

    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await storedLanguage(page)).toBe('en');
    await expectHeading(page, enMarketing.home.title);
    const header = page.getByRole('banner');
    await header.getByRole('navigation', { name: en.nav.main }).waitFor();
    await header.getByRole('link', { name: en.nav.signIn, exact: true }).waitFor();
    expect(await header.getByRole('link', { name: arm.nav.signIn, exact: true }).count()).toBe(0);
    await popupTrigger(page, languageLabel(en, en.language.en), 'menu').waitFor();
    await expect.poll(() => page.title()).toBe(`${en.pages.home} · ${en.app.name}`);
    // The menu closes once a language is chosen.
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await reloadSettled(page);
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('en');
    expect(await storedLanguage(page)).toBe('en');
    await expectHeading(page, enMarketing.home.title);
    await popupTrigger(page, languageLabel(en, en.language.en), 'menu').waitFor();
  });
});

describe('header navigation', () => {
  test('Courses → All courses opens /courses, About → Blog opens /blog', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: en.nav.main });

    await popupTrigger(nav, en.nav.courses, 'menu').click();
    await page.getByRole('menuitem', { name: en.nav.allCourses, exact: true }).click();
    await waitForPathname(page, '/courses');
    await expectHeading(page, enCourses.catalogue.title);
    await expect.poll(() => page.title()).toBe(`${en.pages.courses} · ${en.app.name}`);
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await popupTrigger(nav, en.nav.about, 'menu').click();
    const aboutItems = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(aboutItems).toEqual([en.nav.aboutUs, en.nav.whyChooseUs, en.nav.contact, en.nav.blog]);
    await page.getByRole('menuitem', { name: en.nav.blog, exact: true }).click();
    await waitForPathname(page, '/blog');
    // The blog writes the page it shows into the address (a fresh session starts on page 1).
    await expect.poll(() => currentPath(page)).toBe('/blog?page=1');
    await expectHeading(page, enMarketing.blog.title);
    await expect.poll(() => page.title()).toBe(`${en.pages.blog} · ${en.app.name}`);
  });

  test('the logo leads home', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: en.app.name }).click();
    await waitForPathname(page, '/');
    await expectHeading(page, enMarketing.home.title);
  });
});

describe('guest buttons', () => {
  const cases = [
    { path: '/', heading: enMarketing.home.title, signIn: true, signUp: true },
    { path: '/sign-in', heading: enAuth.signIn.title, signIn: false, signUp: true },
    { path: '/sign-up', heading: enAuth.signUp.title, signIn: true, signUp: false },
    { path: '/verify', heading: enAuth.verify.title, signIn: true, signUp: false },
  ];

  test.for(cases)(
    'on $path: Sign in shown $signIn, Sign up shown $signUp',
    async ({ path, heading, signIn, signUp }, { page }) => {
      await startInLanguage(page, 'en');
      await openPath(page, path);
      await expectHeading(page, heading);
      const header = page.getByRole('banner');
      // The buttons render with the header, so once the page heading is there they are settled.
      expect(await header.getByRole('link', { name: en.nav.signIn, exact: true }).isVisible()).toBe(
        signIn,
      );
      expect(await header.getByRole('link', { name: en.nav.signUp, exact: true }).isVisible()).toBe(
        signUp,
      );
    },
  );
});

describe('special pages', () => {
  test.for(['/no-such-page', '/no/such/page', '/courses/unknown/deeper'])(
    '%s shows the not-found page',
    async (path, { page }) => {
      await startInLanguage(page, 'en');
      await openPath(page, path);
      expect(currentPath(page)).toBe(path);
      await expectHeading(page, en.notFound.title);
      await page.getByRole('main').getByText(en.notFound.text).waitFor();
      await expect.poll(() => page.title()).toBe(`${en.notFound.title} · ${en.app.name}`);
    },
  );

  test('/teach-on-academy shows the teach page', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/teach-on-academy');
    await expectHeading(page, en.pages.teach);
    await expect.poll(() => page.title()).toBe(`${en.pages.teach} · ${en.app.name}`);
  });

  test('a deep link with a query loads the page', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/blog?page=2');
    expect(currentPath(page)).toBe('/blog?page=2');
    await expectHeading(page, enMarketing.blog.title);
  });
});
