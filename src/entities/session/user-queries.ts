import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '@/generated/client/user/user';
import { normalizeUser } from './normalize-user';

// Queries of the `user` API tag, keyed [tag, operation, params] (docs/server-state.md).
// The session machine loads the profile itself (its flow decides what a failure means) and puts
// it here through its injected `storeProfile` action, so screens that read the profile (settings)
// read the same cache entry instead of asking again.
export const userQueries = {
  profile: () =>
    queryOptions({
      queryKey: ['user', 'getProfile'] as const,
      queryFn: ({ signal }) =>
        getProfile({ signal }).then((answer) => normalizeUser(answer.user, answer.role)),
    }),
};
