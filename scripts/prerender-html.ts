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

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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
  // The page's chunks join Vite's preloads: the app is requested at once, beside the first
  // paint, so the screen answers presses as soon as possible (early-input-guard.ts keeps those
  // made before that).
  const escapedTitle = screen.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const hasReads = (screen.queries?.queries.length ?? 0) > 0;
  // index.html's check hides a screen with data where the address asks for other data.
  const htmlAttributes = `data-prerendered="${screen.route}"${hasReads ? ' data-prerendered-reads' : ''}`;
  const reads = hasReads
    ? `<script type="application/json" id="${prerenderedQueriesId}">${scriptSafeJson(screen.queries)}</script>`
    : '';
  return template
    .replace('</head>', `${links.join('')}</head>`)
    .replace('<html lang="hy">', `<html lang="hy" ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${reads}`);
}
