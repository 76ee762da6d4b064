// A controllable window.matchMedia for jsdom: tests set the viewport width and listeners of
// every query hear the change, as in a browser being resized.
type Listener = (event: MediaQueryListEvent) => void;

let width = 375;
const queries = new Set<{ media: string; listeners: Set<Listener>; notify: () => void }>();

function evaluate(media: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(media);
  const max = /\(max-width:\s*(\d+)px\)/.exec(media);
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  return Boolean(min || max);
}

export function resetMatchMedia(initialWidth = 375) {
  width = initialWidth;
  queries.clear();
  window.matchMedia = (media: string) => {
    const listeners = new Set<Listener>();
    const list = {
      media,
      get matches() {
        return evaluate(media);
      },
      onchange: null,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    queries.add({
      media,
      listeners,
      notify: () =>
        listeners.forEach((listener) =>
          listener({ matches: list.matches, media } as MediaQueryListEvent),
        ),
    });
    return list;
  };
}

/** Resizes the fake viewport and tells every media query listener. */
export function setViewportWidth(next: number) {
  width = next;
  queries.forEach((query) => query.notify());
}
