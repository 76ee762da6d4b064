// The journeys' test API: `test` gives each test a fresh browser context and page on one
// chromium per file, fails the test on any browser console error, uncaught page error or Content
// Security Policy violation (but for failed requests the test declares with
// expectFailedRequests), and saves a screenshot of a failed test under tests/browser/.artifacts/.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { inject, test as baseTest, type TestContext } from 'vitest';
import {
  chromiumArgs,
  ESCAPED_API_CALL_STATUS,
  headlessChromiumPath,
} from '../../../scripts/static-host';
import { trackApiCalls } from './api-calls';
import { describeViolation, watchPolicyViolations } from './policy-violations';

// Debian's headless Chromium and its flags, shared with the build scripts; playwright-core never
// downloads a browser.
export { chromiumArgs, headlessChromiumPath } from '../../../scripts/static-host';

export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 812 };

const artifactsDir = join(import.meta.dirname, '..', '.artifacts');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: headlessChromiumPath,
    args: chromiumArgs,
    headless: true,
  });
}

/**
 * A failed request the test provokes on purpose (a refused sign-in, a 422 the form must show).
 * Chromium logs every 4xx/5xx answer as a console error; only these are let through, and each
 * must really happen, so an expectation cannot outlive the behaviour it describes.
 */
export interface ExpectedFailedRequest {
  /** The answer's HTTP status, or `network` for a call that got no answer (the `offline` scenario). */
  status: number | 'network';
  /** The request's path, e.g. `/api/login`. */
  path: string;
}

const expectedFailures = new WeakMap<Page, { expected: ExpectedFailedRequest; seen: number }[]>();

/** Declares the failed requests this test provokes (see ExpectedFailedRequest). */
export function expectFailedRequests(page: Page, failures: ExpectedFailedRequest[]): void {
  const list = expectedFailures.get(page) ?? [];
  list.push(...failures.map((expected) => ({ expected, seen: 0 })));
  expectedFailures.set(page, list);
}

/** True when `message` is Chromium's log of a failed request the test declared. */
function isExpectedFailure(page: Page, message: ConsoleMessage): boolean {
  const { url } = message.location();
  if (!url || !message.text().startsWith('Failed to load resource')) return false;
  const path = new URL(url).pathname;
  const match = expectedFailures
    .get(page)
    ?.find(
      ({ expected }) =>
        expected.path === path &&
        (expected.status === 'network'
          ? message.text().includes('net::ERR_')
          : message.text().includes(`status of ${expected.status} `)),
    );
  if (match) match.seen += 1;
  return Boolean(match);
}

/** Messages the browser printed as errors, or threw, while the test ran. */
export interface BrowserErrors {
  readonly list: string[];
  /** Set once a page's cleanup has thrown them, so a second page does not repeat them. */
  reported: boolean;
}

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  return `console.error: ${message.text()}${where}`;
}

