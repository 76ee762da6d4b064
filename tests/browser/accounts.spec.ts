// Accounts in a real browser, in mock mode: sign up, read the code from the mock mailbox in the
// developer panel, verify, sign in, see yourself in the header, log out; the instructor sign-up
// of the teach landing; the role guard; the password reset through the mailed link; axe on
// every account screen.
import type { Locator, Page } from 'playwright-core';
import authTexts from '../../src/locales/en/auth.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import serverTexts from '../../src/locales/en/server.json';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  armTexts as arm,
  enTexts as en,
  expectHeading,
  expectSignedIn,
  openPath,
  popupTrigger,
  signIn,
  startInLanguage,
  submitSignIn,
  waitForPathname,
} from './support/app';
import { describe, expect, expectFailedRequests, mobileViewport, test } from './support/browser';

const auth = authTexts;
const server = serverTexts.auth;

/** A form field of the page by the start of its label (required fields add a marker). */
const field = (page: Page, label: string): Locator =>
  page.getByRole('main').getByLabel(new RegExp(`^${label}`));

const accountMenuName = (name: string) => en.account.open.replace('{{name}}', name);

interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the sign-up form (choosing the learner role unless it is the only one) and sends it. */
async function signUp(page: Page, account: NewAccount, role: 'learner' | 'instructor') {
  await expectHeading(page, auth.signUp.title);
  await field(page, auth.fields.firstName).fill(account.firstName);
  await field(page, auth.fields.lastName).fill(account.lastName);
  await field(page, auth.fields.email).fill(account.email);
  await field(page, auth.fields.password).fill(account.password);
  await field(page, auth.fields.passwordConfirmation).fill(account.password);
  if (role === 'learner')
    await page
      .getByRole('main')
      .getByRole('radio', { name: new RegExp(`^${auth.signUp.roles.learner}`) })
      .click();
  // The later version's required box.
  await page
    .getByRole('main')
    .getByRole('checkbox', { name: new RegExp(`^${auth.signUp.acceptTerms}`) })
    .check();
  await page.getByRole('main').getByRole('button', { name: auth.signUp.submit }).click();
  await waitForPathname(page, '/verify');
  expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
}

/** Opens the developer panel's mailbox, shows the mails of `email` and closes the panel. */
async function readMailbox(page: Page, email: string, part: 'code' | 'link'): Promise<string> {
  await page.getByRole('button', { name: devPanelTexts.open }).click();
  const dialog = page.getByRole('dialog', { name: devPanelTexts.title });
  await dialog.getByRole('tab', { name: devPanelTexts.tabs.mailbox }).click();
  await dialog.getByLabel(devPanelTexts.mailbox.filter).fill(email);
  await dialog.getByRole('button', { name: devPanelTexts.mailbox.show }).click();
  const mail = dialog.getByRole('listitem').filter({ hasText: email }).first();
  const value =
    part === 'code'
      ? await mail.locator('code').textContent()
      : await mail.getByRole('link').getAttribute('href');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(value).toBeTruthy();
  return value!;
}

/**
 * Sends the sign-in form the page shows (it is there, or on its way after a redirect) with an
 * account of this journey; whether that signs in is the journey's to check (`expectSignedIn`).
 */
async function sendSignIn(page: Page, account: { email: string; password: string }) {
  await expectHeading(page, auth.signIn.title);
  await submitSignIn(page, account);
}

/** Types the code into the four boxes the way a person does: focus moves on by itself. */
async function enterCode(page: Page, code: string) {
  const boxes = page.getByRole('main').getByRole('textbox');
  expect(await boxes.count()).toBe(4);
  await boxes.first().click();
  await page.keyboard.type(code);
  for (const [index, digit] of [...code].entries())
    expect(await boxes.nth(index).inputValue()).toBe(digit);
}

