import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * How far ahead of the screen a part counts as near: one screen below it, so a reader scrolling
 * down (or a screen reader moving through the page) meets it already read, and what sits further
 * down a slow phone's page is neither read nor rendered while the page starts.
 */
export const nearViewportMargin = '0px 0px 100% 0px';

// The first key press anywhere brings every waiting part in at once (Tab, Page Down, End, find in
// page): a keyboard reader gets the whole page's reads started before tabbing through it. Typing
// a character into a field (the book-a-call form) is not reading the page, and does not count.
let keyPressed = false;
const keyListeners = new Set<() => void>();

function isTypingInAField(event: KeyboardEvent): boolean {
  const target = event.target;
  const editable =
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select'));
  return editable && event.key.length === 1;
}

function onKey(event: KeyboardEvent) {
  if (isTypingInAField(event)) return;
  keyPressed = true;
  window.removeEventListener('keydown', onKey, true);
  for (const listener of [...keyListeners]) listener();
}

function subscribeToFirstKey(listener: () => void): () => void {
  if (keyPressed) return () => {};
  if (keyListeners.size === 0) window.addEventListener('keydown', onKey, true);
  keyListeners.add(listener);
  return () => {
    keyListeners.delete(listener);
    if (keyListeners.size === 0) window.removeEventListener('keydown', onKey, true);
  };
}

const readKeyPressed = () => keyPressed;

/**
 * Whether the element given to `ref` has come within a screen of the viewport since it mounted,
 * or a key has been pressed in this page's life (then a part mounted later, such as the home
 * page's sections when it is reached with Enter, reads at once). Once true it stays true. Where
 * IntersectionObserver is missing, the key is the only trigger.
 */
export function useNearViewport<T extends Element>(): {
  ref: (element: T | null) => (() => void) | undefined;
  near: boolean;
} {
  const [seen, setSeen] = useState(false);
  const anyKey = useSyncExternalStore(subscribeToFirstKey, readKeyPressed, () => false);
  const near = seen || anyKey;
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin: nearViewportMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return { ref, near };
}

/** Each test starts as a fresh page, where no key has been pressed yet. */
export function forgetKeyPressForTests(): void {
  keyPressed = false;
}
