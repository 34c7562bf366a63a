import { localStorageIfAllowed } from '../browser-storage.js';
import type { PreferencesStorage, PreferencesStore } from '../contracts.js';
import { type Preferences, parsePreferences } from './preferences.js';
import { preferencesStorageKey } from './storage-key.js';

export interface PreferencesStoreOptions {
  /**
   * Where the preferences are kept, as one JSON value. Default `localStorage` (every tab of
   * the site sees the same choices); when the browser refuses storage, the page's memory.
   */
  storage?: PreferencesStorage;
  /** The storage key. Default `admin-shell:preferences`. */
  key?: string;
}

/** Keeps values for this page only: where storage is refused, and for stories and tests. */
export function memoryStorage(): PreferencesStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, value),
    removeItem: (key) => values.delete(key),
  };
}

/**
 * The person's choices (layout, theme mode, primary colour, language, each table's columns,
 * density and page size) in one store: one reset forgets them, and a change made in another
 * tab reaches this one through the browser's `storage` event.
 *
 * @example
 * const preferences = createPreferencesStore({ storage: sessionStorage });
 * <AdminApp preferences={preferences} …>
 */
export function createPreferencesStore(options: PreferencesStoreOptions = {}): PreferencesStore {
  const key = options.key ?? preferencesStorageKey;
  const storage = options.storage ?? localStorageIfAllowed() ?? memoryStorage();
  const listeners = new Set<() => void>();

  function read(): Preferences {
    try {
      const raw = storage.getItem(key);
      return raw ? parsePreferences(JSON.parse(raw)) : {};
    } catch {
      return {};
    }
  }

  let current = read();

  function notify() {
    for (const listener of listeners) listener();
  }

  function write(next: Preferences) {
    current = next;
    try {
      if (Object.keys(next).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(next));
    } catch {
      // A full or refused storage: the choice still holds for this page.
    }
    notify();
  }

  // `key` is null when another tab cleared the whole storage.
  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return;
    current = read();
    notify();
  }

  return {
    get: () => current,
    update: (change) => write(change(current)),
    reset: (...keys) => {
      if (keys.length === 0) return write({});
      const next = { ...current };
      for (const name of keys) delete next[name];
      write(next);
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
