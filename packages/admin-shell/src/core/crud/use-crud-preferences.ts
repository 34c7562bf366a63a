import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';
import {
  type ColumnPreferences,
  type CrudDensity,
  crudDensities,
  crudPreferencesKey,
  moveColumn,
  parseColumnPreferences,
  resolveColumns,
} from '../../core/crud/column-preferences.js';

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The person's columns (order, visibility) and density for one table, kept in local storage
 * and shared by the browser's tabs.
 */
export function useCrudPreferences<Column extends { key: string; defaultHidden?: boolean }>(
  tableId: string,
  columns: readonly Column[],
) {
  const [stored, setStored, removeStored] = useLocalStorage<ColumnPreferences | undefined>({
    key: crudPreferencesKey(tableId, 'columns'),
    defaultValue: undefined,
    getInitialValueInEffect: false,
    deserialize: (raw) => parseColumnPreferences(parseJson(raw)),
  });
  const [density, setDensity] = useLocalStorage<CrudDensity>({
    key: crudPreferencesKey(tableId, 'density'),
    defaultValue: 'default',
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      const value = parseJson(raw);
      return crudDensities.find((option) => option === value) ?? 'default';
    },
  });

  const resolved = useMemo(() => resolveColumns(columns, stored), [columns, stored]);
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
      setStored({
        order,
        hidden: hidden.includes(key) ? hidden.filter((other) => other !== key) : [...hidden, key],
      });
    },
    move(key: string, by: -1 | 1) {
      const { order, hidden } = current();
      setStored({ order: moveColumn(order, key, by), hidden });
    },
    reset: removeStored,
    density,
    setDensity,
  };
}
