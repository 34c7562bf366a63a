import type { RecordSearchState } from './record-search.js';
import type { PaletteGroup, PaletteRecordSource } from './types.js';

/** A source's records as a group of entries, with how its search is going. */
export interface RecordGroup extends PaletteGroup {
  status: 'loading' | 'done' | 'failed';
}

/** The records found, as groups of entries that open them; a source with nothing found is left out unless still searching or failed. */
export function recordGroups(
  state: RecordSearchState,
  headingOf: (source: PaletteRecordSource) => string,
  open: (source: PaletteRecordSource, row: unknown) => void,
): RecordGroup[] {
  return state.groups
    .filter((group) => group.status !== 'done' || group.rows.length > 0)
    .map(({ source, status, rows }) => ({
      id: `records:${source.id}`,
      heading: headingOf(source),
      status,
      entries: rows.map((row) => ({
        id: `record:${source.id}:${String(source.rowKey(row))}`,
        label: source.label(row),
        description: source.description?.(row),
        run: () => open(source, row),
      })),
    }));
}
