import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CrudDefinition, CrudListQuery, CrudPageQuery } from './crud-definition.js';

/** Every query of one CRUD table starts with this key: invalidate it after a write. */
export const crudQueryKey = (id: string) => ['crud', id] as const;

/**
 * The list query of a CRUD table, for `useQuery` and for a route loader to prefetch while the
 * page's code loads. The previous page stays on screen while the next one loads.
 */
export function crudListQueryOptions<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  query: CrudPageQuery<Query>,
) {
  return queryOptions({
    queryKey: [...crudQueryKey(definition.id), 'list', query] as const,
    queryFn: ({ signal }) => definition.api.list(query, signal),
    placeholderData: keepPreviousData,
  });
}
