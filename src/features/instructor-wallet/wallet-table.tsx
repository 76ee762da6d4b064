import type { ReactNode } from 'react';
import { HeadedTable } from '@/components/ui/headed-table';
import { useWalletMoney } from './wallet-labels';

interface WalletTableProps {
  testId: string;
  /** Already translated; names the scroller's region and the table alike. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly string[];
  /** The rows of the table's body. */
  children: ReactNode;
}

/**
 * A table of the wallet in its own sideways scroller: on a phone the table scrolls here and the
 * page never pans. The scroller is a named region the keyboard can reach and scroll, since a
 * table of figures holds nothing focusable.
 */
export function WalletTable({
  testId,
  caption,
  captionHidden,
  columns,
  children,
}: WalletTableProps) {
  return (
    <div
      className="wallet-table__scroll"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
    >
      <HeadedTable
        className="wallet-table"
        testId={testId}
        caption={caption}
        captionHidden={captionHidden}
        columns={columns}
      >
        <tbody>{children}</tbody>
      </HeadedTable>
    </div>
  );
}

/** An amount's cell, in the interface language's notation and aligned as figures are. */
export function AmountCell({ amount, currency }: { amount: string; currency: string | undefined }) {
  const money = useWalletMoney(currency);
  return <td className="wallet-table__amount">{money(amount)}</td>;
}
