import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LoadingSlowOptions } from './loading-slow-after-ms.js';
import { watchSlowFetches } from './watch-slow-fetches.js';

/**
 * Whether any query of the `QueryClient` has been fetching for longer than 3 s (5 s on a slow
 * network; see {@link LoadingSlowOptions}), for one notice that covers the whole page.
 * Background refetches count too. Each query is timed on its own, so queries that merely follow
 * one another do not add up to a slow load.
 *
 * @param queryClient The client to watch. Default: the one from `QueryClientProvider`.
 * @example
 * function LoadingSlowNotice() {
 *   return useQueriesLoadingSlow() ? <Alert>Loading is taking longer than usual…</Alert> : null;
 * }
 */
export function useQueriesLoadingSlow(
  options: LoadingSlowOptions = {},
  queryClient?: QueryClient,
): boolean {
  const client = useQueryClient(queryClient);
  const [slow, setSlow] = useState(false);
  const { threshold, slowNetworkThreshold } = options;

  useEffect(
    () => watchSlowFetches(client.getQueryCache(), setSlow, { threshold, slowNetworkThreshold }),
    [client, threshold, slowNetworkThreshold],
  );

  return slow;
}
