import { queryOptions } from '@tanstack/react-query';
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

/** The key of one view's query, as a shared link names it (none named: `'undefined'`). */
export const savedViewQueryKey = (id: RecordId | undefined) =>
  [...savedViewsQueryKey, 'one', String(id)] as const;

/**
 * One view, as a shared link names it. A table that may have none asks with `skipToken` in its
 * own hook: importing it here would bring TanStack Query's utilities into the entry of every
 * page, through the route loaders that open views.
 */
export function savedViewQueryOptions(provider: SavedViewsProvider, id: RecordId) {
  return queryOptions({
    queryKey: savedViewQueryKey(id),
    queryFn: ({ signal }) => provider.get({ id, signal }),
  });
}
