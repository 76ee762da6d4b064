import type { ReactNode } from 'react';

interface CourseToggleButtonProps {
  /** The course's cart or wishlist toggle (`useCartToggle`, `useWishlistToggle`). */
  toggle: { ready: boolean; shownIn: boolean; busy: boolean; toggle: () => void };
  /** What a press does: put the course in the list, or take it out. */
  action: 'add' | 'remove';
  className: string;
  /** In a list of courses, the row's title, read after the visible label so each row's button is told apart. */
  title?: string;
  children: ReactNode;
}

/**
 * A learner list row's button that puts the course in a list or takes it out: disabled until the
 * list is known, and while there is nothing to do (the course already in, or already out).
 */
export function CourseToggleButton({
  toggle,
  action,
  className,
  title,
  children,
}: CourseToggleButtonProps) {
  const done = action === 'add' ? toggle.shownIn : !toggle.shownIn;
  return (
    <button
      type="button"
      className={className}
      disabled={!toggle.ready || done}
      aria-busy={toggle.busy}
      onClick={toggle.toggle}
    >
      {children}
      {title ? <span className="visually-hidden">: {title}</span> : null}
    </button>
  );
}
