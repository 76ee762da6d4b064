// The public site in mock mode: the home page's blocks, the three public forms, blog paging,
// the teach landing and the Courses menu with the top viewed courses.
import type { Locator, Page } from 'playwright-core';
import server from '../../src/locales/en/server.json';
import mk from '../../src/locales/en/marketing.json';
import { homeSectionReads } from '../support/home-section-reads';
import {
  currentPath,
  enTexts as en,
  expectHeading,
  openPath,
  popupTrigger,
  reloadSettled,
  settled,
  startInLanguage,
} from './support/app';
import { describe, expect, mobileViewport, test } from './support/browser';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * A home page section, scrolled to as a reader would: below the banner each one reads its data
 * only once it is on screen (useNearViewport).
 */
async function scrolledTo(page: Page, name: string): Promise<Locator> {
  const section = region(page, name);
  await section.scrollIntoViewIfNeeded();
  return section;
}

const sectionReads: readonly string[] = homeSectionReads;

/** The error shown under a field (the TextField links it with aria-describedby). */
const errorUnder = (field: Locator) =>
  field.evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const element = document.getElementById(ids.at(-1) ?? '');
    return element?.classList.contains('field__error') ? element.textContent : null;
  });

describe('home', () => {
  test('shows every block with data', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await expectHeading(page, mk.home.title);

    const testimonials = await scrolledTo(page, mk.testimonials.title);
    await expect.poll(() => testimonials.getByRole('figure').count()).toBe(6);
    expect(await testimonials.getByRole('img', { name: /Rated \d out of 5/ }).count()).toBe(6);

    const faq = await scrolledTo(page, mk.faq.title);
    await expect.poll(() => faq.locator('[aria-expanded="true"]').count()).toBe(1);

    expect(await region(page, mk.bootcamps.title).getByRole('heading', { level: 3 }).count()).toBe(
      3,
    );

    const pricing = await scrolledTo(page, mk.pricing.title);
    await expect.poll(() => pricing.getByRole('group').count()).toBe(3);
    expect(await pricing.getByRole('link', { name: mk.pricing.enroll }).count()).toBe(3);

    const articles = await scrolledTo(page, mk.latestArticles.title);
    await expect.poll(() => articles.getByRole('article').count()).toBe(3);
    const featured = await scrolledTo(page, mk.featuredCourses.title);
    await expect.poll(() => featured.getByRole('article').count()).toBe(2);
    // Name, phone, e-mail, and the later version's optional preferred day and time.
    expect(await region(page, mk.bookCall.title).getByRole('textbox').count()).toBe(5);
    await expect
      .poll(() =>
        page.getByRole('contentinfo').getByRole('region', { name: mk.newsletter.title }).count(),
      )
      .toBe(1);
  });

  test('a visitor who never scrolls costs none of the reads below the first screens', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const readsOfSections = () => sectionReads.filter((path) => asked.includes(path));
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    // On a phone only the testimonials are within a screen of the first one; the rest waits.
    await region(page, mk.testimonials.title).getByRole('figure').first().waitFor();
    await settled(page);
    expect(readsOfSections()).toEqual(['/api/latest-learner-comments']);

    // Scrolled down to the end, every section has read as it came near.
    const atTheEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1);
    for (let step = 0; step < 60 && !(await atTheEnd()); step += 1) {
      await page.mouse.wheel(0, 400);
      await settled(page);
    }
    await expect.poll(() => readsOfSections().toSorted()).toEqual(sectionReads.toSorted());
    await expect
      .poll(() => region(page, mk.featuredCourses.title).getByRole('article').count())
      .toBe(2);
  });

  test('the first banner image is prioritised and the others wait until they are near', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const banner = page.locator('.page-banner__image');
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    await (await scrolledTo(page, mk.latestArticles.title)).getByRole('article').first().waitFor();
    const lazy = await page.locator('main img:not(.page-banner__image)').evaluateAll((images) =>
      images.map((image) => ({
        loading: image.getAttribute('loading'),
        sized: image.hasAttribute('width') && image.hasAttribute('height'),
      })),
    );
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.every((image) => image.loading === 'lazy' && image.sized)).toBe(true);
  });

  test('the pricing carousel shows three plans side by side on desktop and one on mobile', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const slides = (await scrolledTo(page, mk.pricing.title)).getByRole('group');
    await expect.poll(() => slides.count()).toBe(3);
    const widths = async () =>
      slides.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().width)),
      );
    const desktop = await widths();
    const viewport = await page.locator('.pricing__viewport').evaluate((el) => el.clientWidth);
    expect(Math.abs(desktop[0]! * 3 - viewport)).toBeLessThan(40);
    await page.setViewportSize(mobileViewport);
    await expect
      .poll(async () => {
        const [first] = await widths();
        const view = await page.locator('.pricing__viewport').evaluate((el) => el.clientWidth);
        return Math.abs(first! - view) < 30;
      })
      .toBe(true);
  });
});

