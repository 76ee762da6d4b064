import { afterEach } from 'vitest';
import { installConsoleGuard } from '../support/console-guard';

// First, so its check runs after every other afterEach (hooks run in reverse): an error printed
// while the test's page is taken down counts too.
installConsoleGuard();

// A file in the node environment (`@vitest-environment node`) has no DOM to render into: it skips
// Testing Library and React DOM, whose import is most of this file's cost.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { resetMatchMedia } = await import('../support/match-media');
  const { forgetKeyPressForTests } = await import('../../src/components/ui/use-near-viewport');

  // The first render of a route waits for its lazy chunk, which vitest transforms on demand, and
  // StrictMode renders everything twice: on a busy 2-core machine that takes longer than Testing
  // Library's 1 s default (10 s costs a passing test nothing).
  // Every render is inside <StrictMode>, as `npm start` runs the app: its double mount is how React
  // shows a binding that does not survive a remount (tests/support/strict-mode.test.tsx).
  configure({ asyncUtilTimeout: 10_000, reactStrictMode: true });

  // jsdom lacks a few browser APIs that radix primitives call.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom lays nothing out, so everything observed counts as in view, reported once and soon
  // after, as a browser does: the home page's sections read when on screen (useNearViewport), and
  // the pricing carousel (embla) watches which slides are in view.
  window.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    #watched = new Set<Element>();
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.#watched.add(target);
      queueMicrotask(() => {
        if (!this.#watched.has(target)) return;
        const box = target.getBoundingClientRect();
        const entry = {
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: box,
          intersectionRect: box,
          rootBounds: null,
          time: performance.now(),
        };
        this.report([entry], this as unknown as IntersectionObserver);
      });
    }
    unobserve(target: Element) {
      this.#watched.delete(target);
    }
    disconnect() {
      this.#watched.clear();
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.scrollTo = () => {};
  resetMatchMedia();

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    resetMatchMedia();
    // A key pressed in one test is not pressed in the next: each starts as a fresh page.
    forgetKeyPressForTests();
  });
}
