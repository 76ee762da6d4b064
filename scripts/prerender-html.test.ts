import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/http/http-client';
import { storedValues } from '@/lib/storage';
import { readPrerenderedQueries } from '@/app/prerendered-queries';
import { appModules, withAppLoader } from './app-loader-html';
import {
  prerenderedFileName,
  prerenderedPage,
  withLoadedScripts,
  withOtherScripts,
} from './prerender-html';

// The shape of a built index.html: Vite writes the entry, its modulepreloads and the stylesheet,
// and the build starts them through the loader (app-loader-html.ts).
const built = withAppLoader(`<!doctype html>
<html lang="hy">
  <head>
    <title>Academy</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);

const screen = {
  route: '/about',
  html: '<header data-prerendered="">…</header><main data-prerendered=""><h1>Մեր մասին</h1></main>',
  title: 'Մեր մասին · Ակադեմիա <beta>',
  links: [
    { rel: 'stylesheet', path: '/assets/index-ghi.css' },
    { rel: 'stylesheet', path: '/assets/content-jkl.css' },
    { rel: 'modulepreload', path: '/assets/about-page-mno.js' },
  ],
};

describe('prerenderedPage', () => {
  const page = prerenderedPage(built, screen);

  it('puts the first screen in #root and names its path on <html>', () => {
    expect(page).toContain(`<div id="root">${screen.html}</div>`);
    expect(page).toContain('<html lang="hy" data-prerendered="/about">');
    expect(page).toContain('<title>Մեր մասին · Ակադեմիա &lt;beta></title>');
  });

  it("adds the page's own stylesheets (blocking) once each, and its chunks to those started after the paint", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/content-jkl.css">');
    expect(page.match(/index-ghi\.css/g)).toHaveLength(1);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(appModules(page)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js', '/assets/about-page-mno.js'],
    });
  });

  it('refuses a template that already holds a first screen', () => {
    expect(() => prerenderedPage(page, screen)).toThrow(/already/);
  });

  it('carries no reads and no reads mark for a screen without data', () => {
    expect(page).not.toContain('prerendered-queries');
    expect(page).not.toContain('data-prerendered-reads');
  });
});

describe('prerenderedPage with the reads its screen shows', () => {
  const queries = {
    answeredAt: 1_700_000_000_000,
    queries: [
      {
        queryKey: ['blog', 'listBlogs', { page: 1 }],
        // Text from the server that would end the script, or the markup, if written as is.
        data: {
          data: [{ id: 3, title_en: 'Tags like </script><script>alert(1)</script> and $&' }],
        },
      },
    ],
  };
  const page = prerenderedPage(built, {
    ...screen,
    route: '/blog',
    html: '<main data-prerendered=""><p>costs $& and $1</p></main>',
    queries,
  });

  it('marks <html> so the first-screen check knows the screen shows data', () => {
    expect(page).toContain('<html lang="hy" data-prerendered="/blog" data-prerendered-reads>');
  });

  it('embeds them as JSON that cannot close its script, and the app reads them back whole', () => {
    // The loader's, its module list's and the reads' own.
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    const body = new DOMParser().parseFromString(page, 'text/html');
    expect(readPrerenderedQueries(body)).toEqual(queries);
  });

  it("keeps the screen's text as it is, even where it looks like a replacement pattern", () => {
    expect(page).toContain('<p>costs $& and $1</p>');
  });
});

describe('withOtherScripts', () => {
  it('has the loader start other modules, in place of the app’s', () => {
    const page = withOtherScripts(
      built,
      ['/assets/react-x.js', '/assets/stack-y.js'],
      '/assets/floor-z.js',
    );
    expect(appModules(page)).toEqual({
      entry: '/assets/floor-z.js',
      preload: ['/assets/react-x.js', '/assets/stack-y.js'],
    });
    expect(page).not.toContain('/assets/index-abc.js');
    expect(page).not.toContain('/assets/react-def.js');
  });

  it('refuses a page without the loader', () => {
    expect(() => withOtherScripts('<html></html>', [], '/assets/floor-z.js')).toThrow(
      /app-modules/,
    );
  });
});

describe('withLoadedScripts', () => {
  const links = [
    { rel: 'stylesheet', path: '/assets/about-page-abc.css' },
    { rel: 'modulepreload', path: '/assets/about-page-mno.js' },
  ];

  it('adds the scripts the page loaded, once each, after its own links and in load order', () => {
    expect(
      withLoadedScripts(
        links,
        ['/assets/common-hy.js', '/assets/about-page-mno.js', '/assets/common-en.js'],
        ['/assets/take-over-first-screen-x1.js', '/assets/common-hy.js'],
      ),
    ).toEqual([
      ...links,
      { rel: 'modulepreload', path: '/assets/common-hy.js' },
      { rel: 'modulepreload', path: '/assets/common-en.js' },
      { rel: 'modulepreload', path: '/assets/take-over-first-screen-x1.js' },
    ]);
  });

  it('preloads only the build’s scripts: no reads, images, fonts or stylesheets', () => {
    expect(
      withLoadedScripts(
        [],
        [
          '/api/faqs',
          '/storage/auth/default.png',
          '/assets/dram-sign-x.woff2',
          '/assets/index-x.css',
          '/assets/nested/x.js',
          '/favicon.svg',
        ],
      ),
    ).toEqual([]);
  });
});

describe('prerenderedFileName', () => {
  it('names the files static hosts answer for clean URLs', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/why-choose-us')).toBe('why-choose-us.html');
    expect(prerenderedFileName('/single-blog/3')).toBe('single-blog/3.html');
  });
});

describe("index.html's first-screen check", () => {
  const source = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
  const code = /<script>([\s\S]*?)<\/script>/.exec(source)![1]!;

  function hides(options: {
    prerendered: string | null;
    path: string;
    search?: string;
    withReads?: boolean;
    stored?: Record<string, string>;
    storedInTab?: Record<string, string>;
  }) {
    const classes: string[] = [];
    const html = {
      getAttribute: () => options.prerendered,
      hasAttribute: (name: string) => name === 'data-prerendered-reads' && !!options.withReads,
      get className() {
        return classes.join(' ');
      },
      set className(value: string) {
        classes.splice(0, classes.length, ...value.trim().split(/\s+/));
      },
    };
    const stored = options.stored ?? {};
    const storedInTab = options.storedInTab ?? {};
    new Function('document', 'location', 'localStorage', 'sessionStorage', 'URLSearchParams', code)(
      { documentElement: html },
      { pathname: options.path, search: options.search ?? '' },
      { getItem: (key: string) => stored[key] ?? null },
      { getItem: (key: string) => storedInTab[key] ?? null },
      URLSearchParams,
    );
    return classes.includes('skip-prerender');
  }

  it('shows the first screen on its own path to a new visitor or an Armenian guest', () => {
    expect(hides({ prerendered: '/about', path: '/about' })).toBe(false);
    expect(
      hides({
        prerendered: '/about',
        path: '/about/',
        stored: { [storedValues.language.key]: 'arm' },
      }),
    ).toBe(false);
    expect(hides({ prerendered: '/', path: '/' })).toBe(false);
  });

  it('hides it for another language, a saved session, another path, or no first screen', () => {
    expect(
      hides({
        prerendered: '/about',
        path: '/about',
        stored: { [storedValues.language.key]: 'en' },
      }),
    ).toBe(true);
    expect(
      hides({ prerendered: '/about', path: '/about', stored: { [TOKEN_STORAGE_KEY]: 't' } }),
    ).toBe(true);
    expect(hides({ prerendered: '/', path: '/learner/wishlist' })).toBe(true);
    expect(hides({ prerendered: null, path: '/about' })).toBe(true);
  });

  it('shows a screen with data only for the data it shows: the first page, unsearched', () => {
    const blog = { prerendered: '/blog', path: '/blog', withReads: true };
    expect(hides(blog)).toBe(false);
    // The blog writes its page into the address, so a reload comes back with ?page=1.
    expect(hides({ ...blog, search: '?page=1' })).toBe(false);
    expect(hides({ ...blog, search: '?utm_source=mail' })).toBe(false);
    expect(hides({ ...blog, storedInTab: { [storedValues.blogPage.key]: '1' } })).toBe(false);
    expect(hides({ ...blog, search: '?page=2' })).toBe(true);
    expect(hides({ ...blog, search: '?page=x' })).toBe(true);
    expect(hides({ ...blog, storedInTab: { [storedValues.blogPage.key]: '3' } })).toBe(true);
    // The address names the page: a page kept in the tab does not override it.
    expect(
      hides({ ...blog, search: '?page=1', storedInTab: { [storedValues.blogPage.key]: '3' } }),
    ).toBe(false);
    const courses = { prerendered: '/courses', path: '/courses', withReads: true };
    expect(hides({ ...courses, search: '?page=1' })).toBe(false);
    expect(hides({ ...courses, search: '?search=art' })).toBe(true);
    expect(hides({ ...courses, search: '?page=1&search=art' })).toBe(true);
    // A screen without data is the same whatever the query string says.
    expect(hides({ prerendered: '/about', path: '/about', search: '?page=4' })).toBe(false);
  });
});
