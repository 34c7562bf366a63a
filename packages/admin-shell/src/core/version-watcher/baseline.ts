/** The part of `localStorage` the watcher uses. */
export interface VersionTagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored baseline tag, or undefined when there is none or storage cannot be read. */
export function readBaseline(
  storage: VersionTagStorage | undefined,
  key: string,
): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    // Blocked or broken storage (private modes, disabled cookies): the page's own tag still works.
    return undefined;
  }
}

/** Stores `tag` as the baseline; does nothing when storage refuses (full, blocked). */
export function writeBaseline(storage: VersionTagStorage | undefined, key: string, tag: string) {
  try {
    storage?.setItem(key, tag);
  } catch {
    // As in readBaseline: the baseline is a convenience across page loads, never required.
  }
}
