import { sessionStorageIfAllowed } from '../browser-storage.js';

/** The part of `sessionStorage` drafts are kept in. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the drafts of this tab are kept: `sessionStorage`, which survives the tab's reloads. */
const tabStorage = (): DraftStorage | undefined => sessionStorageIfAllowed();

/**
 * The key of draft `id` on the page at `address` (its path and query, by default the page's
 * own): a draft returns only to the page it was left on.
 */
export function draftKey(id: string, address = `${location.pathname}${location.search}`): string {
  return `admin-shell:draft:${id}@${address}`;
}

/** Keeps `draft` (as JSON) under `key`; a full or refused storage keeps nothing, quietly. */
export function saveDraft(key: string, draft: unknown, storage = tabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // The reload goes ahead either way: a draft is a courtesy, never a condition.
  }
}

/**
 * The draft kept under `key`, removed as it is read so it is restored once; undefined when
 * there is none, or it cannot be read.
 */
export function takeDraft(key: string, storage = tabStorage()): unknown {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return undefined;
    storage?.removeItem(key);
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
