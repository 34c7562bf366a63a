import type { RecordId, SavedViewState } from '../contracts.js';
import { type Preferences, withTablePreferences } from '../preferences/preferences.js';
import type { ColumnPreferences, CrudDensity } from './column-preferences.js';
import type { CrudDefinition, CrudListQuery, CrudSearch } from './crud-definition.js';
import { activeFilters, crudListLimits, crudSearchKeys, parseCrudSearch } from './crud-search.js';

/** What a table shows now, as {@link savedViewStateOf} turns it into a view's state. */
export interface CrudTableState<Query extends CrudListQuery> {
  /** The address's search params. */
  search: CrudSearch<Query>;
  /** The page size shown: the address's, else the person's, else the definition's. */
  pageSize: number;
  columns: ColumnPreferences;
  density: CrudDensity;
}

/**
 * The state a saved view keeps of a table as it is now: its filters, keyword, sort and page
 * size, and its columns and density. Defaults are left out, as in the address.
 */
export function savedViewStateOf<Query extends CrudListQuery>(
  table: CrudTableState<Query>,
): SavedViewState {
  const { search } = table;
  const state: SavedViewState = {
    pageSize: table.pageSize,
    columns: table.columns,
    density: table.density,
  };
  const filters = activeFilters(search) as Record<string, string | number>;
  if (Object.keys(filters).length > 0) state.filters = filters;
  if (search.keyword) state.keyword = search.keyword;
  if (search.sortField && search.sortOrder) {
    state.sortField = search.sortField;
    state.sortOrder = search.sortOrder;
  }
  return state;
}

/**
 * The address that shows a saved view: its filters, keyword, sort and page size as this table
 * can show them (a filter on a field the table no longer has is dropped, as from any address),
 * on the first page, naming the view.
 */
export function savedViewSearch<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  id: RecordId,
  state: SavedViewState,
): CrudSearch<Query> {
  const { filters, keyword, sortField, sortOrder, pageSize } = state;
  return {
    ...parseCrudSearch(definition, { ...filters, keyword, sortField, sortOrder, pageSize }),
    savedView: id,
  };
}

/**
 * The preferences with a saved view's way of drawing its table: its columns and density, and
 * its page size as the one the table opens with (as choosing it in the pager would).
 */
export function withSavedViewLayout<Row, Values, Query extends CrudListQuery>(
  preferences: Preferences,
  definition: CrudDefinition<Row, Values, Query>,
  state: SavedViewState,
): Preferences {
  const { pageSizes } = crudListLimits(definition);
  const pageSize = pageSizes.find((size) => size === state.pageSize);
  return withTablePreferences(preferences, definition.id, (table) => ({
    ...table,
    ...(state.columns && { columns: state.columns }),
    ...(state.density && { density: state.density }),
    ...(pageSize !== undefined && { pageSize }),
  }));
}

/** Whether the address holds any of the table's own params (paging, sort, keyword, filters). */
export function hasCrudSearch<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  raw: Record<string, unknown>,
): boolean {
  return crudSearchKeys(definition).some((key) => raw[key] !== undefined);
}

/** The address of a saved view of the table shown at `location`: a link that opens it. */
export function savedViewLink(location: { origin: string; pathname: string }, id: RecordId) {
  return `${location.origin}${location.pathname}?${new URLSearchParams({ savedView: String(id) })}`;
}
