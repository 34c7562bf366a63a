import type { DataProvider } from '../contracts.js';
import { clampKeyword } from '../crud/crud-search.js';
import type { PaletteRecordSource } from './types.js';

/** One source's answer for the text last searched. */
export interface RecordGroupState {
  source: PaletteRecordSource;
  /** `loading` keeps the previous text's rows on screen until the new ones arrive. */
  status: 'loading' | 'done' | 'failed';
  rows: readonly unknown[];
}

/** The records found: per source, in the order the sources were given. */
export interface RecordSearchState {
  /** The text searched for; empty when nothing is. */
  query: string;
  groups: readonly RecordGroupState[];
}

export interface RecordSearchOptions {
  dataProvider: DataProvider;
  sources: readonly PaletteRecordSource[];
  /** Milliseconds the text must stay unchanged before it is searched. Default 250. */
  delayMs?: number;
}

/** A record search: `setQuery` on every keystroke, `dispose` when the palette closes. */
export interface RecordSearch {
  setQuery(text: string): void;
  getState(): RecordSearchState;
  subscribe(listener: () => void): () => void;
  /** Drops the timer and aborts the requests under way; `setQuery` starts afresh. */
  dispose(): void;
}

const defaultLimit = 5;
const idle: RecordSearchState = { query: '', groups: [] };

/**
 * Searches every source through the data provider's `getList` (`search`, first page) once the
 * typed text has rested for `delayMs`: a new text aborts the requests of the previous one, so
 * an answer can never show for text that has since changed. Each source answers on its own; one
 * that fails is marked failed and the others still show.
 */
export function createRecordSearch(options: RecordSearchOptions): RecordSearch {
  const { dataProvider, sources, delayMs = 250 } = options;
  let state = idle;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();

  const set = (next: RecordSearchState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };
  const settle = (index: number, change: Omit<RecordGroupState, 'source'>) =>
    set({
      ...state,
      groups: state.groups.map((group, at) => (at === index ? { ...group, ...change } : group)),
    });

  function run(query: string) {
    const current = new AbortController();
    controller = current;
    sources.forEach((source, index) => {
      const limit = source.limit ?? defaultLimit;
      dataProvider
        .getList({
          resource: source.resource,
          pagination: { page: 1, perPage: limit },
          filters: {},
          search: query,
          signal: current.signal,
        })
        .then(
          ({ data }) => {
            // A back end with fixed page sizes (10, 20…) answers more than asked for.
            if (!current.signal.aborted)
              settle(index, { status: 'done', rows: data.slice(0, limit) });
          },
          () => {
            if (!current.signal.aborted) settle(index, { status: 'failed', rows: [] });
          },
        );
    });
  }

  return {
    setQuery(text) {
      const query = clampKeyword(text);
      if (query === state.query) return;
      stop();
      if (query === '' || sources.length === 0) {
        set(idle);
        return;
      }
      set({
        query,
        groups: sources.map((source, index) => ({
          source,
          status: 'loading',
          rows: state.groups[index]?.rows ?? [],
        })),
      });
      timer = setTimeout(() => run(query), delayMs);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stop();
      // Searched again from the start when the palette opens with text still in it.
      state = idle;
    },
  };
}
