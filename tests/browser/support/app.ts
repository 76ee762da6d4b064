// Opening the app and waiting until it has really rendered, not merely loaded its HTML.
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import armAuthTexts from '../../../src/locales/arm/auth.json';
import authTexts from '../../../src/locales/en/auth.json';
import ruAuthTexts from '../../../src/locales/ru/auth.json';
import type { CapabilityId } from '../../../src/lib/capabilities/registry';
import { trackApiCalls } from './api-calls';

/** Where the app is rendered: the `main` landmark of the root layout. */
export const mainLandmark = (page: Page): Locator => page.getByRole('main');

/** The page title: every page renders exactly one `<h1>` inside `main` (PageFrame). */
export const pageHeading = (page: Page): Locator =>
  mainLandmark(page).getByRole('heading', { level: 1 });

/**
 * Waits until the shell and the route's page are on screen: the `main` landmark (which the root
 * layout shows only after the mock backend, i18n and the session are ready) and the page's h1
 * (which arrives with the route's lazily loaded chunk).
 */
export async function waitForApp(page: Page): Promise<void> {
  await mainLandmark(page).waitFor({ state: 'visible' });
  await pageHeading(page).waitFor({ state: 'visible' });
}

/** Opens a path of the app (e.g. `/blog?page=2`) and waits for it to render. */
export async function openPath(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
}

/** The path and query of the current URL, e.g. `/sign-in` or `/blog?page=2`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the app's router has moved to `path` (pathname only, query ignored). */
export async function waitForPathname(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

export async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('lang'));
}

/** The h1's text once it equals `expected` (the page may still be switching language or route). */
export async function expectHeading(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pageHeading(page).textContent(), { timeout: 10_000 }).toBe(expected);
}

/** The texts the app shows, straight from its locale files, so journeys follow copy changes. */
export { default as armTexts } from '../../../src/locales/arm/common.json';
export { default as enTexts } from '../../../src/locales/en/common.json';

/**
 * Starts the test in `language` unless the page has already stored one (so a reload keeps what
 * the journey chose). Must be called before the first `openPath`.
 */
export async function startInLanguage(page: Page, language: 'arm' | 'en' | 'ru'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
  }, language);
}

/**
 * A header control's trigger by its name and popup. Until the header-controls chunk arrives it
 * is a look-alike with the same name and popup, and a press on it is replayed on the real
 * control once that mounts (src/app/layout/deferred-control.tsx), so a click works either way.
 */
export function popupTrigger(
  scope: Page | Locator,
  name: string,
  popup: 'menu' | 'dialog',
): Locator {
  return scope
    .getByRole('button', { name, exact: true })
    .and(scope.locator(`[aria-haspopup="${popup}"]`));
}

/**
 * Counts the page's API calls on the way (counted since the page was created). A reload while
 * one is on the way cuts it off from the mock's service worker and sends it to the static server
 * (a 404 in the console): reload with `reloadSettled`, which waits for none first.
 */
export function apiCallsInFlight(page: Page): () => number {
  return trackApiCalls(page);
}

/** Waits until no API call of the page is on the way. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(trackApiCalls(page)).toBe(0);
}

/**
 * Reloads the page once no API call is on the way, and waits for its `load` event (or the state
 * asked for). The one way journeys reload: a bare `page.reload()` is refused by lint.
 */
export async function reloadSettled(
  page: Page,
  options: { waitUntil?: 'load' | 'domcontentloaded' | 'commit' } = {},
): Promise<void> {
  await settled(page);
  // eslint-disable-next-line no-restricted-syntax -- the one settled reload
  await page.reload({ waitUntil: options.waitUntil ?? 'load' });
}

