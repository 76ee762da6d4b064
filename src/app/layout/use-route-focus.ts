import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long after a change of page its heading may still arrive (a course read, a lazy page). */
const SETTLE_MS = 10_000;
/** How long a page without a heading is waited for before `main` takes focus instead. */
const NO_HEADING_MS = 600;

/** The new page's own heading, made focusable (it is no control: `tabindex="-1"`). */
function pageHeading(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.dataset.routeFocus = '';
  return heading;
}

/** A dialog or menu open over the page: it holds focus on purpose (a modal one traps it). */
const HOLDS_FOCUS = '[role="dialog"], [role="alertdialog"], [role="menu"], [aria-modal="true"]';

/**
 * Whether focus is where nobody put it for this page: nowhere (the pressed link went with the
 * old page), on `main` itself, or outside `main` (a header link, a menu's trigger that got it
 * back when the menu closed). Focus the new page placed in itself (a checkout's heading, a code
 * box) is left where it is, and so is focus in a dialog or menu open over the page: taken from
 * a focus trap, it would come straight back, and be taken again, without end.
 */
function focusIsAdrift(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return true;
  return !main.contains(active) && !active.closest(HOLDS_FOCUS);
}

/**
 * After a change of page (of the path; a query alone is the same page), focus moves to the new
 * page's h1, so a keyboard user goes on from the top of what they opened and a screen reader says
 * where they are; a page with no h1 gets focus on `main` and its document title is announced
 * with `announce`. The page may take a while to show its heading (a lazy chunk, a read, a
 * loading banner replaced by the real one): until the user presses a key or a pointer, or
 * SETTLE_MS pass, focus follows the heading whenever it is adrift. The first page of a visit is
 * left alone: the browser starts at the top of the document.
 */
export function useRouteFocus(title: string, announce: (text: string) => void): void {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  // The latest title and announcer, for a fallback that fires after the effect ran.
  const titleRef = useRef(title);
  const announceRef = useRef(announce);
  useEffect(() => {
    titleRef.current = title;
    announceRef.current = announce;
  });

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;

    let done = false;
    let announced = false;
    // Moving focus fires focusin, which calls place again: never inside its own move.
    let placing = false;
    const place = () => {
      if (done || placing || !focusIsAdrift(main)) return;
      const heading = pageHeading(main);
      if (!heading) return;
      placing = true;
      try {
        heading.focus({ preventScroll: true });
      } finally {
        placing = false;
      }
    };
    // No heading came: `main` takes focus and the page is named in words.
    const fallBack = setTimeout(() => {
      if (done || pageHeading(main)) return;
      if (focusIsAdrift(main)) main.focus({ preventScroll: true });
      if (!announced) {
        announced = true;
        announceRef.current(titleRef.current);
      }
    }, NO_HEADING_MS);
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(fallBack);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
    // Something else took focus outside the page (a closing menu gave it back to its trigger).
    const onFocusIn = () => place();
    // The focused heading went with a re-render (a loading banner replaced by the course's).
    const onFocusOut = () => queueMicrotask(place);
    const observer = new MutationObserver(place);
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(stop, SETTLE_MS);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    place();
    return stop;
  }, [pathname]);
}
