/** Which columns a person shows, in which order: what the column settings store. */
export interface ColumnPreferences {
  order: string[];
  hidden: string[];
}

export type CrudDensity = 'compact' | 'default' | 'comfortable';
export const crudDensities: readonly CrudDensity[] = ['compact', 'default', 'comfortable'];

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** Reads stored column choices, tolerating anything (storage is shared with other code). */
export function parseColumnPreferences(raw: unknown): ColumnPreferences | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  // Repeats would list a column twice.
  return { order: [...new Set(strings(record.order))], hidden: strings(record.hidden) };
}

export interface ResolvedColumn<Column> {
  column: Column;
  visible: boolean;
}

/**
 * The columns in the person's order with their visibility. Columns the table has gained since
 * the preferences were stored keep their declared place among the others and their default
 * visibility; stored keys the table no longer has are ignored.
 */
export function resolveColumns<Column extends { key: string; defaultHidden?: boolean }>(
  columns: readonly Column[],
  preferences: ColumnPreferences | undefined,
): ResolvedColumn<Column>[] {
  if (!preferences) {
    return columns.map((column) => ({ column, visible: !column.defaultHidden }));
  }
  const known = new Map(columns.map((column) => [column.key, column]));
  const ordered = [...new Set(preferences.order)]
    .map((key) => known.get(key))
    .filter((column): column is Column => column !== undefined);
  const placed = new Set(ordered.map((column) => column.key));
  columns.forEach((column, declared) => {
    if (placed.has(column.key)) return;
    // After the nearest declared predecessor that is already placed, else first.
    const before = columns.slice(0, declared).findLast((other) => placed.has(other.key));
    const at = before ? ordered.indexOf(before) + 1 : 0;
    ordered.splice(at, 0, column);
    placed.add(column.key);
  });
  const stored = new Set(preferences.order);
  const hidden = new Set(preferences.hidden);
  return ordered.map((column) => ({
    column,
    visible: stored.has(column.key) ? !hidden.has(column.key) : !column.defaultHidden,
  }));
}

/** Moves a column one place up (-1) or down (+1). */
export function moveColumn(order: readonly string[], key: string, by: -1 | 1): string[] {
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}