function artifactName(testName: string): string {
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${slug || 'test'}-${Date.now()}.png`;
}

async function saveScreenshot(page: Page, testName: string): Promise<string | null> {
  if (page.isClosed()) return null;
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, artifactName(testName));
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    return file;
  } catch (error) {
    console.error(`[browser tests] could not save a screenshot for "${testName}":`, error);
    return null;
  }
}

type CleanupRegistrar = (cleanup: () => Promise<void>) => void;

/**
 * A page in a fresh context (empty localStorage, cookies and service workers) whose console
 * errors and uncaught errors go to `browserErrors`; on cleanup, a screenshot if the test failed,
 * the context closed, and the errors (or a declared failed request that never happened) thrown.
 */
async function monitoredPage(
  browser: Browser,
  baseUrl: string,
  browserErrors: BrowserErrors,
  task: TestContext['task'],
  onCleanup: CleanupRegistrar,
  label = '',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: desktopViewport,
    locale: 'en-US',
  });
  // Waits fail well before the test timeout, so the failure names the locator, not the clock.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const prefix = label ? `[${label}] ` : '';
  // The build's Content Security Policy refuses nothing the app does: any violation, in any page
  // of the context, fails the test (support/policy-violations.ts).
  await watchPolicyViolations(context, (violation) =>
    browserErrors.list.push(`${prefix}${describeViolation(violation)}`),
  );
  const page = await context.newPage();
  // Counted from the start, so a helper waiting for a settled page sees every call.
  trackApiCalls(page);
  // No allow-list: an error printed by the app or the browser (a failed request, a React
  // warning logged as an error, a missing translation reported as an error) fails the test,
  // unless it is a failed request the test itself declared with expectFailedRequests.
  // A navigation (goto, reload) unloads the old document with its API calls still in flight: the
  // mock's service worker forgets a closing page, so those calls pass through to the static host
  // and fail there, logged against a document nobody sees any more. Such failures are told apart
  // by era (calls asked before the latest main-frame navigation began); any other failed call,
  // from the live document, still fails the test.
  let navigationEra = 0;
  const apiCallEra = new Map<string, number>();
  page.on('request', (request) => {
    let mainFrameNavigation = false;
    try {
      mainFrameNavigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    } catch {
      // A service worker's own request has no frame.
    }
    if (mainFrameNavigation) navigationEra += 1;
    else if (/^\/(api|broadcasting)\//.test(new URL(request.url()).pathname))
      apiCallEra.set(request.url(), navigationEra);
  });
  // The same failure seen from the answer: an API call the static host answered itself (not the
  // mock's worker) escaped the mock, which only happens to a document being unloaded. Against the
  // standalone server (another origin) every answer still counts.
  const escapedTheMock = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin === new URL(baseUrl).origin &&
      /^\/(api|broadcasting)\//.test(url.pathname) &&
      !response.fromServiceWorker()
    )
      escapedTheMock.add(response.url());
  });
  const fromUnloadedDocument = (message: ConsoleMessage): boolean => {
    if (!message.text().startsWith('Failed to load resource')) return false;
    // Answered by the static host, which never serves the API (scripts/static-host.ts): the call
    // escaped the mock, which the events below may not show when the document was already gone.
    if (message.text().includes(`status of ${ESCAPED_API_CALL_STATUS} `)) return true;
    const url = message.location().url;
    const era = apiCallEra.get(url);
    return (era !== undefined && era < navigationEra) || escapedTheMock.has(url);
  };
  // A failed API call is judged at the end of the test, not when its console line arrives:
  // Playwright may deliver that line before the `response` event that shows the static host
  // answered it (a closing document's call), and judging early counted such a call as live.
  const failedApiCalls: ConsoleMessage[] = [];
  const isFailedApiCall = (message: ConsoleMessage) => {
    const url = message.location().url;
    return (
      message.text().startsWith('Failed to load resource') &&
      url !== undefined &&
      /^\/(api|broadcasting)\//.test(new URL(url).pathname)
    );
  };
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedFailure(page, message)) return;
    if (isFailedApiCall(message)) failedApiCalls.push(message);
    else browserErrors.list.push(`${prefix}${describeConsoleMessage(message)}`);
  });
  page.on('pageerror', (error) => {
    // A non-Error thrown or rejected arrives with no stack and no message: say so, with its name.
    const description =
      error.stack || error.message || `${error.name || 'a value'} with no message or stack`;
    browserErrors.list.push(`${prefix}uncaught page error: ${description}`);
  });
  // Decision 25: no request of the app ever carries the bearer token in its address. The tokens
  // are learnt from sign-in answers and from the page's storage; every request of the context
  // (the page's, its media's, the service worker's) is checked against them.
  const tokens = new Set<string>();
  const requestUrls: string[] = [];
  context.on('request', (request) => requestUrls.push(request.url()));
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('/api/login')) return;
    response
      .json()
      .then((body: { token?: unknown }) => {
        if (typeof body?.token === 'string') tokens.add(body.token);
      })
      .catch(() => {});
  });

  onCleanup(async () => {
    try {
      const stored = await page
        .evaluate(() => window.localStorage.getItem('token'))
        .catch(() => null);
      if (stored) tokens.add(stored);
    } catch {
      // A closed page keeps no token to read.
    }
    for (const token of tokens) {
      // Sanctum tokens are `{id}|{secret}`: the secret alone in an address leaks as much.
      const secret = token.split('|').pop() ?? token;
      const leaking = requestUrls.filter(
        (url) => url.includes(secret) || url.includes(encodeURIComponent(token)),
      );
      if (leaking.length > 0)
        browserErrors.list.push(`${prefix}the bearer token is in a request address: ${leaking[0]}`);
    }
    try {
      const failed = task.result?.state === 'fail' || browserErrors.list.length > 0;
      if (failed) {
        const name = `${task.fullName ?? task.name}${label ? ` ${label}` : ''}`;
        const file = await saveScreenshot(page, name);
        if (file)
          console.error(
            `[browser tests] screenshot of "${task.name}"${label ? ` (${label})` : ''}: ${relative(process.cwd(), file)}`,
          );
      }
    } finally {
      await context.close();
    }
    for (const message of failedApiCalls)
      if (!fromUnloadedDocument(message))
        browserErrors.list.push(`${prefix}${describeConsoleMessage(message)}`);
    for (const { expected, seen } of expectedFailures.get(page) ?? [])
      if (seen === 0 && task.result?.state !== 'fail')
        browserErrors.list.push(
          `${prefix}the expected failed request ${expected.status} ${expected.path} never happened`,
        );
    // Both pages of a test share the list: the first cleanup to find errors reports them all.
    if (browserErrors.list.length > 0 && !browserErrors.reported) {
      browserErrors.reported = true;
      throw new Error(
        `The browser reported ${browserErrors.list.length} error(s) during "${task.name}":\n` +
          browserErrors.list.map((line) => `  - ${line}`).join('\n'),
      );
    }
  });
  return page;
}

export const test = baseTest
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  // One chromium per test file, shared by its tests; each test gets its own context below.
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('browserErrors', (): BrowserErrors => ({ list: [], reported: false }))
  .extend('page', ({ browser, baseUrl, browserErrors, task }, { onCleanup }) =>
    monitoredPage(browser, baseUrl, browserErrors, task, onCleanup),
  )
  // A second person in another context (its own storage and session), for journeys where one
  // sees what the other does; created only for the tests that ask for it, watched the same way.
  .extend('secondPage', ({ browser, baseUrl, browserErrors, task }, { onCleanup }) =>
    monitoredPage(browser, baseUrl, browserErrors, task, onCleanup, 'second page'),
  );

export { describe, expect } from 'vitest';
