import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/action-button';

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
      <ButtonLink look={tone} to={to}>
        {children}
      </ButtonLink>
    </p>
  );
}
