import { useEffect } from 'react';

/** Long enough for a screen's own hand-over (a passive effect, a menu giving focus back). */
const RESCUE_AFTER_MS = 100;

/** Whether `element` still can hold the focus it had (not removed, disabled or hidden). */
function stillFocusable(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return element.checkVisibility?.() ?? true;
}

/**
 * The app's net under "a control that replaces itself hands focus to what replaced it": when the
 * focused element goes (removed, disabled or hidden by the action it started) and nothing took
 * the focus within RESCUE_AFTER_MS, the nearest of its containers still on the page takes it
 * (`tabindex="-1"` when it is no control), so the next Tab goes on from where the user was and
 * the page is never left with focus on `body`. Screens hand focus on themselves where they know
 * better (the video after Play, the form after "Change details", a block after Try again); a
 * menu or dialog, whose container goes with it, gives focus back to its trigger itself.
 */
export function useFocusKeeper(): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let containers: HTMLElement[] = [];
    let timer: number | undefined;

    const rescue = () => {
      timer = undefined;
      const active = document.activeElement;
      if ((active && active !== document.body) || !last || stillFocusable(last)) return;
      for (const holder of containers) {
        if (!holder.isConnected || holder === document.body) continue;
        if (!holder.matches('a[href], button, input, select, textarea, [tabindex]'))
          holder.setAttribute('tabindex', '-1');
        holder.dataset.focusKept = '';
        holder.focus({ preventScroll: true });
        if (document.activeElement === holder) return;
      }
    };
    const watch = () => {
      if (timer === undefined) timer = window.setTimeout(rescue, RESCUE_AFTER_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      last = event.target;
      containers = [];
      for (let node = last.parentElement; node && node !== document.body; node = node.parentElement)
        containers.push(node);
    };
    const observer = new MutationObserver(watch);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden'],
    });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
