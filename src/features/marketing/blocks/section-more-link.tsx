import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A content section's closing call to action: a link styled as a button, under its content. */
export function SectionMoreLink({
  to,
  tone,
  children,
}: {
  to: string;
  tone: 'primary' | 'ghost';
  children: ReactNode;
}) {
  return (
    <p className="content-section__more">
      <Link className={`button button--${tone}`} to={to}>
        {children}
      </Link>
    </p>
  );
}
