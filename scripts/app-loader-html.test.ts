// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  appLoaderScript,
  appLoaderTrustedTypesPolicy,
  appModules,
  scriptSafeJson,
  withAppLoader,
  withAppModules,
} from './app-loader-html';

// The shape of index.html as Vite writes it: the entry, its modulepreloads and the stylesheet.
const vitePage = `<!doctype html>
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

describe('scriptSafeJson', () => {
  it('writes every < as an escape that JSON reads back as <', () => {
    const value = { text: '<!-- </script>' };
    expect(scriptSafeJson(value)).not.toContain('<');
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});

describe('withAppLoader', () => {
  const html = withAppLoader(vitePage);

  it('leaves no module in the markup: the first paint waits for nothing but the stylesheets', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it('lists the modules beside the loader, whose text is the same on every page', () => {
    expect(appModules(html)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js'],
    });
    expect(html).toContain(`<script>${appLoaderScript}</script>`);
    const other = withAppModules(html, { entry: '/assets/x.js', preload: [] });
    expect(appModules(other).entry).toBe('/assets/x.js');
    expect(other).toContain(`<script>${appLoaderScript}</script>`);
  });

  it('refuses a page without an entry script', () => {
    expect(() => withAppLoader('<html><head></head></html>')).toThrow(/no module entry/);
  });
});

type Appended = { tag: string; type: string; src: unknown; rel: string; href: string };

function runLoader(
  options: {
    visibility?: 'visible' | 'hidden';
    prerendered?: boolean;
    htmlClass?: string;
    readyState?: 'loading' | 'interactive';
    paintEntries?: false;
    observer?: 'missing' | 'throws';
    trustedTypes?: false;
    modules?: unknown;
  } = {},
) {
  const appended: Appended[] = [];
  const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: { type: string; listener: () => void }[] = [];
  const policies: { name: string; createScriptURL: (url: string) => unknown }[] = [];
  const fakeDocument = {
    visibilityState: options.visibility ?? 'visible',
    readyState: options.readyState ?? 'interactive',
    documentElement: {
      className: options.htmlClass ?? '',
      hasAttribute: (name: string) => name === 'data-prerendered' && options.prerendered !== false,
    },
    getElementById: (id: string) =>
      id === 'app-modules'
        ? {
            textContent: JSON.stringify(
              options.modules ?? {
                entry: '/assets/index-abc.js',
                preload: ['/assets/react-def.js'],
              },
            ),
          }
        : null,
    createElement: (tag: string) => ({ tag, type: '', src: '', rel: '', href: '' }),
    head: { appendChild: (node: Appended) => appended.push(node) },
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
  const trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      policies.push({ name, createScriptURL: rules.createScriptURL });
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
  new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', appLoaderScript)(
    fakeDocument,
    {
      PerformanceObserver: options.observer === 'missing' ? undefined : FakePerformanceObserver,
      trustedTypes: options.trustedTypes === false ? undefined : trustedTypes,
    },
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
  const fire = (type: string) =>
    listeners.filter((entry) => entry.type === type).forEach(({ listener }) => listener());
  return { appended, paint, paintFirstFrame, timers, fire, policies };
}

/** Preloads of the entry and its chunk, then the entry's script through the loader's policy. */
const started = [
  expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/index-abc.js' }),
  expect.objectContaining({ tag: 'link', rel: 'modulepreload', href: '/assets/react-def.js' }),
  expect.objectContaining({
    tag: 'script',
    type: 'module',
    src: { trusted: '/assets/index-abc.js' },
  }),
];

describe('the loader', () => {
  it('starts the entry once the first screen has been painted, and only once', () => {
    const { appended, paint, timers } = runLoader();
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    timers.forEach((timer) => timer.callback());
    expect(appended).toEqual(started);
  });

  it('sets its script address through its own Trusted Types policy, for chunks of the build only', () => {
    const { policies } = runLoader();
    expect(policies.map((policy) => policy.name)).toEqual([appLoaderTrustedTypesPolicy]);
    const [policy] = policies;
    expect(policy!.createScriptURL('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    for (const other of [
      'https://elsewhere.example/x.js',
      '//elsewhere.example/assets/x.js',
      '/assets/../x.js',
      'data:text/javascript,1',
    ])
      expect(() => policy!.createScriptURL(other), other).toThrow(TypeError);
  });

  it('starts the entry where the engine has no Trusted Types', () => {
    const { appended } = runLoader({ trustedTypes: false, prerendered: false });
    expect(appended.at(-1)).toEqual(
      expect.objectContaining({ tag: 'script', src: '/assets/index-abc.js' }),
    );
  });

  it('waits for the paint entry, not the first frame, which can end before its paint shows', () => {
    const { appended, paint, paintFirstFrame } = runLoader();
    paintFirstFrame();
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended).toEqual(started);
  });

  it('starts the entry in the task after the first frame where no paint entry is reported', () => {
    const { appended, paintFirstFrame } = runLoader({ paintEntries: false });
    expect(appended).toEqual([]);
    paintFirstFrame();
    expect(appended).toEqual(started);
  });

  it('starts after the first frame where there is no observer, or it cannot observe paints', () => {
    for (const observer of ['missing', 'throws'] as const) {
      const { appended, paintFirstFrame, timers } = runLoader({ observer });
      expect(timers.map((timer) => timer.delay)).toEqual([2000]);
      paintFirstFrame();
      expect(appended).toEqual(started);
    }
  });

  it('starts when a tab opened in the background is shown, and only once', () => {
    const { appended, fire, paint } = runLoader();
    fire('visibilitychange');
    expect(appended).toEqual(started);
    paint('first-contentful-paint');
    expect(appended).toHaveLength(3);
  });

  it('does not wait for a paint that may never come', () => {
    const { appended, timers } = runLoader();
    expect(timers.map((timer) => timer.delay)).toEqual([2000]);
    timers[0]!.callback();
    expect(appended).toEqual(started);
  });

  it('starts at once in a hidden tab, where the first screen is hidden, or on a page without one', () => {
    expect(runLoader({ visibility: 'hidden' }).appended).toEqual(started);
    expect(runLoader({ htmlClass: ' skip-prerender' }).appended).toEqual(started);
    expect(runLoader({ prerendered: false }).appended).toEqual(started);
  });

  it('requests the modules at once but runs the entry only once the document is parsed', () => {
    const { appended, fire } = runLoader({ prerendered: false, readyState: 'loading' });
    expect(appended).toEqual(started.slice(0, 2));
    fire('DOMContentLoaded');
    expect(appended).toEqual(started);
  });
});