describe('featured courses', () => {
  test('the two cards fill their row on desktop and stack on mobile', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const cards = (await scrolledTo(page, mk.featuredCourses.title)).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    const layout = () =>
      region(page, mk.featuredCourses.title)
        .getByRole('list')
        .evaluate((list) => {
          const row = list.getBoundingClientRect();
          const [first, second] = [...list.children].map((item) => item.getBoundingClientRect());
          return {
            sameRow: Math.abs(first!.top - second!.top) < 1,
            // The row's free width once both cards are in (an empty third column leaves a third).
            freeWidth: Math.round(row.width - (second!.right - first!.left)),
            stacked: second!.top >= first!.bottom,
          };
        });
    const desktop = await layout();
    expect(desktop.sameRow).toBe(true);
    expect(desktop.freeWidth).toBeLessThanOrEqual(1);

    await page.setViewportSize(mobileViewport);
    await expect.poll(async () => (await layout()).stacked).toBe(true);
  });
});

describe('forms', () => {
  test('book a call rejects bad input at the right field, then succeeds and clears', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    const form = region(page, mk.bookCall.title);
    const fullName = form.getByLabel(mk.forms.fullName);
    const phone = form.getByLabel(mk.forms.phone);
    const email = form.getByLabel(mk.forms.email);
    await fullName.fill('Ani 2');
    await phone.fill('12-34');
    await email.fill('ani@example');
    await form.getByRole('button', { name: mk.bookCall.submit }).click();
    await expect.poll(() => errorUnder(fullName)).toBe(server.messages.full_name_string);
    expect(await errorUnder(phone)).toBe(server.messages.phone_number_invalid);
    expect(await errorUnder(email)).toBe(server.messages.email_invalid);
    await expect.poll(() => fullName.evaluate((el) => el === document.activeElement)).toBe(true);

    await fullName.fill('Ani Petrosyan');
    await phone.fill('+374 10 555-010');
    await email.fill('ani@example.com');
    await form.getByRole('button', { name: mk.bookCall.submit }).click();
    await form.getByRole('status').filter({ hasText: server.messages.book_call_created }).waitFor();
    expect(await fullName.inputValue()).toBe('');
    expect(await phone.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
  });

  test('send a message rejects bad input at the right field, then succeeds and clears', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/contact');
    const form = region(page, mk.contact.formTitle);
    const name = form.getByLabel(mk.forms.name);
    const message = form.getByLabel(mk.forms.message);
    await form.getByRole('button', { name: mk.contact.submit }).click();
    await expect.poll(() => errorUnder(name)).toBe(server.messages.name_required);
    expect(await errorUnder(message)).toBe(server.messages.message_required);

    await name.fill('Ani');
    await form.getByLabel(mk.forms.email).fill('ani@example.com');
    await message.fill('Hello, can I pay in AMD?\nI would like to learn design (UX/UI).');
    await form.getByRole('button', { name: mk.contact.submit }).click();
    await form.getByRole('status').filter({ hasText: server.messages.contact_created }).waitFor();
    expect(await message.inputValue()).toBe('');
  });

  test('the newsletter rejects a bad address, then subscribes and clears', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/about');
    const box = page.getByRole('contentinfo').getByRole('region', { name: mk.newsletter.title });
    const email = box.getByLabel(mk.newsletter.email);
    await email.fill('not-an-address');
    await box.getByRole('button', { name: mk.newsletter.submit }).click();
    await expect.poll(() => errorUnder(email)).toBe(server.messages.email_invalid);
    await email.fill('reader@example.com');
    await box.getByRole('button', { name: mk.newsletter.submit }).click();
    await box.getByRole('status').filter({ hasText: server.messages.newsletter_created }).waitFor();
    expect(await email.inputValue()).toBe('');
  });
});

