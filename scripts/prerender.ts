// Paints the first screen of the public pages before any script runs (docs/performance.md).
// After `vite build`, this opens each public page of the built app in Chromium, signed out, and
// writes the markup above the fold into the page's HTML file (`/` → index.html, `/about` →
// about.html, `/single-blog/3` → single-blog/3.html: the names static hosts and `vite preview`
// answer for clean URLs). The public reads (GET /api/…) go to the backend the build points at,
// and their answers are embedded next to the markup, so the app's first render shows the same
// data and then refetches it (src/app/prerendered-queries.ts). Anything else is held unanswered,
// as is every read when that backend cannot be reached: those blocks stay in their loading state.
// Articles and courses the pages link to are made too (linkedPrerenderedRoutes). The app never
// hydrates the markup: its first render replaces it in one commit, so it cannot mismatch. The
// inline script in index.html hides it wherever the app would render something else first:
// another language, a signed-in session (which starts with a spinner), another address.
// Usage: tsx scripts/prerender.ts [--out-dir dist] (relative to the checkout, or absolute)
//        [--linked-pages N] (at most N linked articles and N courses; 60 when not given)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { prerenderHook, type PrerenderedQueries } from '../src/app/prerendered-queries';
import { prerenderLinkedPages, prerenderOutDir } from './prerender-args';
import {
  prerenderedFileName,
  prerenderedPage,
  withLoadedScripts,
  type FirstScreen,
} from './prerender-html';
import { withPolicyOfTemplate } from './content-security-policy';
import { linkedPrerenderedRoutes, prerenderedRoutes, prerenderedWithReads } from './public-routes';
import { chromiumArgs, headlessChromiumPath, serveBuild } from './static-host';

const root = process.cwd();
const outDir = prerenderOutDir(process.argv, root);
const linkedPages = prerenderLinkedPages(process.argv);
/** Phones are the slow case the first paint is for; wider screens re-lay the same markup. */
const viewport = { width: 412, height: 823 };

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error(`${outDir}/index.html has no empty #root: was it prerendered already?`);

/**
 * The chunk that takes a prerendered first screen over (src/app/first-screen): the pages made
 * here are the only ones that load it, so the app the prerender drives never did.
 */
const takeOverChunk = (() => {
  const files = readdirSync(join(outDir, 'assets')).filter((file) =>
    /^take-over-first-screen-[\w-]+\.js$/.test(file),
  );
  if (files.length !== 1)
    throw new Error(`${outDir}/assets: ${files.length} take-over-first-screen chunks, not one`);
  return `/assets/${files[0]}`;
})();

if (!existsSync(headlessChromiumPath)) {
  // One line instead of Playwright's stack trace: `npm run build` installs it when it can.
  console.error(
    `prerender: ${headlessChromiumPath} is missing; install it with \`bash scripts/ensure-chromium.sh\` (root or sudo), or set CHROME_PATH.`,
  );
  process.exit(1);
}

