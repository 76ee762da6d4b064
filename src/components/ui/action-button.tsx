import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The app's button looks (src/app/styles/buttons.css): the main action, a second one, a quiet one. */
export type ButtonLook = 'primary' | 'secondary' | 'ghost';

/** A button that acts on the page (never a form's submit: that is `SubmitButton`). */
export function ActionButton({
  look = 'primary',
  onClick,
  children,
}: {
  look?: ButtonLook;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`button button--${look}`} onClick={onClick}>
      {children}
    </button>
  );
}

/** A link drawn as a button: where the user can go next. */
export function ButtonLink({
  look = 'primary',
  to,
  children,
}: {
  look?: ButtonLook;
  to: string;
  children: ReactNode;
}) {
  return (
    <Link className={`button button--${look}`} to={to}>
      {children}
    </Link>
  );
}
