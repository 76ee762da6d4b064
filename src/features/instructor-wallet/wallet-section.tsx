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
