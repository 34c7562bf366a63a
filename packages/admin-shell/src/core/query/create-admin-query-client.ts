import { type Query, QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './is-retryable-error.js';
import { isSlowNetwork } from './is-slow-network.js';

/** The shell's data-fetch defaults; every number can be changed. */
export interface AdminQueryClientOptions {
  /**
   * Milliseconds fetched data stays fresh: asking for the same query again within this time is
   * answered from the cache without a request. Default 2000.
   */
  staleTime?: number;
  /**
   * Least milliseconds between two refetches of one query when the window regains focus.
   * Default 5000.
   */
  focusRefetchThrottle?: number;
  /** Retries after a query fails with an error that retrying can fix. Default 3. */
  retry?: number;
  /** Milliseconds before each retry. Default 5000. */
  retryDelay?: number;
  /** Milliseconds before each retry on a slow network (2g or slow-2g). Default 10000. */
  slowNetworkRetryDelay?: number;
}

/**
 * Milliseconds since the query last got an answer. An error counts too: otherwise a query
 * that fails at once (a 4xx, which is not retried) would refetch on every focus.
 */
function sinceLastAnswer(query: Query): number {
  return Date.now() - Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
}

/**
 * Creates the `QueryClient` for a console with the shell's data-fetch defaults:
 *
 * - a query is fresh for 2 s, so identical requests within 2 s are made once;
 * - refocusing the window refetches a stale query, at most once per 5 s per query;
 * - a failed query is retried 3 times, 5 s apart (10 s on a slow network), unless the error
 *   is an `EnvelopeError` or a 4xx `RequestError`, which retrying cannot fix;
 * - mutations are never retried, since repeating a write may apply it twice.
 *
 * @example
 * const queryClient = createAdminQueryClient();
 * root.render(<QueryClientProvider client={queryClient}><App /></QueryClientProvider>);
 */
export function createAdminQueryClient(options: AdminQueryClientOptions = {}): QueryClient {
  const {
    staleTime = 2000,
    focusRefetchThrottle = 5000,
    retry = 3,
    retryDelay = 5000,
    slowNetworkRetryDelay = 10000,
  } = options;

  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        // TanStack Query has no focus throttle. Deciding per query from its own last answer
        // needs no global state (a throttled focusManager listener would also hold back
        // queries that have not refetched for minutes), and a query the app refreshed some
        // other way a moment ago is just as fresh as one a focus refreshed.
        refetchOnWindowFocus: (query) => sinceLastAnswer(query) >= focusRefetchThrottle,
        retry: (failureCount, error) => failureCount < retry && isRetryableError(error),
        // Read at each retry, as the network can change while the app runs.
        retryDelay: () => (isSlowNetwork() ? slowNetworkRetryDelay : retryDelay),
      },
      mutations: { retry: false },
    },
  });
}
