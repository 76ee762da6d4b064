import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroller: on a phone the table scrolls here and the page never
 * pans. A named region the keyboard can reach and scroll, since a table of figures holds nothing
 * focusable.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="wallet-table__scroll"
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
    >
      {children}
    </div>
  );
}
