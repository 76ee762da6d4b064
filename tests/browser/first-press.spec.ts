// Under the development server (`npm start`), where the header's menu chunk arrives slowly, the
// first press on a header control is not lost: the account menu clicked the moment the home page
// shows after signing in opens with the user's name and e-mail, and the language switcher
// clicked on a first visit opens its languages. The chunk is held back until after the click, so
// the press always lands on the look-alike trigger, as on a slow phone connection.
import type { AddressInfo } from 'node:net';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { armTexts as arm, enTexts as en, submitSignIn, waitForApp } from './support/app';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, launchChromium, test as baseTest } from './support/browser';

/** The module that holds the header's menus, as the development server serves it. */
const HEADER_CONTROLS = /\/src\/app\/layout\/header-controls\.tsx(\?|$)/;

/** While set, the development server answers the header's menu module only once it settles. */
let headerControlsGate: Promise<void> | null = null;

/**
 * Holds the header's menu chunk back until the returned function is called. Done in the server:
 * the page's requests go through the mock's service worker, out of the browser's routing.
 */
function holdHeaderControls(): () => void {
  let release!: () => void;
  headerControlsGate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    headerControlsGate = null;
    release();
  };
}

const holdHeaderControlsPlugin: Plugin = {
  name: 'hold-header-controls',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const gate = headerControlsGate;
      if (gate && HEADER_CONTROLS.test(request.url ?? '')) void gate.then(() => next());
      else next();
    });
  },
};

async function startDevServer(): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    mode: 'e2e',
    logLevel: 'warn',
    clearScreen: false,
    plugins: [holdHeaderControlsPlugin],
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false, open: false },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite is not listening on TCP');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/**
 * The first visit to a cold development server transforms and pre-bundles the app's modules and
 * may reload the page once when it discovers a dependency; the journeys start after that, on a
 * page that has rendered and loaded the header's menus once.
 */
async function warmUp(url: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: url });
    page.setDefaultTimeout(120_000);
    for (const path of ['/', '/sign-in']) {
      await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
      await waitForApp(page);
      await page.locator('.language-switcher__trigger[data-state]').waitFor({ state: 'attached' });
    }
  } finally {
    await browser.close();
  }
}

// The server starts and warms up before the first journey, under a hook's own generous timeout
// (a cold development server on a busy 2-core machine takes a while), not a journey's.
let devServer: { server: ViteDevServer; url: string } | null = null;
beforeAll(async () => {
  devServer = await startDevServer();
  await warmUp(devServer.url);
}, 300_000);
afterAll(async () => {
  headerControlsGate = null;
  await devServer?.server.close();
});

const test = baseTest.extend('baseUrl', { scope: 'file' }, () => {
  if (!devServer) throw new Error('the development server did not start');
  return devServer.url;
});

/** Journeys on the development server's unbundled modules are slower than on the build. */
const journey = { timeout: 180_000 };

describe('a press before the header menus have arrived (development server)', () => {
  test(
    'the account menu clicked right after signing in opens with the name and e-mail',
    journey,
    async ({ page }) => {
      page.setDefaultTimeout(60_000);
      page.setDefaultNavigationTimeout(120_000);
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
      });
      const release = holdHeaderControls();
      await page.goto('/sign-in', { waitUntil: 'load' });
      await waitForApp(page);
      await submitSignIn(page, 'learner');

      // As soon as the avatar shows: no wait for anything else.
      const name = 'Lilit Learner';
      const avatar = page
        .getByRole('banner')
        .getByRole('button', { name: en.account.open.replace('{{name}}', name) });
      await avatar.click();
      expect(await avatar.getAttribute('aria-haspopup')).toBe('menu');
      expect(await page.getByRole('menu').count()).toBe(0);

      release();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await menu.getByText(name, { exact: true }).waitFor();
      await menu.getByText(READY_ACCOUNTS.learner.email, { exact: true }).waitFor();
      await expect
        .poll(() => menu.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
    },
  );

  test(
    'the language switcher clicked on a first visit opens, and a language can be chosen',
    journey,
    async ({ page }) => {
      page.setDefaultTimeout(60_000);
      page.setDefaultNavigationTimeout(120_000);
      const release = holdHeaderControls();
      await page.goto('/', { waitUntil: 'load' });
      await waitForApp(page);

      // A first visit is in Armenian.
      const switcher = page.getByRole('banner').getByRole('button', {
        name: arm.language.current.replace('{{language}}', arm.language.arm),
      });
      await switcher.click();
      expect(await page.getByRole('menu').count()).toBe(0);

      release();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await menu.getByRole('menuitemradio', { name: arm.language.en }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    },
  );
});