describe('accounts', () => {
  test('a learner signs up, verifies with the mailed code, signs in and logs out', async ({
    page,
  }) => {
    const account = {
      firstName: 'Narek',
      lastName: 'Sargsyan',
      email: 'narek.sargsyan@example.com',
      password: 'Learning2026!',
    };
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-up');
    await signUp(page, account, 'learner');
    await page
      .getByRole('status')
      .filter({ hasText: server.check_email_for_verification })
      .waitFor();

    const code = await readMailbox(page, account.email, 'code');
    expect(code).toMatch(/^\d{4}$/);
    await enterCode(page, code);
    await page.getByRole('main').getByRole('button', { name: auth.verify.submit }).click();
    await page.getByRole('status').filter({ hasText: server.email_verified_success }).waitFor();
    // The 2-second redirect to sign in.
    await waitForPathname(page, '/sign-in');

    await sendSignIn(page, account);
    await expectSignedIn(page);
    const header = page.getByRole('banner');
    const trigger = popupTrigger(header, accountMenuName('Narek Sargsyan'), 'menu');
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.getByText('Narek Sargsyan', { exact: true }).waitFor();
    await menu.getByText(account.email, { exact: true }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en.account.myLearning,
      en.account.myCart,
      en.account.wishlist,
      en.account.settings,
      en.account.purchaseHistory,
      en.account.wallet,
      en.account.help,
      en.account.logOut,
    ]);

    await menu.getByRole('menuitem', { name: en.account.logOut }).click();
    await waitForPathname(page, '/sign-in');
    await header.getByRole('link', { name: en.nav.signUp, exact: true }).waitFor();
    expect(await trigger.count()).toBe(0);
    // The token goes once the server has answered the logout call.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unverified account is sent to /verify with its e-mail when signing in', async ({
    page,
  }) => {
    const account = {
      firstName: 'Mariam',
      lastName: 'Avetisyan',
      email: 'mariam@example.com',
      password: 'Learning2026!',
    };
    expectFailedRequests(page, [{ status: 403, path: '/api/login' }]);
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-up');
    await signUp(page, account, 'learner');

    await openPath(page, '/sign-in');
    await sendSignIn(page, account);
    await waitForPathname(page, '/verify');
    expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
    await page.getByRole('status').filter({ hasText: server.email_not_verified }).waitFor();
  });

  test('an instructor signs up from the teach landing and reaches My courses', async ({ page }) => {
    const account = {
      firstName: 'Gohar',
      lastName: 'Harutyunyan',
      email: 'gohar@example.com',
      password: 'Teaching2026!',
    };
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-up?hideLearner=true');
    const roles = page.getByRole('main').getByRole('radio');
    expect(await roles.count()).toBe(1);
    expect(await roles.first().getAttribute('aria-checked')).toBe('true');
    expect(await roles.first().getAttribute('value')).toBe('instructor');
    await signUp(page, account, 'instructor');
    await enterCode(page, await readMailbox(page, account.email, 'code'));
    await page.getByRole('main').getByRole('button', { name: auth.verify.submit }).click();
    await waitForPathname(page, '/sign-in');
    await sendSignIn(page, account);
    await expectSignedIn(page);

    await popupTrigger(
      page.getByRole('banner'),
      accountMenuName('Gohar Harutyunyan'),
      'menu',
    ).click();
    await page.getByRole('menuitem', { name: en.account.myCourses }).click();
    await waitForPathname(page, '/instructor/my-courses');
    await expectHeading(page, en.pages.myCourses);
  });

  test('a learner opening an instructor page lands on /not-authorized', async ({ page }) => {
    await startInLanguage(page, 'en');
    await signIn(page, 'learner');

    await openPath(page, '/instructor/my-courses');
    await waitForPathname(page, '/not-authorized');
    await expectHeading(page, en.notAuthorized.title);
  });

  test('a guest sent to sign in comes back to the page they wanted', async ({ page }) => {
    await startInLanguage(page, 'en');
    await openPath(page, '/learner/wishlist');
    await waitForPathname(page, '/sign-in');
    await sendSignIn(page, READY_ACCOUNTS.learner);
    await expectSignedIn(page, { at: '/learner/wishlist', heading: en.pages.wishlist });
  });

  test('forgot password: the mailed link sets a new password that then signs in', async ({
    page,
  }) => {
    const { email, password: oldPassword } = READY_ACCOUNTS.learner;
    const newPassword = 'BrandNew2026!';
    expectFailedRequests(page, [
      { status: 401, path: '/api/login' },
      { status: 422, path: '/api/reset-password' },
    ]);
    await startInLanguage(page, 'en');
    await openPath(page, '/sign-in');
    await page.getByRole('main').getByRole('link', { name: auth.signIn.forgotLink }).click();
    await waitForPathname(page, '/forgot-password');
    await expectHeading(page, auth.forgot.title);
    await field(page, auth.fields.email).fill(email);
    await page.getByRole('main').getByRole('button', { name: auth.forgot.submit }).click();
    await page.getByRole('status').filter({ hasText: server.reset_link_sent }).waitFor();

    const link = await readMailbox(page, email, 'link');
    expect(link).toMatch(/^\/change-password\?token=.+&email=/);
    await openPath(page, link);
    await expectHeading(page, auth.reset.title);
    await field(page, auth.fields.newPassword).fill(newPassword);
    await field(page, auth.fields.passwordConfirmation).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: auth.reset.submit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: server.password_changed_successfully })
      .waitFor();
    await waitForPathname(page, '/sign-in');

    // The old password no longer works; the new one does.
    await sendSignIn(page, { email, password: oldPassword });
    await page.getByRole('main').getByText(server.invalid_credentials).first().waitFor();
    await field(page, auth.fields.password).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: auth.signIn.submit }).click();
    await expectSignedIn(page);

    // The link is spent: using it again is refused with the reset error.
    await openPath(page, link);
    await field(page, auth.fields.newPassword).fill('Another2026!');
    await field(page, auth.fields.passwordConfirmation).fill('Another2026!');
    await page.getByRole('main').getByRole('button', { name: auth.reset.submit }).click();
    await page.getByRole('alert').filter({ hasText: server.token_invalid_or_expired }).waitFor();
  });

  test('the mobile menu holds the account of a signed-in user and logs out', async ({ page }) => {
    await page.setViewportSize(mobileViewport);
    await startInLanguage(page, 'en');
    await signIn(page, 'instructor');

    await popupTrigger(page.getByRole('banner'), en.nav.openMenu, 'dialog').click();
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    const account = menu.getByRole('region', { name: en.account.section });
    await account.getByText(READY_ACCOUNTS.instructor.email).waitFor();
    await expectNoSeriousA11yViolations(page, 'mobile menu of a signed-in instructor');
    await account.getByRole('button', { name: en.account.logOut }).click();
    await waitForPathname(page, '/sign-in');
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('axe on the account screens', () => {
  const guestPaths = [
    '/sign-in',
    '/sign-up',
    '/sign-up?hideLearner=true',
    '/verify?message=auth.check_email_for_verification&email=ani%40example.com',
    '/forgot-password',
    '/change-password?token=abc&email=ani%40example.com',
  ];

  test.for(guestPaths)(
    '%s, empty form submitted, has no serious violations',
    async (path, { page }) => {
      await openPath(page, path);
      // The page with its error messages showing is the one that must stay accessible.
      const submit = page.getByRole('main').locator('button[type="submit"]');
      if (await submit.isEnabled()) {
        await submit.click();
        await page.getByRole('main').locator('[aria-invalid="true"]').first().waitFor();
      }
      await expectNoSeriousA11yViolations(page, path);
    },
  );

  test('/dashboard and the open user menu have no serious violations', async ({ page }) => {
    // In the app's first language, Armenian: the shared sign-in knows its form in every language.
    await signIn(page, 'learner');
    await openPath(page, '/dashboard');
    await expectNoSeriousA11yViolations(page, '/dashboard');
    await popupTrigger(
      page.getByRole('banner'),
      arm.account.open.replace('{{name}}', 'Lilit Learner'),
      'menu',
    ).click();
    await page.getByRole('menu').waitFor();
    await expectNoSeriousA11yViolations(page, 'user menu');
  });
});
