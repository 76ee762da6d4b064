// Paints the first screen of the public pages before any script runs (docs/performance.md).
// After `vite build`, this opens each public page of the built app in Chromium with every API
// call held unanswered, so the page stops at its loading state (header, banner, headings,
// skeletons: nothing from the server, nothing that could be stale), and writes that markup into
// the page's HTML file (`/` → index.html, `/about` → about.html, the names static hosts and
// `vite preview` answer for clean URLs). The app never hydrates it: its first render replaces
// it in one commit, so it cannot mismatch. The inline script in index.html hides it wherever the
// app would render something else first: another language, a signed-in session (which starts
// with a spinner), or another path (index.html is also every deep link's fallback).
// Usage: tsx scripts/prerender.ts [--out-dir dist]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { prerenderedFileName, prerenderedPage, type FirstScreen } from './prerender-html';
import { prerenderedRoutes } from './public-routes';
import { chromiumArgs, chromiumPath, serveBuild } from './static-host';

const root = process.cwd();
const outDirIndex = process.argv.indexOf('--out-dir');
const outDir = outDirIndex > 0 ? process.argv[outDirIndex + 1]! : 'dist';
/** Phones are the slow case the first paint is for; wider screens re-lay the same markup. */
const viewport = { width: 412, height: 823 };

const template = readFileSync(join(root, outDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error(`${outDir}/index.html has no empty #root: was it prerendered already?`);

const server = await serveBuild(root, outDir);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({ viewport });
  // Held, never answered: each data block stays in its loading state.
  await context.route(
    (url) => /^\/(api|storage|broadcasting)\//.test(url.pathname),
    () => undefined,
  );
  const pages: FirstScreen[] = [];
  for (const route of prerenderedRoutes) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    await page.waitForFunction(
      () =>
        document.querySelector('#main > *') !== null &&
        document.querySelector('.full-page-spinner') === null,
      undefined,
      { timeout: 30_000 },
    );
    // The header's deferred controls and late chunks settle; no data can arrive.
    await page.waitForTimeout(1_000);
    if (errors.length > 0) throw new Error(`${route}: ${errors.join('; ')}`);
    const snapshot = await page.evaluate(() => {
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
      return {
        html: copy.innerHTML,
        // The route's own stylesheets and chunks, which the app adds to <head> as it loads them.
        links: [
          ...document.head.querySelectorAll<HTMLLinkElement>(
            'link[rel="stylesheet"], link[rel="modulepreload"]',
          ),
        ].map((link) => ({ rel: link.rel, path: new URL(link.href).pathname })),
        title: document.title,
        lang: document.documentElement.lang,
      };
    });
    if (snapshot.lang !== 'hy')
      throw new Error(`${route} rendered in ${snapshot.lang}, not Armenian`);
    pages.push({ route, html: snapshot.html, title: snapshot.title, links: snapshot.links });
    await page.close();
  }
  for (const screen of pages) {
    const file = prerenderedPage(template, screen);
    const name = prerenderedFileName(screen.route);
    writeFileSync(join(root, outDir, name), file);
    console.info(
      `prerendered ${screen.route} → ${outDir}/${name} (${Math.round(file.length / 1024)} KB)`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
