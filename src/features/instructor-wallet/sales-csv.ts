import type { InstructorSale } from '@/generated/model';
import { currencyOr } from '@/lib/capabilities/discovery';

export interface CsvColumns {
  date: string;
  order: string;
  course: string;
  gross: string;
  fee: string;
  net: string;
  currency: string;
  status: string;
}

/** A cell as RFC 4180 wants it, and never a formula a spreadsheet would run (`=`, `+`, `-`, `@`). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every sale as CSV: the header in the interface language, amounts as the server sent them (a
 * dot for decimals, no grouping, so a spreadsheet reads them as numbers), dates as ISO days.
 */
export function salesCsv(
  sales: readonly InstructorSale[],
  columns: CsvColumns,
  describe: { course: (sale: InstructorSale) => string; status: (sale: InstructorSale) => string },
): string {
  const header = [
    columns.date,
    columns.order,
    columns.course,
    columns.gross,
    columns.fee,
    columns.net,
    columns.currency,
    columns.status,
  ];
  const rows = sales.map((sale) => [
    sale.created_at.slice(0, 10),
    sale.order_number,
    describe.course(sale),
    sale.amount,
    sale.platform_fee,
    sale.net_amount,
    currencyOr(sale.currency),
    describe.status(sale),
  ]);
  // A byte-order mark, so spreadsheet programs read Armenian and Russian titles as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
