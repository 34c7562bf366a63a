import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useNotifier, useOptionalSavedViews } from '../app/services.js';
import type { RecordId, SavedView, SavedViewState, SavedViewsProvider } from '../contracts.js';
import { NotFoundError } from '../data/data-errors.js';
import { useI18n } from '../i18n/i18n-context.js';
import { usePreferencesStore } from '../preferences/PreferencesProvider.js';
import type { CrudDefinition, CrudListQuery, CrudSearch } from './crud-definition.js';
import { savedViewQueryKey, savedViewQueryOptions } from './saved-view-queries.js';
import {
  type CrudTableState,
  savedViewLink,
  savedViewSearch,
  savedViewStateOf,
  withSavedViewLayout,
} from './saved-views.js';
import type { CrudSearchChange } from './use-crud-list.js';

/** A table as its saved views control sees it: which view it shows, and how to show another. */
export interface SavedViewsTable {
  provider: SavedViewsProvider;
  tableKey: string;
  /** The view the address names (`?savedView=`), if any. */
  chosenId: RecordId | undefined;
  /** That view, once known. */
  chosen: SavedView | undefined;
  /** The table's state now, as a view would keep it. */
  currentState(): SavedViewState;
  /**
   * Shows a view: its filters, keyword, sort and page size in the address (a new history
   * entry), its columns and density in the person's preferences.
   */
  apply(view: SavedView): void;
  /** The address no longer names a view (the one it named is gone); the table stays as it is. */
  leave(): void;
  /** The address that opens a view of this table, to share. */
  linkTo(view: SavedView): string;
}

/**
 * The saved views side of a CRUD table, when the app keeps saved views (`AdminApp`'s
 * `savedViews`): the view the address names, read through the provider (a view that cannot be
 * had is reported and dropped from the address), and applying one. Undefined without a provider.
 */
export function useSavedViewsTable<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  search: CrudSearch<Query>,
  onSearchChange: (search: CrudSearch<Query>, change?: CrudSearchChange) => void,
  table: Omit<CrudTableState<Query>, 'search'>,
): SavedViewsTable | undefined {
  const provider = useOptionalSavedViews();
  const store = usePreferencesStore();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const { t } = useI18n();
  const chosenId = provider ? search.savedView : undefined;
  // Nothing is asked without a provider and a view named.
  const chosen = useQuery(
    provider && chosenId !== undefined
      ? savedViewQueryOptions(provider, chosenId)
      : { queryKey: savedViewQueryKey(chosenId), queryFn: skipToken },
  );

  // Read when asked, so the object below changes only with the provider and the chosen view.
  const latest = useRef({ search, onSearchChange, table });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange, table };
  });

  const leave = useEffectEvent(() => {
    const { search: current, onSearchChange: change } = latest.current;
    change({ ...current, savedView: undefined }, { replace: true });
  });
  const unavailable = useEffectEvent(() => {
    notifier.notify({ kind: 'error', message: t('views.unavailable') });
    leave();
  });
  useEffect(() => {
    if (chosen.error instanceof NotFoundError) unavailable();
  }, [chosen.error]);

  const view = chosenId === undefined ? undefined : chosen.data;
  return useMemo(() => {
    if (!provider) return undefined;
    return {
      provider,
      tableKey: definition.id,
      chosenId,
      chosen: view,
      currentState: () =>
        savedViewStateOf({ ...latest.current.table, search: latest.current.search }),
      apply(next) {
        queryClient.setQueryData<SavedView>(savedViewQueryKey(next.id), next);
        store.update((current) => withSavedViewLayout(current, definition, next.state));
        latest.current.onSearchChange(savedViewSearch(definition, next.id, next.state));
      },
      leave: () => leave(),
      linkTo: (shown) => savedViewLink(window.location, shown.id),
    };
  }, [provider, definition, chosenId, view, queryClient, store]);
}
