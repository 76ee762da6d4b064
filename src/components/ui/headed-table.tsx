import type { ReactNode } from 'react';

interface HeadedTableProps {
  className: string;
  testId?: string;
  /** Already translated; names the table for everyone, or only for assistive technology. */
  caption: string;
  /** Where a heading on the page already says what the table holds. */
  captionHidden?: boolean;
  /** Already translated column headings, left to right. */
  columns: readonly string[];
  /** The table's `<tbody>` (and `<tfoot>`), each row's first cell a row heading. */
  children: ReactNode;
}

/** A table of figures: its caption, one row of column headings, and the rows it is given. */
export function HeadedTable({
  className,
  testId,
  caption,
  captionHidden = false,
  columns,
  children,
}: HeadedTableProps) {
  return (
    <table className={className} data-testid={testId}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