/** The ready accounts of the mock's seed (mocks/db/seed.ts READY_ACCOUNTS). */
const readyAccounts = {
  learner: { email: 'learner@academy.test', password: 'Learner123!' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor123!' },
} as const;

export type ReadyRole = keyof typeof readyAccounts;

/** Who signs in: a ready account by its role, or any e-mail and password (an account made here). */
export type Account = ReadyRole | { email: string; password: string };

/** `text` matched literally inside a RegExp (a course title may hold `+`, `(`…). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (texts: string[]) => texts.map(escapeRegExp).join('|');
const authInEveryLanguage = [authTexts, armAuthTexts, ruAuthTexts];

/**
 * The sign-in page's texts in every language, so a journey signs in whichever language it
 * started in: the fields by the start of their labels (required fields add a marker), the
 * button by its name, and the page's own title (which a signed-in page's h1 is not).
 */
const signInPage = {
  email: new RegExp(`^(?:${anyOf(authInEveryLanguage.map((texts) => texts.fields.email))})`),
  password: new RegExp(`^(?:${anyOf(authInEveryLanguage.map((texts) => texts.fields.password))})`),
  submit: new RegExp(anyOf(authInEveryLanguage.map((texts) => texts.signIn.submit)), 'i'),
  title: new RegExp(`^(?:${anyOf(authInEveryLanguage.map((texts) => texts.signIn.title))})$`),
};

/**
 * Fills the sign-in form on the page and sends it. Only the form: what follows (signed in, or
 * refused) is the journey's to wait for, with `expectSignedIn` when it is a sign-in.
 */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  const { email, password } = typeof account === 'string' ? readyAccounts[account] : account;
  const main = mainLandmark(page);
  await main.getByLabel(signInPage.email).fill(email);
  await main.getByLabel(signInPage.password).fill(password);
  await main.getByRole('button', { name: signInPage.submit }).click();
}

/**
 * What "signed in" means for every journey, once a sign-in has been sent: the browser is at `at`
 * (its pathname, and its query when `at` has one), the page's h1 is visible (no longer the
 * sign-in page's, and matching `heading` when given), and no API call of the page is in flight,
 * so the next navigation or reload cuts nothing off.
 */
export async function expectSignedIn(
  page: Page,
  { at = '/', heading }: { at?: string; heading?: string | RegExp } = {},
): Promise<void> {
  const target = new URL(at, 'http://app.invalid');
  await page.waitForURL(
    (url) => url.pathname === target.pathname && (!target.search || url.search === target.search),
  );
  const title = pageHeading(page).filter({ hasNotText: signInPage.title });
  await (heading === undefined ? title : title.filter({ hasText: heading })).waitFor();
  await settled(page);
}

/**
 * Forgets the signed-in session in this browser (as a sign-out in another tab would) with no
 * call of the running app racing it: the page first leaves the app, settled, for a static file
 * of its origin where nothing runs, and only then is the token removed. Removed under the
 * running app, the token went missing from a call the bell had on its way (a 401 in the
 * console). The mock's data stays in the origin's storage; the next step opens a page.
 */
export async function forgetSession(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  await settled(page);
  await page.goto(new URL('/favicon.svg', page.url()).href, { waitUntil: 'load' });
  await page.evaluate(() => window.localStorage.removeItem('token'));
}

/**
 * The one way journeys sign in. Starts in `language` when given (before the first page load),
 * then signs `account` in: at home by opening the sign-in page (which brings a user who came
 * from nowhere home), or at a guarded page `at` by opening it as a guest, which sends to sign in
 * and back. `origin` serves another build than the pages' baseURL (the live backend's,
 * `live.appUrl`). Done when `expectSignedIn` holds: at `at`, its heading visible, settled.
 * A public page other than home is opened after signing in (`openPath`): it would not send a
 * guest to sign in.
 */
export async function signIn(
  page: Page,
  account: Account,
  {
    at = '/',
    heading,
    language,
    origin = '',
  }: {
    at?: string;
    heading?: string | RegExp;
    language?: 'arm' | 'en' | 'ru';
    origin?: string;
  } = {},
): Promise<void> {
  if (language) await startInLanguage(page, language);
  await openPath(page, `${origin}${at === '/' ? '/sign-in' : at}`);
  await waitForPathname(page, '/sign-in');
  await submitSignIn(page, account);
  await expectSignedIn(page, { at, heading });
}

