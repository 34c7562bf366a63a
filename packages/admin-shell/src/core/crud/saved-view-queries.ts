import { queryOptions, skipToken } from '@tanstack/react-query';
import type { RecordId, SavedViewsProvider } from '../contracts.js';

/** Every query of saved views: invalidate it after a view is saved, changed or deleted. */
export const savedViewsQueryKey = ['saved-views'] as const;

/** The views of a table the person may use, for its toolbar and for the route's loader. */
export function savedViewListQueryOptions(provider: SavedViewsProvider, tableKey: string) {
  return queryOptions({
    queryKey: [...savedViewsQueryKey, 'list', tableKey] as const,
    queryFn: ({ signal }) => provider.list({ tableKey, signal }),
  });
}

/** One view, as a shared link names it; nothing is asked without a provider and an id. */
export function savedViewQueryOptions(
  provider: SavedViewsProvider | undefined,
  id: RecordId | undefined,
) {
  return queryOptions({
    queryKey: [...savedViewsQueryKey, 'one', String(id)] as const,
    queryFn:
      provider && id !== undefined ? ({ signal }) => provider.get({ id, signal }) : skipToken,
  });
}
