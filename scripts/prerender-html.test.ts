import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/http/http-client';
import { languageStorageKey } from '@/lib/i18n/languages';
import { prerenderedFileName, prerenderedPage, withScriptsAfterPaint } from './prerender-html';

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

  it("adds the page's own stylesheets (blocking) and chunks (low priority), once each", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/content-jkl.css">');
    expect(page.match(/index-ghi\.css/g)).toHaveLength(1);
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/about-page-mno.js">',
    );
  });

  it('refuses a template that already holds a first screen', () => {
    expect(() => prerenderedPage(page, screen)).toThrow(/already/);
  });
});

describe('withScriptsAfterPaint', () => {
  const html = withScriptsAfterPaint(built);

  it('fetches every module at once, at low priority, and runs none from the markup', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-def.js">',
    );
  });

  function runStarter(visibility: 'visible' | 'hidden') {
    const appended: { type: string; src: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const fakeDocument = {
      visibilityState: visibility,
      createElement: () => ({ type: '', src: '', crossOrigin: null }),
      head: { appendChild: (node: { type: string; src: string }) => appended.push(node) },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    };
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { appended, frames, timers, listeners };
  }

  it('starts the entry after the first frame has been painted, once', () => {
    const { appended, frames, timers, listeners } = runStarter('visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.forEach((timer) => timer());
    listeners.forEach((listener) => listener());
    expect(appended).toEqual([
      expect.objectContaining({ type: 'module', src: '/assets/index-abc.js' }),
    ]);
  });

  it('starts it at once in a hidden tab, which paints no frames', () => {
    const { appended } = runStarter('hidden');
    expect(appended).toHaveLength(1);
  });
});

describe('prerenderedFileName', () => {
  it('names the files static hosts answer for clean URLs', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/why-choose-us')).toBe('why-choose-us.html');
  });
});

describe("index.html's first-screen check", () => {
  const source = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
  const code = /<script>([\s\S]*?)<\/script>/.exec(source)![1]!;

  function hides(options: {
    prerendered: string | null;
    path: string;
    stored?: Record<string, string>;
  }) {
    const classes: string[] = [];
    const html = {
      getAttribute: () => options.prerendered,
      get className() {
        return classes.join(' ');
      },
      set className(value: string) {
        classes.splice(0, classes.length, ...value.trim().split(/\s+/));
      },
    };
    const stored = options.stored ?? {};
    new Function('document', 'location', 'localStorage', code)(
      { documentElement: html },
      { pathname: options.path },
      { getItem: (key: string) => stored[key] ?? null },
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
});