/** The signed-in user's id, as the API's profile answers it (for the realtime channel's name). */
export async function signedInUserId(page: Page): Promise<number> {
  const { status, json } = await callFromPage<{ user: { id: number } }>(
    page,
    'GET',
    '/api/user/profile',
  );
  expect(status, 'GET /api/user/profile').toBe(200);
  return json.user.id;
}

/** The in-browser mock's scenarios (README, the developer endpoints). */
export type Scenario = 'none' | 'slow' | 'server-error' | 'offline';

/** Switches the in-browser mock's scenario now, the way the developer panel does. */
export const setScenario = (page: Page, scenario: Scenario): Promise<void> =>
  page.evaluate(async (name) => {
    const answer = await fetch('/__dev/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: name }),
    });
    if (!answer.ok) throw new Error(`scenario ${name}: ${answer.status}`);
  }, scenario);

/**
 * Turns capabilities of the in-browser mock on or off now (`POST /__dev/capabilities`, what the
 * developer panel's Capabilities tab does); `version` sets a version's whole set first.
 */
export const setCapabilities = (
  page: Page,
  capabilities: Partial<Record<CapabilityId, boolean>>,
  version?: 'later' | 'earlier',
): Promise<void> =>
  page.evaluate(
    async (body) => {
      const answer = await fetch('/__dev/capabilities', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`capabilities ${JSON.stringify(body)}: ${answer.status}`);
    },
    { capabilities, ...(version ? { version } : {}) },
  );

/**
 * Whether the page is quiet enough to switch the mock to failing: nothing on the way, and the
 * notification bell done with its start. After each page load it asks for the list and
 * authorizes its realtime channel (`/broadcasting/auth`); once subscribed it asks for the list
 * again if the first was asked before (src/machines/notification-stream). So the start is done
 * when the channel's authorization has been answered and a list asked for after that answer has
 * arrived; a scenario switched sooner would fail one of them, a failure the journey did not
 * provoke. (Counting list calls instead raced: which of the two comes first depends on the mock's
 * delay.)
 */
export function quietPage(page: Page): () => boolean {
  const inFlight = apiCallsInFlight(page);
  const pendingAuths = new Set<Request>();
  const listsAfterAuth = new Set<Request>();
  let authAnswered = false;
  let listAfterAuthAnswered = false;
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  page.on('request', (request) => {
    let mainFrameNavigation = false;
    try {
      mainFrameNavigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    } catch {
      // A service worker's own request has no frame.
    }
    if (mainFrameNavigation) {
      pendingAuths.clear();
      listsAfterAuth.clear();
      authAnswered = false;
      listAfterAuthAnswered = false;
    } else if (pathOf(request) === '/broadcasting/auth') pendingAuths.add(request);
    else if (pathOf(request) === '/api/notifications' && authAnswered) listsAfterAuth.add(request);
  });
  const finished = (request: Request) => {
    if (pendingAuths.delete(request)) authAnswered = true;
    if (listsAfterAuth.delete(request)) listAfterAuthAnswered = true;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () => authAnswered && listAfterAuthAnswered && pendingAuths.size === 0 && inFlight() === 0;
}

/**
 * A call from the page to the app's own origin (the mock's service worker answers it), with the
 * stored token if there is one, unless `token: false`; answers the status and the parsed JSON body (null when the
 * body is not JSON).
 */
export function callFromPage<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    token = true,
    headers = {},
  }: { body?: unknown; token?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body, token, headers }) => {
      const stored = token ? window.localStorage.getItem('token') : null;
      const answer = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(stored ? { Authorization: `Bearer ${stored}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON (an empty answer, a static host's page): the status says enough.
      }
      return { status: answer.status, json: json as T };
    },
    { method, path, body, token, headers },
  );
}
