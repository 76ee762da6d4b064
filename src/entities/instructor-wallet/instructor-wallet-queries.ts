import { queryOptions } from '@tanstack/react-query';
import {
  getInstructorWalletSummary,
  listInstructorSales,
  listInstructorWithdrawals,
} from '@/generated/client/instructor-wallet/instructor-wallet';
import { pagedRead } from '@/entities/query/query-factories';
import type { ListInstructorSalesParams } from '@/generated/model';
import { readAllSales } from './all-sales';

// Queries of the `instructor-wallet` API tag, keyed [tag, operation, params]
// (docs/server-state.md). The wallet reads the summary and the withdrawals, the withdraw page the
// summary, the sales history one page, and the earnings chart and the CSV export every sale.
export const instructorWalletQueries = {
  all: ['instructor-wallet'] as const,
  summary: () =>
    queryOptions({
      queryKey: ['instructor-wallet', 'getInstructorWalletSummary'] as const,
      queryFn: ({ signal }) =>
        getInstructorWalletSummary({ signal }).then((answer) => answer.summary),
    }),
  withdrawals: () =>
    queryOptions({
      queryKey: ['instructor-wallet', 'listInstructorWithdrawals'] as const,
      queryFn: ({ signal }) =>
        listInstructorWithdrawals({ signal }).then((answer) => answer.withdrawals),
    }),
  /** One page of sales: the cache keeps the whole answer, its one reader gets the paginator. */
  sales: (params: ListInstructorSalesParams) =>
    queryOptions({
      queryKey: ['instructor-wallet', 'listInstructorSales', params] as const,
      ...pagedRead((signal) => listInstructorSales(params, { signal })),
      select: (answer) => answer.history,
    }),
  /**
   * Every sale, all pages (the chart's twelve months and the CSV export). One entry for both, so
   * the export after the chart reads the cache (docs/instructor-wallet.md: why not an extension).
   */
  allSales: () =>
    queryOptions({
      queryKey: ['instructor-wallet', 'listInstructorSales', 'all'] as const,
      queryFn: ({ signal }) => readAllSales((page) => listInstructorSales({ page }, { signal })),
    }),
};
