// The original app's later version in a real browser, in mock mode: sign-in against
// the later answer (one request, no profile call, counted) and the earlier one (the mock's
// version switch); sign-up refused at the unticked terms box, then ticked; a preset avatar in
// the header and on the learner's review; a past preferred day refused on book a call; the help
// assistant finding "certificate" in all three languages, linking to the article; axe clean.
import type { Locator, Page } from 'playwright-core';
import authTexts from '../../src/locales/en/auth.json';
import armCommon from '../../src/locales/arm/common.json';
import armHelp from '../../src/locales/arm/help.json';
import enCommon from '../../src/locales/en/common.json';
import enHelp from '../../src/locales/en/help.json';
import ruCommon from '../../src/locales/ru/common.json';
import ruHelp from '../../src/locales/ru/help.json';
import marketingTexts from '../../src/locales/en/marketing.json';
import serverTexts from '../../src/locales/en/server.json';
import settingsTexts from '../../src/locales/en/settings.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  enTexts as en,
  openPath,
  popupTrigger,
  startInLanguage,
  submitSignIn,
  waitForPathname,
} from './support/app';
import { describe, expect, test } from './support/browser';

const auth = authTexts;

/** A form field of the page by the start of its label (required fields add a marker). */
const field = (scope: Page | Locator, label: string): Locator =>
  ('getByRole' in scope && 'goto' in scope ? scope.getByRole('main') : scope).getByLabel(
    new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  );

/** The text of the error under a control (its last aria-describedby). */
async function errorUnder(page: Page, control: Locator): Promise<string | null> {
  const id = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').at(-1);
  return id ? page.locator(`[id="${id}"].field__error`).textContent({ timeout: 5_000 }) : null;
}

