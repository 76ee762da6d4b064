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

export const marketingQueries = {
  /** The later version's bootcamp block; none on a server without it. */
  bootcamps: () =>
    queryOptions({
      queryKey: ['marketing', 'listBootcamps'] as const,
      queryFn: ({ signal }) => bootcampsOr(listBootcamps({ signal })),
      ...forTheVisit,
    }),
  faqs: () =>
    queryOptions({
      queryKey: ['marketing', 'listFaqs'] as const,
      queryFn: ({ signal }) => listFaqs({ signal }),
      ...forTheVisit,
    }),
  pricing: () =>
    queryOptions({
      queryKey: ['marketing', 'listPricingPackages'] as const,
      queryFn: ({ signal }) => listPricingPackages({ signal }),
      ...forTheVisit,
    }),
  teams: () =>
    queryOptions({
      queryKey: ['marketing', 'listTeamMembers'] as const,
      queryFn: ({ signal }) => listTeamMembers({ signal }),
      ...forTheVisit,
    }),
  testimonials: () =>
    queryOptions({
      queryKey: ['marketing', 'listLatestLearnerComments'] as const,
      queryFn: ({ signal }) => listLatestLearnerComments({ signal }),
    }),
};
