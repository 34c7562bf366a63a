import type { QueryClient } from '@tanstack/react-query';
import type { RecordChange, RecordId } from '../contracts.js';
import { isRecord } from '../is-record.js';

/**
 * What a query shows, declared in its `meta`, so that live news refreshes exactly the queries
 * it concerns. The shell's CRUD tables declare theirs; an app declares its own (a dashboard's
 * totals) with {@link liveQueryMeta}.
 */
export interface LiveQueryMeta {
  /** Any change to records of these resources may change what the query shows (a list, a total). */
  liveResources?: readonly string[];
  /** The query shows this one record. */
  liveRecord?: { resource: string; id: RecordId };
}

/**
 * The `meta` of a query that shows records of `resources`, or one record: changes to them, told
 * by the live provider, refresh it.
 *
 * @example
 * queryOptions({ queryKey: ['dashboard'], queryFn, meta: liveQueryMeta({ liveResources: ['users', 'articles'] }) })
 */
export function liveQueryMeta(meta: LiveQueryMeta): Record<string, unknown> {
  return { ...meta };
}

function liveMetaOf(meta: unknown): LiveQueryMeta {
  if (!isRecord(meta)) return {};
  const { liveResources, liveRecord } = meta;
  const found: LiveQueryMeta = {};
  if (Array.isArray(liveResources)) found.liveResources = liveResources;
  if (isRecord(liveRecord)) found.liveRecord = liveRecord as LiveQueryMeta['liveRecord'];
  return found;
}

/** Whether a change may have changed what a query with this `meta` shows. */
export function isAffectedBy(meta: unknown, change: RecordChange): boolean {
  const { liveResources, liveRecord } = liveMetaOf(meta);
  if (liveResources?.includes(change.resource)) return true;
  return (
    liveRecord !== undefined &&
    liveRecord.resource === change.resource &&
    String(liveRecord.id) === String(change.id)
  );
}

/** Whether a query shows anything live news could change. */
export function showsLiveData(meta: unknown): boolean {
  const { liveResources, liveRecord } = liveMetaOf(meta);
  return (liveResources?.length ?? 0) > 0 || liveRecord !== undefined;
}

/**
 * Refreshes the queries the changes concern, or every live query after a `reset`. Queries on
 * screen fetch again; the others are only marked stale. A fetch already under way (the save's
 * own refresh) is kept rather than started again.
 */
export function refreshLiveQueries(
  queryClient: QueryClient,
  changes: readonly RecordChange[] | 'everything',
): Promise<void> {
  return queryClient.invalidateQueries(
    {
      predicate: (query) =>
        changes === 'everything'
          ? showsLiveData(query.meta)
          : changes.some((change) => isAffectedBy(query.meta, change)),
    },
    { cancelRefetch: false },
  );
}
