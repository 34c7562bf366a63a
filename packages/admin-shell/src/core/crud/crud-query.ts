import { queryOptions } from '@tanstack/react-query';
import type { DataProvider, GetListParams, RecordId } from '../contracts.js';
import { liveQueryMeta } from '../live/live-queries.js';
import type { CrudDefinition, CrudListQuery, CrudPageQuery } from './crud-definition.js';
import { activeFilters } from './crud-search.js';

/** Every query of one CRUD table starts with this key: invalidate it after a write. */
export const crudQueryKey = (id: string) => ['crud', id] as const;

/** The data provider's list request for a page of the table. */
export function crudListParams<Query extends CrudListQuery>(
  resource: string,
  query: CrudPageQuery<Query>,
): GetListParams {
  return {
    resource,
    pagination: { page: query.current, perPage: query.pageSize },
    ...(query.sortField && query.sortOrder
      ? { sort: { field: query.sortField, order: query.sortOrder === 'ascend' ? 'asc' : 'desc' } }
      : {}),
    filters: activeFilters(query),
    ...(query.keyword ? { search: query.keyword } : {}),
  };
}

/**
 * The list query of a CRUD table, for `useQuery` and for a route loader to prefetch while the
 * page's code loads. The previous page stays on screen while the next one loads. Any live change
 * to its resource, or to one it names in `dependsOn`, refreshes it.
 */
export function crudListQueryOptions<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  query: CrudPageQuery<Query>,
  dataProvider: DataProvider,
) {
  return queryOptions({
    queryKey: [...crudQueryKey(definition.id), 'list', query] as const,
    queryFn: ({ signal }) =>
      dataProvider.getList<Row>({ ...crudListParams(definition.resource, query), signal }),
    // What TanStack Query's `keepPreviousData` does; importing it would bring its utilities onto
    // every page whose routes are defined with `crudRouteOptions`, the sign-in page among them.
    placeholderData: (previous) => previous,
    meta: liveQueryMeta({
      liveResources: [definition.resource, ...(definition.dependsOn ?? [])],
    }),
  });
}

/**
 * One record as its view shows it, by resource rather than table, so whatever found the record
 * (the command palette) can hand it over and spare the request.
 */
export const crudRecordQueryKey = (resource: string, id: RecordId) =>
  ['crud-record', resource, String(id)] as const;

/** The data provider's `getOne` for a record view. */
export function crudRecordQueryOptions<Row>(
  resource: string,
  id: RecordId,
  dataProvider: DataProvider,
) {
  return queryOptions({
    queryKey: crudRecordQueryKey(resource, id),
    queryFn: ({ signal }) => dataProvider.getOne<Row>({ resource, id, signal }),
    meta: liveQueryMeta({ liveRecord: { resource, id } }),
  });
}
