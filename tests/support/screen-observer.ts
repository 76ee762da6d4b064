// An IntersectionObserver a test moves by hand (vi.stubGlobal('IntersectionObserver', ScreenObserver)):
// `ScreenObserver.report(element, true)` tells its watcher the element is on screen.
import { act } from '@testing-library/react';

/** Watches like IntersectionObserver; reports only what the test says. */
export class ScreenObserver {
  static watching = new Map<Element, ScreenObserver>();
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    ScreenObserver.watching.set(target, this);
  }
  unobserve(target: Element) {
    ScreenObserver.watching.delete(target);
  }
  disconnect() {
    for (const [target, observer] of ScreenObserver.watching) {
      if (observer === this) ScreenObserver.watching.delete(target);
    }
  }
  takeRecords() {
    return [];
  }
  static report(target: Element, isIntersecting: boolean) {
    const observer = ScreenObserver.watching.get(target);
    if (!observer) throw new Error('nothing watches that element');
    act(() =>
      observer.report(
        [{ target, isIntersecting } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    );
  }
}
