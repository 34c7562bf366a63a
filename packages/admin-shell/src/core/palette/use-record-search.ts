import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from '../app/services.js';
import { createRecordSearch, type RecordSearchState } from './record-search.js';
import type { PaletteRecordSource } from './types.js';

/**
 * The records of `sources` matching `text`, searched once the text rests (see
 * `createRecordSearch`); requests still under way are aborted when the component unmounts.
 * `sources` is read once.
 */
export function useRecordSearch(
  sources: readonly PaletteRecordSource[],
  text: string,
): RecordSearchState {
  const dataProvider = useDataProvider();
  const [search] = useState(() => createRecordSearch({ dataProvider, sources }));
  useEffect(() => search.setQuery(text), [search, text]);
  useEffect(() => () => search.dispose(), [search]);
  return useSyncExternalStore(search.subscribe, search.getState, search.getState);
}
