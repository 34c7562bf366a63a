import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The rows ticked for a bulk action, kept with the rows themselves so the action has them
 * whichever page is showing: a person can tick rows on several pages of one list. A new
 * filter, keyword or sort clears them, since the rows then belong to another list.
 */
export function useRowSelection<Row>(rowKey: (row: Row) => string | number, scope: string) {
  const [selected, setSelected] = useState<ReadonlyMap<string | number, Row>>(() => new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: clearing is the point when the scope changes.
  useEffect(() => setSelected(new Map()), [scope]);

  const toggle = useCallback(
    (row: Row) =>
      setSelected((current) => {
        const next = new Map(current);
        const key = rowKey(row);
        if (next.has(key)) next.delete(key);
        else next.set(key, row);
        return next;
      }),
    [rowKey],
  );

  const setMany = useCallback(
    (rows: readonly Row[], select: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (select) next.set(rowKey(row), row);
          else next.delete(rowKey(row));
        }
        return next;
      }),
    [rowKey],
  );

  const keys = useMemo(() => new Set(selected.keys()), [selected]);
  return {
    keys,
    rows: useMemo(() => [...selected.values()], [selected]),
    toggle,
    setMany,
    clear: useCallback(() => setSelected(new Map()), []),
  };
}
