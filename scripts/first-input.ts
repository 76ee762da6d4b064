// The part of `npm run perf` that measures when a page answers, not only when it paints: each
// public page is opened on a slow phone's profile (CPU 4x slower, 150 ms / 1.6 Mbps), the
// header's language switcher is pressed the moment the first paint is seen, and the time until
// its menu is on screen is "first working input" (counted from the first paint). The press's
// Interaction to Next Paint is read from the Event Timing API, and the time until the app has
// replaced the prerendered first screen ("app started") is reported beside it: the switcher
// works before the app (src/app/first-screen/early-language-menu.ts), the page's other buttons
// wait for it. A benchmark, not a test.
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './static-host';

/** Chromium's throttling for a mid-range phone on a slow mobile connection. */
export const slowPhone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

export interface FirstInputRun {
  /** first-contentful-paint, ms after navigation start. */
  firstPaint: number;
  /** From the first paint until the pressed menu was on screen, ms. */
  firstWorkingInput: number;
  /** The longest event duration of the press's interaction (its INP), ms; 0 when none passed 16 ms. */
  inp: number;
  /** From the first paint until the app had replaced the prerendered first screen, ms. */
  appStarted: number;
}

/** What the page records for the measurement (installed before any of its scripts). */
function recorder() {
  const record = { firstPaint: -1, menuShownAt: -1, inp: 0, appStartedAt: -1 };
  (window as unknown as { __firstInput: typeof record }).__firstInput = record;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && record.firstPaint < 0) record.firstPaint = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) record.inp = Math.max(record.inp, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  let sawFirstScreen = false;
  new MutationObserver(() => {
    // The app's first commit replaces the prerendered first screen (#root > [data-prerendered]).
    const firstScreen = document.querySelector('#root > [data-prerendered]') !== null;
    if (firstScreen) sawFirstScreen = true;
    else if (sawFirstScreen && record.appStartedAt < 0) record.appStartedAt = performance.now();
    if (record.menuShownAt >= 0) return;
    const menu = document.querySelector('[role="menu"]');
    if (menu && menu.getBoundingClientRect().height > 0) record.menuShownAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

type Recorded = { firstPaint: number; menuShownAt: number; inp: number; appStartedAt: number };

async function measureOnce(browser: Browser, url: string): Promise<FirstInputRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.downloadBytesPerSecond,
      uploadThroughput: slowPhone.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
    await page.addInitScript(recorder);
    const read = () =>
      page.evaluate(() => (window as unknown as { __firstInput: Recorded }).__firstInput);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while ((await read()).firstPaint < 0) {
      if (Date.now() > deadline) throw new Error(`${url}: no first paint within 60 s`);
    }
    // The press as a person makes it, at the first paint: on whatever the page shows then.
    // (The prerendered trigger, the app's look-alike and the real one share this class.)
    await page.locator('.language-switcher__trigger').first().click({ timeout: 60_000 });
    // Then the menu on screen, and the app's own start (whichever comes later is waited for).
    await page.waitForFunction(
      () => {
        const { menuShownAt, appStartedAt } = (window as unknown as { __firstInput: Recorded })
          .__firstInput;
        return menuShownAt >= 0 && appStartedAt >= 0;
      },
      undefined,
      { timeout: Math.max(1, deadline - Date.now()), polling: 'raf' },
    );
    const recorded = await read();
    return {
      firstPaint: recorded.firstPaint,
      firstWorkingInput: recorded.menuShownAt - recorded.firstPaint,
      inp: recorded.inp,
      appStarted: recorded.appStartedAt - recorded.firstPaint,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface FirstInputRow {
  route: string;
  firstPaint: number;
  firstWorkingInput: number;
  inp: number;
  appStarted: number;
  runs: FirstInputRun[];
}

/** Medians of `runs` measurements of each route, on the slow phone profile. */
export async function measureFirstInput(
  base: string,
  routes: string[],
  runs: number,
): Promise<FirstInputRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await measureOnce(browser, base + routes[0]); // a fresh browser's own start-up, not counted
    const rows: FirstInputRow[] = [];
    for (const route of routes) {
      const measured: FirstInputRun[] = [];
      for (let run = 0; run < runs; run += 1)
        measured.push(await measureOnce(browser, base + route));
      rows.push({
        route,
        firstPaint: median(measured.map((m) => m.firstPaint)),
        firstWorkingInput: median(measured.map((m) => m.firstWorkingInput)),
        inp: median(measured.map((m) => m.inp)),
        appStarted: median(measured.map((m) => m.appStarted)),
        runs: measured,
      });
      console.info(
        `${route}: first working input ${measured.map((m) => Math.round(m.firstWorkingInput)).join(' ')} ms after the first paint, app started ${measured.map((m) => Math.round(m.appStarted)).join(' ')} ms after it`,
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function firstInputTable(rows: FirstInputRow[]): string {
  return [
    '| route | first paint | first working input (after the first paint) | INP of that press | app started (after the first paint) |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.route.replace(/\/\d+$/, '/{id}')}\` | ${(row.firstPaint / 1000).toFixed(2)} s | ${(row.firstWorkingInput / 1000).toFixed(2)} s | ${Math.round(row.inp)} ms | ${(row.appStarted / 1000).toFixed(2)} s |`,
    ),
  ].join('\n');
}
