import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has come on screen, or a key was pressed, since it mounted;
 * once true it stays true. Below-the-fold parts that cost a read and a render wait for it, so a
 * slow phone's start does neither for what nobody has scrolled to (docs/performance.md, issue 31).
 * Any key counts (Tab, Page Down, End, find in page): a keyboard reader never tabs past a part
 * that was never loaded. Where IntersectionObserver is missing, the key is the only trigger.
 */
export function useNearViewport<T extends Element>(): {
  ref: (element: T | null) => (() => void) | undefined;
  near: boolean;
} {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      let observer: IntersectionObserver | undefined;
      const stop = () => {
        window.removeEventListener('keydown', reveal, true);
        observer?.disconnect();
      };
      function reveal() {
        stop();
        setNear(true);
      }
      window.addEventListener('keydown', reveal, true);
      if (typeof IntersectionObserver !== 'undefined') {
        // No margin: the part's first pixel on screen starts it, and its skeleton covers the read.
        observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        });
        observer.observe(element);
      }
      return stop;
    },
    [near],
  );
  return { ref, near };
}