describe('blog', () => {
  test('pages with the query, and the page survives a reload and a return to /blog', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/blog');
    const list = region(page, mk.blog.articles);
    const titles = () => list.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(async () => (await titles()).length).toBe(9);
    const firstPage = await titles();
    const pages = page.getByRole('navigation', { name: mk.blog.pages });
    expect(await pages.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);

    await pages.getByRole('button', { name: /Next/ }).click();
    await expect.poll(() => currentPath(page)).toBe('/blog?page=2');
    await expect.poll(async () => (await titles())[0]).not.toBe(firstPage[0]);
    expect(await pages.getByRole('button', { name: /Next/ }).isDisabled()).toBe(true);
    const secondPage = await titles();

    await reloadSettled(page);
    await expect.poll(() => titles()).toEqual(secondPage);
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Back to /blog with no page in the address: the session remembers page 2.
    await openPath(page, '/blog');
    await expect.poll(() => currentPath(page)).toBe('/blog?page=2');
    await expect.poll(() => titles()).toEqual(secondPage);
  });

  test('a card leads to its article, followed by the first three articles', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/blog');
    const card = region(page, mk.blog.articles).getByRole('article').nth(4);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: new RegExp(en.cards.learnMore) }).click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/single-blog\/\d+$/);
    await expectHeading(page, title);
    await expect.poll(() => region(page, mk.blog.more).getByRole('article').count()).toBe(3);
  });
});

describe('teach landing', () => {
  test('Get started leads to sign-up with the instructor preselected', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/teach-on-academy');
    await expectHeading(page, mk.teach.title.replace('{{product}}', 'Academy'));
    expect(await page.getByRole('tab').count()).toBe(3);
    await page.getByRole('tab', { name: /Launch Your Course/ }).click();
    await page.getByRole('tabpanel').filter({ hasText: mk.teach.steps.launch.text }).waitFor();

    await page.getByRole('link', { name: mk.teach.getStarted }).first().click();
    await expect.poll(() => currentPath(page)).toBe('/sign-up?hideLearner=true');
    const roles = page.getByRole('radio');
    await expect.poll(() => roles.count()).toBe(1);
    expect(await roles.first().getAttribute('aria-checked')).toBe('true');
  });

  test('the steps are an accordion on mobile', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/teach-on-academy');
    const steps = region(page, mk.teach.stepsTitle);
    expect(await steps.getByRole('tab').count()).toBe(0);
    const record = steps.getByRole('button', { name: /Record Your Video/ });
    await record.click();
    expect(await record.getAttribute('aria-expanded')).toBe('true');
    await steps.getByText(mk.teach.steps.record.text).waitFor();
  });
});

describe('header menus', () => {
  test('the desktop Courses menu lists the top viewed courses', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/about');
    const nav = page.getByRole('banner').getByRole('navigation', { name: en.nav.main });
    await popupTrigger(nav, en.nav.courses, 'menu').click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').count()).toBe(6);
    const course = menu.getByRole('menuitem').nth(1);
    const title = (await course.textContent())!;
    await course.click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/single-course\/\d+$/);
    expect(title.length).toBeGreaterThan(0);
  });

  test('the mobile menu opens, navigates to a top viewed course and closes', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await popupTrigger(page.getByRole('banner'), en.nav.openMenu, 'dialog').click();
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    await menu.waitFor({ state: 'visible' });
    await menu.getByRole('button', { name: en.nav.courses, exact: true }).click();
    await expect.poll(() => menu.locator('a[href^="/single-course/"]').count()).toBe(5);
    await menu.locator('a[href^="/single-course/"]').first().click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/single-course\/\d+$/);
    await menu.waitFor({ state: 'detached' });
  });
});

describe('at 320px', () => {
  const paths = [
    '/',
    '/about',
    '/why-choose-us',
    '/contact',
    '/blog',
    '/single-blog/2',
    '/teach-on-academy',
  ];
  test.for(paths)('%s fits without sideways scrolling', async (path, { page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await startInLanguage(page, 'arm');
    await openPath(page, path);
    // Let the data blocks arrive before measuring.
    await settled(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
  });
});
