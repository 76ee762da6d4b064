// The HTML side of the prerender step (scripts/prerender.ts): how a page's first screen, taken
// from the built app in Chromium, is written into a copy of the built index.html.

/** One public page's first screen, as the app rendered it with its data still on the way. */
export interface FirstScreen {
  route: string;
  /** #root's markup; each top-level element carries `data-prerendered`. */
  html: string;
  title: string;
  /** Stylesheets and module chunks the app had added to <head> for this page. */
  links: { rel: string; path: string }[];
}

/**
 * The first screen needs no script, so the page paints it before the app starts:
 * - the app's modules are fetched at once but at low priority (modulepreload), so on a slow link
 *   the stylesheets and the first screen's image come first, and Lighthouse's model (which counts
 *   any high-priority script as blocking the first paint) sees the page as it really paints;
 * - the entry runs after the first frame: on a fast link the modules would otherwise arrive and
 *   run before the browser has painted anything. A hidden tab (no frames) starts it at once.
 * The route's stylesheets stay blocking: the first screen is laid out with them.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const startAfterPaint = [
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry[1]}">`,
    '<script>',
    '(function () {',
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    `    script.src = '${entry[1]}';`,
    '    document.head.appendChild(script);',
    '  }',
    "  if (document.visibilityState === 'hidden') start();",
    '  else requestAnimationFrame(function () { setTimeout(start); });',
    "  document.addEventListener('visibilitychange', start);",
    '})();',
    '</script>',
  ].join('\n');
  return html
    .replace(entry[0], startAfterPaint)
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

/** The file static hosts (and `vite preview`) answer for a clean URL: `/about` → about.html. */
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
  const escapedTitle = screen.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return withScriptsAfterPaint(template.replace('</head>', `${links.join('')}</head>`))
    .replace('<html lang="hy">', `<html lang="hy" data-prerendered="${screen.route}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${screen.html}</div>`);
}
