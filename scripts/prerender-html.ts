// The HTML side of the prerender step (scripts/prerender.ts): how a page's first screen, taken
// from the built app in Chromium, is written into a copy of the built index.html.
import { prerenderedQueriesId, type PrerenderedQueries } from '../src/app/prerendered-queries';

/** One public page's first screen, as the app rendered it at build time. */
export interface FirstScreen {
  route: string;
  /** #root's markup; each top-level element carries `data-prerendered`. */
  html: string;
  title: string;
  /** Stylesheets and module chunks the app had added to <head> for this page. */
  links: { rel: string; path: string }[];
  /** The public reads the screen shows, answered at build time; none when it waits for data. */
  queries?: PrerenderedQueries;
}

/**
 * The chunks a page's HTML has requested after its paint: those the app had added to <head> and
 * every other script the page loaded while it rendered (its words, in Armenian and the English
 * fallback; the header's and footer's lazy parts) and `alsoPreload` (the take-over of the first
 * screen, which a page without one never loads). Left to the app, each set is found only once the
 * one before it has run: three waves of round trips on a slow link instead of one.
 */
export function withLoadedScripts(
  links: FirstScreen['links'],
  loadedScripts: readonly string[],
  alsoPreload: readonly string[] = [],
): FirstScreen['links'] {
  const paths = new Set(links.map(({ path }) => path));
  const more: FirstScreen['links'] = [];
  for (const path of [...loadedScripts, ...alsoPreload]) {
    if (!/^\/assets\/[^/]+\.js$/.test(path) || paths.has(path)) continue;
    paths.add(path);
    more.push({ rel: 'modulepreload', path });
  }
  return [...links, ...more];
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The first screen needs no script, so the page paints it before the app starts. The modules
 * (the entry and every chunk Vite or the route would preload) are requested the moment the first
 * screen has been painted: when the `first-contentful-paint` entry is reported (where the browser
 * reports no paint entries, in the task after the first frame). Not after the first frame
 * everywhere: that frame can end before its paint is presented, and 2 of 6 Lighthouse runs of `/`
 * then counted the scripts as holding the paint back (FCP 2.0 s against 1.1 s, score 0.92).
 * Requested beside the paint instead (issue 31, measured on the 2-core machine), they pushed the
 * first paint from 0.6 s to 0.9–1.2 s on a slowed phone, and Lighthouse's FCP from 0.9 s to
 * 2.7–3.6 s, for 0.5 s of earlier input. On a slow link the stylesheets and the first screen's
 * image then have the line to themselves, on a fast one the app cannot arrive and run first, and
 * on two busy cores its start-up cannot hold the paint back. Where there is nothing to paint
 * (index.html's check hid the first screen, or the tab is hidden) they are requested at once, and
 * after 2 s at the latest (an observer that cannot be used falls back to the first frame). The
 * stylesheets stay blocking: the first screen is laid out with them.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const startAfterPaint = [
    '<script>',
    '(function () {',
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    `    ${JSON.stringify(preloads.map((preload) => preload[1]))}.forEach(function (href) {`,
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    `    script.src = '${entry[1]}';`,
    '    document.head.appendChild(script);',
    '  }',
    "  var nothingToPaint = document.documentElement.className.indexOf('skip-prerender') >= 0;",
    "  if (nothingToPaint || document.visibilityState === 'hidden') return start();",
    // The fallbacks first: nothing below may keep the app from starting.
    '  setTimeout(start, 2000);',
    "  document.addEventListener('visibilitychange', start);",
    '  function afterFirstFrame() {',
    '    requestAnimationFrame(function () {',
    '      setTimeout(start, 0);',
    '    });',
    '  }',
    '  var observer = window.PerformanceObserver;',
    "  if (!observer || (observer.supportedEntryTypes || []).indexOf('paint') < 0) return afterFirstFrame();",
    '  try {',
    '    new observer(function (list) {',
    "      if (list.getEntriesByName('first-contentful-paint').length > 0) start();",
    "    }).observe({ type: 'paint', buffered: true });",
    '  } catch (unusable) {',
    '    afterFirstFrame();',
    '  }',
    '})();',
    '</script>',
  ].join('\n');
  return preloads
    .reduce((page, preload) => page.replace(preload[0], ''), html)
    .replace(entry[0], startAfterPaint);
}

/**
 * A page of `withScriptsAfterPaint` with other modules in place of the app's, requested the same
 * way: `npm run perf:stack-floor` measures the fixed stack alone in a real page of the build.
 */
export function withOtherScripts(html: string, preloads: string[], entry: string): string {
  const preloadList = /\["\/assets\/[^\]]*"\]\.forEach/;
  const entryScript = /script\.src = '\/assets\/[^']+';/;
  if (!preloadList.test(html) || !entryScript.test(html)) {
    throw new Error('the page has no after-paint loader of withScriptsAfterPaint');
  }
  return html
    .replace(preloadList, () => `${JSON.stringify(preloads)}.forEach`)
    .replace(entryScript, () => `script.src = '${entry}';`);
}

/**
 * The file static hosts (and `vite preview`) answer for a clean URL: `/about` → about.html,
 * `/single-blog/3` → single-blog/3.html.
 */
export function prerenderedFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** index.html with `screen` in #root, its title, its stylesheets and chunks in <head>. */
export function prerenderedPage(template: string, screen: FirstScreen): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root: was it prerendered already?');
  const links = screen.links
    .filter(({ path }) => !template.includes(`"${path}"`))
    .map(({ rel, path }) =>
      rel === 'stylesheet'
        ? `<link rel="stylesheet" crossorigin href="${path}">`
        : `<link rel="modulepreload" crossorigin href="${path}">`,
    );
  // The page's chunks join Vite's preloads, which withScriptsAfterPaint requests after the paint.
  const escapedTitle = screen.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const hasReads = (screen.queries?.queries.length ?? 0) > 0;
  // index.html's check hides a screen with data where the address asks for other data.
  const htmlAttributes = `data-prerendered="${screen.route}"${hasReads ? ' data-prerendered-reads' : ''}`;
  const reads = hasReads
    ? `<script type="application/json" id="${prerenderedQueriesId}">${scriptSafeJson(screen.queries)}</script>`
    : '';
  return withScriptsAfterPaint(template.replace('</head>', `${links.join('')}</head>`))
    .replace('<html lang="hy">', `<html lang="hy" ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${reads}`);
}