const server = await serveBuild(root, outDir);
const browser = await chromium.launch({
  executablePath: headlessChromiumPath,
  headless: true,
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((hook) => {
    (window as unknown as Record<string, unknown>)[hook] = {};
  }, prerenderHook);
  const pages: FirstScreen[] = [];
  const queue: string[] = [...prerenderedRoutes];
  const linkedCounts = linkedPrerenderedRoutes.map(() => 0);
  for (let index = 0; index < queue.length; index += 1) {
    const route = queue[index]!;
    const withReads =
      prerenderedWithReads.includes(route) ||
      linkedPrerenderedRoutes.some((linked) => linked.test(route));
    const { screen, links } = await renderFirstScreen(await context.newPage(), route, withReads);
    pages.push(screen);
    for (const link of links) {
      const pattern = linkedPrerenderedRoutes.findIndex((linked) => linked.test(link));
      if (pattern < 0 || queue.includes(link) || linkedCounts[pattern]! >= linkedPages) continue;
      linkedCounts[pattern]! += 1;
      queue.push(link);
    }
  }
  for (const screen of pages) {
    // The page's own inline scripts, hashed into its policy (the template's rest is kept).
    const file = withPolicyOfTemplate(prerenderedPage(template, screen), template);
    const name = prerenderedFileName(screen.route);
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), file);
    console.info(
      `prerendered ${screen.route} → ${outDir}/${name} (${Math.round(file.length / 1024)} KB, ${screen.queries?.queries.length ?? 0} reads)`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

/**
 * Opens `route`, lets its chunks load and, `withReads`, its public reads answer, and takes its
 * first screen, those reads and the addresses it links to.
 */
async function renderFirstScreen(
  page: Page,
  route: string,
  withReads: boolean,
): Promise<{ screen: FirstScreen; links: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Requests still on the way, except those held for good.
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const hold = (request: Request) => pending.delete(request);
  await page.route(
    (url) => /^\/(api|storage|broadcasting)\//.test(url.pathname),
    async (handled) => {
      const request = handled.request();
      const isRead =
        request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/');
      if (!withReads || !isRead) return hold(request);
      try {
        const response = await handled.fetch();
        // Only real answers are built in: a refusal, a server error, or the static host's
        // index.html (a build with no backend of its own) leave the block loading.
        const isJson = (response.headers()['content-type'] ?? '').includes('json');
        if (!response.ok() || !isJson) return hold(request);
        // A backend that allows only its own site's origin would have Chromium refuse the
        // answer on the build's local address.
        const origin = request.headers().origin;
        const headers = origin
          ? { ...response.headers(), 'access-control-allow-origin': origin }
          : response.headers();
        await handled.fulfill({ response, headers });
      } catch {
        // The backend cannot be reached from the build: the block keeps its loading state.
        hold(request);
      }
    },
  );
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      document.querySelector('#main > *') !== null &&
      document.querySelector('.full-page-spinner') === null,
    undefined,
    { timeout: 30_000 },
  );
  // Settled: nothing on the way for half a second (reads, late chunks, the header's controls).
  let quietSince = Date.now();
  let settled = false;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    await page.waitForTimeout(100);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) {
      settled = true;
      break;
    }
  }
  if (!settled) console.warn(`prerender: ${route} still loading after 15 s; taken as it is`);
  if (errors.length > 0) throw new Error(`${route}: ${errors.join('; ')}`);
  // A failed block (an answer the page refused) is never built in: the page is made again with
  // its reads held, so it shows skeletons, as a build without a backend does.
  const failedBlocks = await page.locator('#main .remote-state--error').count();
  if (failedBlocks > 0) {
    await page.close();
    if (!withReads) throw new Error(`${route} shows an error with every read held`);
    console.warn(`prerender: ${route} failed to show the backend's answers; made without them`);
    return renderFirstScreen(await page.context().newPage(), route, false);
  }
  const snapshot = await page.evaluate((hook) => {
    const container = document.getElementById('root')!;
    // Only the first screen: what starts below it (later sections, the footer) is left to the
    // app, so the HTML the phone parses, styles and lays out before anything is interactive
    // stays small. The page keeps its height (main is at least a screen tall), so nothing
    // above the fold moves when the app adds the rest.
    const copy = container.cloneNode(true) as HTMLElement;
    const live = [...container.querySelectorAll('#main > *, #root > footer')];
    const copies = [...copy.querySelectorAll('#main > *, #root > footer')];
    live.forEach((element, index) => {
      if (element.getBoundingClientRect().top >= window.innerHeight) copies[index]!.remove();
    });
    // Marked so index.html's rule can hide the prerendered screen and never the app's own.
    for (const child of copy.children) child.setAttribute('data-prerendered', '');
    const exposed = (window as unknown as Record<string, { snapshot?: () => unknown }>)[hook];
    return {
      html: copy.innerHTML,
      // The route's own stylesheets and chunks, which the app adds to <head> as it loads them.
      links: [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel="stylesheet"], link[rel="modulepreload"]',
        ),
      ].map((link) => ({ rel: link.rel, path: new URL(link.href).pathname })),
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname),
      title: document.title,
      lang: document.documentElement.lang,
      queries: exposed?.snapshot?.(),
      addresses: [...container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
        (anchor) => new URL(anchor.href).pathname,
      ),
    };
  }, prerenderHook);
  await page.close();
  if (snapshot.lang !== 'hy')
    throw new Error(`${route} rendered in ${snapshot.lang}, not Armenian`);
  return {
    screen: {
      route,
      html: snapshot.html,
      title: snapshot.title,
      links: withLoadedScripts(snapshot.links, snapshot.scripts, [takeOverChunk]),
      queries: snapshot.queries as PrerenderedQueries | undefined,
    },
    links: snapshot.addresses,
  };
}
