import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from '../support/console-guard';
import { resetMatchMedia } from '../support/match-media';

// First, so its check runs after every other afterEach (hooks run in reverse): an error printed
// while the test's page is taken down counts too.
installConsoleGuard();

// The first render of a route waits for its lazy chunk, which vitest transforms on demand: on a
// busy 2-core machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that radix primitives call.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // The pricing carousel (embla) watches which slides are in view.
  window.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.scrollTo = () => {};
  resetMatchMedia();
}

afterEach(() => {
  cleanup();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  resetMatchMedia();
});
