import { preferencesStorageKey } from '../src/core/preferences/storage-key.js';

/**
 * What another tab's write to `localStorage` looks like to this one: the value changes, then
 * the browser fires a `storage` event (never in the tab that wrote). `value` null removes the
 * entry; `key` null is another tab clearing the whole storage.
 */
export function anotherTabWrites(
  value: string | null,
  key: string | null = preferencesStorageKey,
): void {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key }));
}
