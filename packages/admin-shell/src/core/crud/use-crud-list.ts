import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useDataProvider } from '../app/services.js';
import { usePreference, usePreferencesStore } from '../preferences/PreferencesProvider.js';
import { withTablePreferences } from '../preferences/preferences.js';
import { useLoadingSlow } from '../query/use-loading-slow.js';
import type {
  CrudDefinition,
  CrudListQuery,
  CrudPageSize,
  CrudSearch,
  CrudSortOrder,
} from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import {
  activeFilters,
  crudListLimits,
  crudPageQuery,
  crudSearchChanges,
  parseCrudSearch,
} from './crud-search.js';

/** How a change of a table's state enters the history. */
export interface CrudSearchChange {
  /** The table corrected its own state: replace the history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A CRUD table's list: the page the search asks for, fetched through the data provider (the
 * previous page stays while the next loads), whether the load is slow, the page count, and the
 * changes a person makes, each handed to `onSearchChange` as the next search. A page past the
 * end (the last row deleted, a narrower search, an old link) moves to the last page. The page
 * size a person picks is remembered in the preferences: the table opens with it next time.
 */
export function useCrudList<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  search: CrudSearch<Query>,
  onSearchChange: (search: CrudSearch<Query>, change?: CrudSearchChange) => void,
) {
  const dataProvider = useDataProvider();
  const store = usePreferencesStore();
  const storedPageSize = usePreference(
    (preferences) => preferences.tables?.[definition.id]?.pageSize,
  );
  const limits = useMemo(() => crudListLimits(definition), [definition]);
  // The address may carry params of others (the router merges them in): only the table's own
  // reach the data provider.
  const query = crudPageQuery(parseCrudSearch(definition, search), limits, storedPageSize);
  const list = useQuery(crudListQueryOptions(definition, query, dataProvider));
  const loadingSlow = useLoadingSlow(list.isFetching);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && query.current > pageCount;

  const change = useMemo(
    () => ({
      page: (page: number) => onSearchChange(crudSearchChanges.page(search, page)),
      pageSize: (size: CrudPageSize) => {
        store.update((current) =>
          withTablePreferences(current, definition.id, (table) => ({ ...table, pageSize: size })),
        );
        onSearchChange(crudSearchChanges.pageSize(search, size, limits));
      },
      sort: (field: string, order: CrudSortOrder | undefined) =>
        onSearchChange(
          crudSearchChanges.sort(
            search,
            order ? { field: field as CrudSearch<Query>['sortField'], order } : undefined,
          ),
        ),
      query: (
        keyword: string,
        filters: Partial<Record<string, string | number>>,
        how?: CrudSearchChange,
      ) => onSearchChange(crudSearchChanges.query(search, keyword, filters, limits), how),
      reset: () => onSearchChange(crudSearchChanges.reset(search)),
    }),
    [search, onSearchChange, limits, store, definition.id],
  );

  const showLastPage = useEffectEvent(() =>
    onSearchChange(crudSearchChanges.page(search, pageCount), { replace: true }),
  );
  useEffect(() => {
    if (outOfRange) showLastPage();
  }, [outOfRange]);

  const filters = activeFilters(search);
  return {
    query,
    limits,
    list,
    rows: list.data?.data,
    total,
    pageCount,
    loadingSlow,
    filters,
    filtered: search.keyword !== undefined || Object.keys(filters).length > 0,
    change,
  };
}
