import { QueryClient } from '@tanstack/react-query';
import { readApiError } from '@/lib/http/api-error';

/**
 * The one cache of server data. Reads are queries over the generated client; machines change
 * data through their flows and update this cache through injected actions.
 *
 * - A refused call (4xx) is not retried: asking again gets the same answer. A network failure
 *   or a 5xx is retried once, quickly, before the block shows its error state with Retry.
 * - Data stays fresh for a minute, so a component mounted twice (React's development double
 *   mount, a page visited again) reads the cache instead of refetching.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry:
          options.retry === false
            ? false
            : (failureCount, error) => {
                const { status } = readApiError(error);
                return failureCount < 1 && (status === null || status >= 500);
              },
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
