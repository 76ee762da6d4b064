import { useId, type ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (to sign up, to reset the password...). */
  footer?: ReactNode;
}

/** The frame every account screen shares: a titled card with the form and its links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <h1 className="auth-card__title" id={titleId}>
        {title}
      </h1>
      {intro ? <div className="auth-card__intro">{intro}</div> : null}
      {children}
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}
