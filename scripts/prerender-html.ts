// The HTML side of the prerender step (scripts/prerender.ts): how a page's first screen, taken
// from the built app in Chromium, is written into a copy of the built index.html.
import { prerenderedQueriesId, type PrerenderedQueries } from '../src/app/prerendered-queries';
import { appModules, scriptSafeJson, withAppModules } from './app-loader-html';

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

/**
 * A page of the build with other modules in place of the app's, started by the same loader:
 * `npm run perf:stack-floor` measures the fixed stack alone in a real page of the build.
 */
export function withOtherScripts(html: string, preloads: string[], entry: string): string {
  return withAppModules(html, { entry, preload: preloads });
}

/**
 * The file static hosts (and `vite preview`) answer for a clean URL: `/about` → about.html,
 * `/single-blog/3` → single-blog/3.html.
 */
export function prerenderedFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * index.html with `screen` in #root, its title, its stylesheets in <head> and its chunks beside
 * the entry, which the page's loader requests after the paint (app-loader-html.ts).
 */
export function prerenderedPage(template: string, screen: FirstScreen): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root: was it prerendered already?');
  const modules = appModules(template);
  const stylesheets = screen.links
    .filter(({ rel, path }) => rel === 'stylesheet' && !template.includes(`"${path}"`))
    .map(({ path }) => `<link rel="stylesheet" crossorigin href="${path}">`);
  const known = new Set([modules.entry, ...modules.preload]);
  const chunks = screen.links
    .filter(({ rel, path }) => rel === 'modulepreload' && !known.has(path))
    .map(({ path }) => path);
  const escapedTitle = screen.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const hasReads = (screen.queries?.queries.length ?? 0) > 0;
  // index.html's check hides a screen with data where the address asks for other data.
  const htmlAttributes = `data-prerendered="${screen.route}"${hasReads ? ' data-prerendered-reads' : ''}`;
  const reads = hasReads
    ? `<script type="application/json" id="${prerenderedQueriesId}">${scriptSafeJson(screen.queries)}</script>`
    : '';
  return withAppModules(template.replace('</head>', `${stylesheets.join('')}</head>`), {
    ...modules,
    preload: [...modules.preload, ...chunks],
  })
    .replace('<html lang="hy">', `<html lang="hy" ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${reads}`);
}
