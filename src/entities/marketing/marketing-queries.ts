import { queryOptions } from '@tanstack/react-query';
import {
  listBootcamps,
  listFaqs,
  listLatestLearnerComments,
  listPricingPackages,
  listTeamMembers,
} from '@/generated/client/marketing/marketing';
import { bootcampsOr } from '@/lib/capabilities/discovery';

// Queries of the `marketing` API tag, keyed [tag, operation, params] (docs/server-state.md).
// Marketing lists change rarely: they stay fresh for the visit.
const forTheVisit = { staleTime: Infinity } as const;

/** A marketing list read by its operation, kept for the visit. */
function visitList<TData, TOperation extends string>(
  operation: TOperation,
  read: (options: { signal: AbortSignal }) => Promise<TData>,
) {
  return queryOptions({
    queryKey: ['marketing', operation] as const,
    queryFn: ({ signal }) => read({ signal }),
    ...forTheVisit,
  });
}

export const marketingQueries = {
  /** The later version's bootcamp block; none on a server without it. */
  bootcamps: () =>
    queryOptions({
      queryKey: ['marketing', 'listBootcamps'] as const,
      queryFn: ({ signal }) => bootcampsOr(listBootcamps({ signal })),
      ...forTheVisit,
    }),
  faqs: () => visitList('listFaqs', listFaqs),
  pricing: () => visitList('listPricingPackages', listPricingPackages),
  teams: () => visitList('listTeamMembers', listTeamMembers),
  testimonials: () =>
    queryOptions({
      queryKey: ['marketing', 'listLatestLearnerComments'] as const,
      queryFn: ({ signal }) => listLatestLearnerComments({ signal }),
    }),
};
