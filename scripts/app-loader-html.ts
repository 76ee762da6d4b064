// How every page of a build starts the app: one small inline script, the same text in every HTML
// file, which reads the modules to load from a JSON block beside it. Vite's own tags (a
// parser-inserted `<script type="module">` and its modulepreloads) would each need a place in the
// Content Security Policy; under `'strict-dynamic'` only the hashed loader does, and the modules it
// adds are trusted through it (scripts/content-security-policy.ts). The same text on every page
// keeps one set of hashes for the whole site, so a host can send one policy as a header.

/** The id of the JSON block that lists a page's modules. */
export const appModulesId = 'app-modules';

/** The Trusted Types policy through which the loader sets its one script address. */
export const appLoaderTrustedTypesPolicy = 'app-loader';

/** What a page loads: its entry module, and the chunks requested beside it. */
export interface AppModules {
  entry: string;
  preload: string[];
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const appModulesBlock = new RegExp(
  `<script type="application/json" id="${appModulesId}">([^<]*)</script>`,
);

/**
 * The loader. The first screen needs no script, so the page paints it before the app starts. The
 * modules (the entry and every chunk Vite or the route would preload) are requested the moment
 * the first screen has been painted: when the `first-contentful-paint` entry is reported (where
 * the browser reports no paint entries, in the task after the first frame). Not after the first
 * frame everywhere: that frame can end before its paint is presented, and 2 of 6 Lighthouse runs
 * of `/` then counted the scripts as holding the paint back (FCP 2.0 s against 1.1 s, score
 * 0.92). Requested beside the paint instead (measured on the 2-core machine), they pushed the
 * first paint from 0.6 s to 0.9–1.2 s on a slowed phone, and Lighthouse's FCP from 0.9 s to
 * 2.7–3.6 s, for 0.5 s of earlier input. On a slow link the stylesheets and the first screen's
 * image then have the line to themselves, on a fast one the app cannot arrive and run first, and
 * on two busy cores its start-up cannot hold the paint back. Where there is nothing to paint (a
 * page with no first screen, one that index.html's check hid, or a hidden tab) they are requested
 * at once, and after 2 s at the latest (an observer that cannot be used falls back to the first
 * frame). The entry runs once the document is parsed, as a `<script type="module">` in the markup
 * would: the app looks for #root. The stylesheets stay blocking: the first screen is laid out with
 * them. Its one script address goes through its own Trusted Types policy, made before any other
 * script can take the name, and which accepts only the build's own chunks.
 */
export const appLoaderScript = [
  '(function () {',
  '  var doc = document;',
  `  var modules = JSON.parse(doc.getElementById('${appModulesId}').textContent);`,
  '  var scriptUrls = window.trustedTypes',
  `    ? window.trustedTypes.createPolicy('${appLoaderTrustedTypesPolicy}', {`,
  '        createScriptURL: function (url) {',
  '          if (/^\\/assets\\/[\\w.-]+\\.js$/.test(url)) return url;',
  "          throw new TypeError('not a chunk of this build: ' + url);",
  '        },',
  '      })',
  '    : { createScriptURL: function (url) { return url; } };',
  '  var started = false;',
  '  function runEntry() {',
  "    var script = doc.createElement('script');",
  "    script.type = 'module';",
  "    script.crossOrigin = '';",
  '    script.src = scriptUrls.createScriptURL(modules.entry);',
  '    doc.head.appendChild(script);',
  '  }',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    [modules.entry].concat(modules.preload).forEach(function (href) {',
  "      var link = doc.createElement('link');",
  "      link.rel = 'modulepreload';",
  "      link.crossOrigin = '';",
  '      link.href = href;',
  '      doc.head.appendChild(link);',
  '    });',
  "    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', runEntry);",
  '    else runEntry();',
  '  }',
  '  var html = doc.documentElement;',
  "  var nothingToPaint = !html.hasAttribute('data-prerendered') || html.className.indexOf('skip-prerender') >= 0;",
  "  if (nothingToPaint || doc.visibilityState === 'hidden') return start();",
  // The fallbacks first: nothing below may keep the app from starting.
  '  setTimeout(start, 2000);',
  "  doc.addEventListener('visibilitychange', start);",
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
].join('\n');

/** The JSON block and the loader, as they stand in a page. */
const loaderTags = (modules: AppModules) =>
  `<script type="application/json" id="${appModulesId}">${scriptSafeJson(modules)}</script>\n` +
  `    <script>${appLoaderScript}</script>`;

/**
 * Vite's index.html with its entry script and modulepreloads replaced by the loader, which starts
 * the same modules (every build's pages; the prerender step then adds each page's own chunks).
 */
export function withAppLoader(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [
    ...html.matchAll(/\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  const modules: AppModules = { entry: entry[1]!, preload: preloads.map((preload) => preload[1]!) };
  return preloads
    .reduce((page, preload) => page.replace(preload[0], ''), html)
    .replace(entry[0], () => loaderTags(modules));
}

/** The modules a page of the build loads (its loader's JSON block). */
export function appModules(html: string): AppModules {
  const block = appModulesBlock.exec(html);
  if (!block) throw new Error(`the page has no #${appModulesId} block: was it built by Vite?`);
  return JSON.parse(block[1]!) as AppModules;
}

/** The page with its loader starting `modules` instead. */
export function withAppModules(html: string, modules: AppModules): string {
  if (!appModulesBlock.test(html))
    throw new Error(`the page has no #${appModulesId} block: was it built by Vite?`);
  return html.replace(
    appModulesBlock,
    () =>
      `<script type="application/json" id="${appModulesId}">${scriptSafeJson(modules)}</script>`,
  );
}
