import { useCallback, useMemo, useState } from 'react';
import type { RecordId } from '../contracts.js';

const none: ReadonlyMap<RecordId, never> = new Map<RecordId, never>();

/**
 * The rows ticked for a bulk action, kept with the rows themselves so the action has them
 * whichever page is showing: a person can tick rows on several pages of one list. A new
 * `scope` (another filter, keyword or sort) starts an empty selection, since the rows then
 * belong to another list.
 */
export function useRowSelection<Row>(rowKey: (row: Row) => RecordId, scope: string) {
  const [state, setState] = useState<{ scope: string; selected: ReadonlyMap<RecordId, Row> }>(
    () => ({ scope, selected: new Map() }),
  );
  const selected = state.scope === scope ? state.selected : none;

  const update = useCallback(
    (change: (next: Map<RecordId, Row>) => void) =>
      setState((current) => {
        const next = new Map(current.scope === scope ? current.selected : none);
        change(next);
        return { scope, selected: next };
      }),
    [scope],
  );

  const toggle = useCallback(
    (row: Row) =>
      update((next) => {
        const key = rowKey(row);
        if (next.has(key)) next.delete(key);
        else next.set(key, row);
      }),
    [rowKey, update],
  );

  const setMany = useCallback(
    (rows: readonly Row[], select: boolean) =>
      update((next) => {
        for (const row of rows) {
          if (select) next.set(rowKey(row), row);
          else next.delete(rowKey(row));
        }
      }),
    [rowKey, update],
  );

  /** Unticks the rows with these ids (deleted, say). */
  const forget = useCallback(
    (ids: readonly RecordId[]) =>
      update((next) => {
        for (const id of ids) next.delete(id);
      }),
    [update],
  );

  return {
    keys: useMemo(() => new Set(selected.keys()), [selected]),
    rows: useMemo(() => [...selected.values()], [selected]),
    toggle,
    setMany,
    forget,
    clear: useCallback(() => update((next) => next.clear()), [update]),
  };
}