/** Counts the API calls the page makes, by method and path. */
function countCalls(page: Page): (key: string) => number {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const key = `${request.method()} ${pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return (key) => calls.get(key) ?? 0;
}

/** The mock's answer version (mocks/lib/capabilities.ts), switched the way the panel would. */
const setApiVersion = (page: Page, version: 'later' | 'earlier') =>
  page.evaluate(async (name) => {
    const answer = await fetch('/__dev/api-version', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: name }),
    });
    if (!answer.ok) throw new Error(`api-version ${name}: ${answer.status}`);
  }, version);

const accountMenu = (page: Page, name: string) =>
  popupTrigger(page.getByRole('banner'), en.account.open.replace('{{name}}', name), 'menu');

/** A script carrying the help centre's words: the English ones, the fallback of every language. */
const carriesHelpWords = (body: string) => body.includes(enHelp.assistant.title);

describe('the later backend version', () => {
  test('signs in with the later answer in one request, no profile call, the balance in the header', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    const calls = countCalls(page);
    await openPath(page, '/sign-in');
    await submitSignIn(page, 'learner');
    await waitForPathname(page, '/');
    await accountMenu(page, 'Lilit Learner').waitFor();
    const balance = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${en.learnerLists.balanceLink.split('{{')[0]}`) });
    await balance.waitFor();
    expect(await balance.getAttribute('href')).toBe('/learner/wallet');
    expect(calls('POST /api/login')).toBe(1);
    expect(calls('GET /api/user/profile')).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home, signed in (later version)');
    await balance.click();
    await waitForPathname(page, '/learner/wallet');
    expect(calls('GET /api/user/profile')).toBe(0);
  });

  test('signs in with the earlier answer and then loads the profile', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-in');
    await setApiVersion(page, 'earlier');
    const calls = countCalls(page);
    await submitSignIn(page, 'learner');
    await waitForPathname(page, '/');
    await accountMenu(page, 'Lilit Learner').waitFor();
    await expect.poll(() => calls('GET /api/user/profile')).toBe(1);
    expect(calls('POST /api/login')).toBe(1);
    await setApiVersion(page, 'later');
  });

  test('refuses sign-up at the unticked terms box, then signs up once it is ticked', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    const calls = countCalls(page);
    await openPath(page, '/sign-up');
    await field(page, auth.fields.firstName).fill('Mane');
    await field(page, auth.fields.lastName).fill('Hakobyan');
    await field(page, auth.fields.email).fill('mane.hakobyan@example.com');
    await field(page, auth.fields.password).fill('Learning2026!');
    await field(page, auth.fields.passwordConfirmation).fill('Learning2026!');
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: new RegExp(`^${auth.signUp.roles.learner}`) }).click();
    const box = main.getByRole('checkbox', { name: new RegExp(`^${auth.signUp.acceptTerms}`) });
    await main.getByRole('button', { name: auth.signUp.submit }).click();
    expect(await errorUnder(page, box)).toBe(serverTexts.auth.accept_terms_required);
    await expect
      .poll(() => box.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(calls('POST /api/register')).toBe(0);
    expect(await field(page, auth.fields.firstName).inputValue()).toBe('Mane');
    await expectNoSeriousA11yViolations(page, 'sign-up, terms box refused');
    expect(
      await main
        .getByRole('link', { name: new RegExp(auth.signUp.termsLink) })
        .getAttribute('href'),
    ).toBe('/terms-conditions');
    await box.check();
    await main.getByRole('button', { name: auth.signUp.submit }).click();
    await waitForPathname(page, '/verify');
    expect(calls('POST /api/register')).toBe(1);
  });

  test('a preset avatar shows in the header and on the learner’s review', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    // A seeded learner whose review is the newest on an approved course (first on its page).
    const target = await page.evaluate(async () => {
      const db = (await (await fetch('/__dev/db')).json()) as {
        users: { id: number; email: string; role: string; first_name: string; last_name: string }[];
        comments: { id: number; user_id: number; course_id: number; created_at: string }[];
        courses: { id: number; status: string }[];
      };
      for (const user of db.users.filter((entry) => /^learner\d@/.test(entry.email))) {
        for (const comment of db.comments.filter((entry) => entry.user_id === user.id)) {
          const course = db.courses.find((entry) => entry.id === comment.course_id);
          const newest = db.comments
            .filter((entry) => entry.course_id === comment.course_id)
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
          if (course?.status === 'approved' && newest?.id === comment.id)
            return {
              email: user.email,
              name: `${user.first_name} ${user.last_name}`,
              course: course.id,
            };
        }
      }
      return null;
    });
    expect(target).not.toBeNull();
    await openPath(page, '/learner/settings?tab=photo');
    await waitForPathname(page, '/sign-in');
    await field(page, auth.fields.email).fill(target!.email);
    await field(page, auth.fields.password).fill('Password123!');
    await page.getByRole('main').getByRole('button', { name: auth.signIn.submit }).click();
    const group = page
      .getByRole('main')
      .getByRole('radiogroup', { name: settingsTexts.photo.avatarsLabel });
    await group.waitFor();
    await expectNoSeriousA11yViolations(page, 'settings, photo tab with the avatars');
    await group
      .getByRole('radio', { name: settingsTexts.photo.avatarOption.replace('{{number}}', '5') })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: settingsTexts.photo.avatarSave })
      .click();
    await page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: serverTexts.auth.image_updated_successfully })
      .waitFor();
    const avatar = '/storage/avatars/team-member-5.png';
    await page.locator(`header img.user-avatar[src$="${avatar}"]`).first().waitFor();
    // The image is really served (the mock's storage), not a broken picture.
    expect(
      await page
        .locator(`header img.user-avatar[src$="${avatar}"]`)
        .first()
        .evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).toBeGreaterThan(0);
    await openPath(page, `/single-course/${target!.course}`);
    const review = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: target!.name })
      .first();
    await review.locator(`img[src$="${avatar}"]`).waitFor();
  });

  test('refuses a preferred day in the past on book a call', async ({ page }) => {
    await startInLanguage(page, 'en');
    const calls = countCalls(page);
    await openPath(page, '/');
    const form = page.getByRole('region', { name: marketingTexts.bookCall.title });
    await field(form, marketingTexts.forms.fullName).fill('Ani Petrosyan');
    await field(form, marketingTexts.forms.phone).fill('+374 10 555-010');
    await field(form, marketingTexts.forms.email).fill('ani@example.com');
    const date = field(form, marketingTexts.forms.preferredDate);
    await date.fill('2020-01-15');
    await form.getByRole('button', { name: marketingTexts.bookCall.submit }).click();
    expect(await errorUnder(page, date)).toBe(serverTexts.messages.preferred_date_past);
    expect(calls('POST /api/calls/book-call')).toBe(0);
    expect(await field(form, marketingTexts.forms.fullName).inputValue()).toBe('Ani Petrosyan');
    await expectNoSeriousA11yViolations(page, 'home, book a call with a past day');
  });

  test.for([
    ['en', enHelp, enCommon, 'certificate', 'Do I get a certificate?'],
    ['ru', ruHelp, ruCommon, 'сертификат', 'Выдаётся ли сертификат?'],
    ['arm', armHelp, armCommon, 'վկայական', 'Վկայական տրվու՞մ է'],
  ] as const)(
    'the help assistant finds the certificate answer in %s',
    async ([language, texts, common, word, question], { page }) => {
      // The help centre's words are loaded when the launcher is wanted, not with every page.
      const helpWordsLoaded: string[] = [];
      const bodiesRead: Promise<void>[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!/^\/assets\/.+\.js$/.test(path)) return;
        bodiesRead.push(
          response
            .text()
            .then((body) => {
              if (carriesHelpWords(body)) helpWordsLoaded.push(path);
            })
            .catch(() => undefined),
        );
      });
      const helpWordFiles = async () => {
        await Promise.all(bodiesRead);
        return helpWordsLoaded;
      };
      await startInLanguage(page, language);
      await openPath(page, '/');
      const launcher = page.getByRole('button', { name: common.helpAssistant.open, exact: true });
      // Shown in the help centre's words, the launcher used to wait for them: now it is there first.
      await launcher.waitFor();
      expect(await helpWordFiles()).toEqual([]);
      await launcher.click();
      const panel = page.getByRole('dialog', { name: texts.assistant.title });
      await panel.getByRole('searchbox').pressSequentially(word);
      const answer = panel.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: question }),
      });
      await answer.first().waitFor();
      expect(await helpWordFiles()).toHaveLength(1);
      const article = answer.first().getByRole('link', { name: texts.assistant.readArticle });
      expect(await article.getAttribute('href')).toBe(
        '/learner/how-we-can-help/learning-experience?open=certificate',
      );
      await expectNoSeriousA11yViolations(page, `help assistant (${language})`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect
        .poll(() => launcher.evaluate((element) => element === document.activeElement))
        .toBe(true);
    },
  );

  test('the help assistant pressed before its words arrive says it is loading, then searches', async ({
    page,
  }) => {
    // The help centre's words are held until the panel has shown its loading state.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/assets\/.+\.js$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (carriesHelpWords(body)) await released;
        await route.fulfill({ response, body });
      },
    );
    await startInLanguage(page, 'en');
    await openPath(page, '/');
    await page.getByRole('button', { name: enCommon.helpAssistant.open, exact: true }).click();
    const loading = page.getByRole('dialog', { name: enCommon.helpAssistant.open });
    await loading.getByRole('status').waitFor();

    release();
    const panel = page.getByRole('dialog', { name: enHelp.assistant.title });
    await expect
      .poll(() =>
        panel.getByRole('searchbox').evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const launcher = page.getByRole('button', { name: enCommon.helpAssistant.open, exact: true });
    await expect
      .poll(() => launcher.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});
