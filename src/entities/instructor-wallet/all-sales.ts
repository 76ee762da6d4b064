import type { InstructorSale, InstructorSalesHistoryResponse } from '@/generated/model';

/** How many pages are asked for at once after the first (the last page's number is known then). */
export const PAGES_AT_ONCE = 4;

/**
 * Every sale of the ledger, newest first: page 1, then the remaining pages a few at a time (a
 * year of sales is a dozen pages; asking for all at once would queue them behind one another on
 * an HTTP/1.1 server anyway). A page that fails fails the whole list rather than a short one: a
 * chart or an export missing some months would be wrong without saying so.
 */
export async function readAllSales(
  readPage: (page: number) => Promise<InstructorSalesHistoryResponse>,
): Promise<InstructorSale[]> {
  const first = await readPage(1);
  const pages = [first];
  const rest = Array.from({ length: Math.max(0, first.history.last_page - 1) }, (_, i) => i + 2);
  for (let start = 0; start < rest.length; start += PAGES_AT_ONCE) {
    pages.push(
      ...(await Promise.all(
        rest.slice(start, start + PAGES_AT_ONCE).map((page) => readPage(page)),
      )),
    );
  }
  // A sale made while the pages were read moves the rest down a row: one may show twice.
  const seen = new Set<number>();
  return pages
    .flatMap((answer) => answer.history.data)
    .filter((sale) => (seen.has(sale.id) ? false : (seen.add(sale.id), true)));
}
