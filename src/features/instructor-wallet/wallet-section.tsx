import type { ReactNode } from 'react';

/** One part of the wallet page, a region named by its own heading. */
export function WalletSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  /** Already translated. */
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="wallet-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** One figure of a `wallet-figures` list: what it is, and its value. */
export function WalletFigure({
  term,
  testId,
  children,
}: {
  /** Already translated. */
  term: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="wallet-figure">
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
