import { useEffect, useSyncExternalStore } from 'react';

// A page whose name is its content (a course, an article) names the document after it instead
// of its route's title ("Course · Academy"). One name at a time: the page that set it clears it
// when it goes, so the next page starts from its route's title.

let current: string | null = null;
const listeners = new Set<() => void>();

function setPageTitle(title: string | null): void {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Names the document after `title` (user text: isolated for direction, so a right-to-left
 * title cannot reorder the words after it) while the calling page shows; null or '' keeps the
 * route's title.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    setPageTitle(`\u2068${title}\u2069`);
    return () => setPageTitle(null);
  }, [title]);
}

/** The name a page gave itself, or null (the document-title hook of the layout reads it). */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
