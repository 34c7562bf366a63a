import { useMemo } from 'react';
import { usePreference, usePreferencesStore } from '../preferences/PreferencesProvider.js';
import { withTablePreferences } from '../preferences/preferences.js';
import {
  type ColumnPreferences,
  type CrudDensity,
  moveColumn,
  resolveColumns,
} from './column-preferences.js';

/**
 * The person's columns (order, visibility) and density for one table, kept in the preferences
 * (so every open tab follows a change).
 */
export function useCrudPreferences<Column extends { key: string; defaultHidden?: boolean }>(
  tableId: string,
  columns: readonly Column[],
) {
  const store = usePreferencesStore();
  const table = usePreference((preferences) => preferences.tables?.[tableId]);
  const stored = table?.columns;
  const resolved = useMemo(() => resolveColumns(columns, stored), [columns, stored]);

  const setColumns = (next: ColumnPreferences | undefined) =>
    store.update((current) =>
      withTablePreferences(current, tableId, ({ columns: _, ...rest }) =>
        next ? { ...rest, columns: next } : rest,
      ),
    );
  const current = (): ColumnPreferences => ({
    order: resolved.map(({ column }) => column.key),
    hidden: resolved.filter(({ visible }) => !visible).map(({ column }) => column.key),
  });

  return {
    resolved,
    visible: useMemo(
      () => resolved.filter(({ visible }) => visible).map(({ column }) => column),
      [resolved],
    ),
    toggle(key: string) {
      const { order, hidden } = current();
      setColumns({
        order,
        hidden: hidden.includes(key) ? hidden.filter((other) => other !== key) : [...hidden, key],
      });
    },
    move(key: string, by: -1 | 1) {
      const { order, hidden } = current();
      setColumns({ order: moveColumn(order, key, by), hidden });
    },
    /** Back to the declared columns; the density and page size stay. */
    reset: () => setColumns(undefined),
    density: table?.density ?? ('default' satisfies CrudDensity),
    setDensity: (density: CrudDensity) =>
      store.update((preferences) =>
        withTablePreferences(preferences, tableId, (choices) => ({ ...choices, density })),
      ),
  };
}
