import type { QueryClient } from '@tanstack/react-query';
import type { PreferencesStore, RecordId, SavedView, SavedViewsProvider } from '../contracts.js';
import type { CrudDefinition, CrudListQuery, CrudSearch } from './crud-definition.js';
import { parseCrudView } from './crud-search.js';
import { savedViewListQueryOptions, savedViewQueryOptions } from './saved-view-queries.js';
import { hasCrudSearch, savedViewSearch, withSavedViewLayout } from './saved-views.js';

/** What opening a saved view reads from the router's context (`AdminRouterContext`). */
export interface SavedViewContext {
  queryClient: QueryClient;
  preferences: PreferencesStore;
  savedViews?: SavedViewsProvider | undefined;
}

/** Which view an address entering a CRUD table opens. */
export type SavedViewRequest =
  /** `?savedView=3` alone: the view, as it is saved now, becomes the address. */
  | { kind: 'link'; id: RecordId }
  /** `?savedView=3` beside the table's params: they say what is listed; the view, how. */
  | { kind: 'layout'; id: RecordId }
  /** Nothing of the table: the person's default view, if they chose one. */
  | { kind: 'default' };

/**
 * What an address entering the table asks of saved views (see {@link SavedViewRequest}):
 * nothing when it lists something of its own without naming a view.
 */
export function savedViewRequest<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  raw: Record<string, unknown>,
): SavedViewRequest | undefined {
  const id = parseCrudView(raw.savedView);
  const listed = hasCrudSearch(definition, raw);
  if (id !== undefined) return { kind: listed ? 'layout' : 'link', id };
  return listed ? undefined : { kind: 'default' };
}

/**
 * Opens the saved view an address entering a CRUD table asks for: lays the view's columns,
 * density and page size into the preferences and answers the address that shows it, or
 * undefined to stay at this one. A view that cannot be had (deleted, no longer shared, the
 * network) leaves the address as it is, for the table to report.
 */
export async function openSavedView<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  context: SavedViewContext,
  request: SavedViewRequest,
): Promise<CrudSearch<Query> | undefined> {
  const { savedViews, queryClient, preferences } = context;
  if (!savedViews) return undefined;
  let view: SavedView | undefined;
  try {
    view =
      request.kind === 'default'
        ? (await queryClient.fetchQuery(savedViewListQueryOptions(savedViews, definition.id))).find(
            (candidate) => candidate.isDefault,
          )
        : await queryClient.fetchQuery(savedViewQueryOptions(savedViews, request.id));
  } catch {
    return undefined;
  }
  if (!view || view.tableKey !== definition.id) return undefined;
  const { state } = view;
  preferences.update((current) => withSavedViewLayout(current, definition, state));
  return request.kind === 'layout' ? undefined : savedViewSearch(definition, view.id, state);
}
