import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_STORAGE_KEY } from '@/entities/blog/blog-page-storage';
import { TOKEN_STORAGE_KEY } from '@/lib/http/http-client';
import { languageStorageKey } from '@/lib/i18n/languages';
import { readPrerenderedQueries } from '@/app/prerendered-queries';
import {
  prerenderedFileName,
  prerenderedPage,
  scriptSafeJson,
  withLoadedScripts,
  withOtherScripts,
  withScriptsAfterPaint,
} from './prerender-html';

// The shape of a built index.html (Vite writes the entry, its modulepreloads and the stylesheet).
const built = `<!doctype html>
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
</html>`;

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
    expect(page).toContain('"/assets/about-page-mno.js"');
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
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the starter's and the reads' own
    const body = new DOMParser().parseFromString(page, 'text/html');
    expect(readPrerenderedQueries(body)).toEqual(queries);
  });

  it("keeps the screen's text as it is, even where it looks like a replacement pattern", () => {
    expect(page).toContain('<p>costs $& and $1</p>');
  });
});

describe('scriptSafeJson', () => {
  it('writes every < as an escape that JSON reads back as <', () => {
    const value = { text: '<!-- </script>' };
    expect(scriptSafeJson(value)).not.toContain('<');
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});

describe('withScriptsAfterPaint', () => {
  const html = withScriptsAfterPaint(built);

  it('leaves no module in the markup: the first paint waits for nothing but the stylesheets', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  function runStarter(
    options: {
      visibility?: 'visible' | 'hidden';
      htmlClass?: string;
      paintEntries?: false;
      observer?: 'missing' | 'throws';
    } = {},
  ) {
    const appended: { tag: string; type: string; src: string; rel: string; href: string }[] = [];
    const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const frames: (() => void)[] = [];
    const listeners: { type: string; listener: () => void }[] = [];
    const fakeDocument = {
      visibilityState: options.visibility ?? 'visible',
      documentElement: { className: options.htmlClass ?? '' },
      createElement: (tag: string) => ({ tag, type: '', src: '', rel: '', href: '' }),
      head: {
        appendChild: (node: {
          tag: string;
          type: string;
          src: string;
          rel: string;
          href: string;
        }) => appended.push(node),
      },
      addEventListener: (type: string, listener: () => void) => listeners.push({ type, listener }),
    };
    class FakePerformanceObserver {
      static supportedEntryTypes = options.paintEntries === false ? ['navigation'] : ['paint'];
      constructor(callback: (typeof paintObservers)[number]) {
        paintObservers.push(callback);
      }
      observe() {
        // An engine that lists paint entries but not the `type` option, or a stubbed observer.
        if (options.observer === 'throws') throw new TypeError('observe() takes entryTypes');
      }
    }
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', code)(
      fakeDocument,
      { PerformanceObserver: options.observer === 'missing' ? undefined : FakePerformanceObserver },
      (callback: () => void, delay: number) => timers.push({ callback, delay }),
      (callback: () => void) => frames.push(callback),
    );
    const paint = (name: string) =>
      paintObservers.forEach((observer) =>
        observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      );
    /** The first frame is painted: its animation callback runs, then the task it queued. */
    const paintFirstFrame = () => {
      frames.splice(0).forEach((frame) => frame());
      timers
        .splice(0)
        .filter((timer) => timer.delay === 0)
        .forEach((timer) => timer.callback());
    };
    const becomeVisible = () =>
      listeners
        .filter(({ type }) => type === 'visibilitychange')
        .forEach(({ listener }) => listener());
    return { appended, paint, paintFirstFrame, timers, becomeVisible };
  }

  it('starts the entry once the first screen has been painted, and only once', () => {
    const { appended, paint, timers } = runStarter();
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    timers.forEach((timer) => timer.callback());
    expect(appended).toEqual([
      expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/react-def.js' }),
      expect.objectContaining({ tag: 'script', type: 'module', src: '/assets/index-abc.js' }),
    ]);
  });

  it('waits for the paint entry, not the first frame, which can end before its paint shows', () => {
    const { appended, paint, paintFirstFrame } = runStarter();
    paintFirstFrame();
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended).toHaveLength(2);
  });

  it('starts the entry in the task after the first frame where no paint entry is reported', () => {
    const { appended, paintFirstFrame } = runStarter({ paintEntries: false });
    expect(appended).toEqual([]);
    paintFirstFrame();
    expect(appended.map((node) => node.href || node.src)).toEqual([
      '/assets/react-def.js',
      '/assets/index-abc.js',
    ]);
  });

  it('starts after the first frame where there is no observer, or it cannot observe paints', () => {
    for (const observer of ['missing', 'throws'] as const) {
      const { appended, paintFirstFrame, timers } = runStarter({ observer });
      expect(timers.map((timer) => timer.delay)).toEqual([2000]);
      paintFirstFrame();
      expect(appended).toHaveLength(2);
    }
  });

  it('starts when a tab opened in the background is shown, and only once', () => {
    const { appended, becomeVisible, paint } = runStarter();
    becomeVisible();
    expect(appended).toHaveLength(2);
    paint('first-contentful-paint');
    expect(appended).toHaveLength(2);
  });

  it('does not wait for a paint that may never come', () => {
    const { appended, timers } = runStarter();
    expect(timers.map((timer) => timer.delay)).toEqual([2000]);
    timers[0]!.callback();
    expect(appended).toHaveLength(2);
  });

  it('starts at once in a hidden tab, or where the first screen is hidden', () => {
    expect(runStarter({ visibility: 'hidden' }).appended).toHaveLength(2);
    expect(runStarter({ htmlClass: ' skip-prerender' }).appended).toHaveLength(2);
  });
});

describe('withOtherScripts', () => {
  it('puts other modules in the after-paint loader, in place of the app’s', () => {
    const page = withOtherScripts(
      withScriptsAfterPaint(built),
      ['/assets/react-x.js', '/assets/stack-y.js'],
      '/assets/floor-z.js',
    );
    expect(page).toContain('["/assets/react-x.js","/assets/stack-y.js"].forEach');
    expect(page).toContain("script.src = '/assets/floor-z.js';");
    expect(page).not.toContain('/assets/index-abc.js');
    expect(page).not.toContain('/assets/react-def.js');
  });

  it('refuses a page without the loader', () => {
    expect(() => withOtherScripts(built, [], '/assets/floor-z.js')).toThrow(/after-paint loader/);
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
      hides({ prerendered: '/about', path: '/about/', stored: { [languageStorageKey]: 'arm' } }),
    ).toBe(false);
    expect(hides({ prerendered: '/', path: '/' })).toBe(false);
  });

  it('hides it for another language, a saved session, another path, or no first screen', () => {
    expect(
      hides({ prerendered: '/about', path: '/about', stored: { [languageStorageKey]: 'en' } }),
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
    expect(hides({ ...blog, storedInTab: { [BLOG_PAGE_STORAGE_KEY]: '1' } })).toBe(false);
    expect(hides({ ...blog, search: '?page=2' })).toBe(true);
    expect(hides({ ...blog, search: '?page=x' })).toBe(true);
    expect(hides({ ...blog, storedInTab: { [BLOG_PAGE_STORAGE_KEY]: '3' } })).toBe(true);
    // The address names the page: a page kept in the tab does not override it.
    expect(
      hides({ ...blog, search: '?page=1', storedInTab: { [BLOG_PAGE_STORAGE_KEY]: '3' } }),
    ).toBe(false);
    const courses = { prerendered: '/courses', path: '/courses', withReads: true };
    expect(hides({ ...courses, search: '?page=1' })).toBe(false);
    expect(hides({ ...courses, search: '?search=art' })).toBe(true);
    expect(hides({ ...courses, search: '?page=1&search=art' })).toBe(true);
    // A screen without data is the same whatever the query string says.
    expect(hides({ prerendered: '/about', path: '/about', search: '?page=4' })).toBe(false);
  });
});
