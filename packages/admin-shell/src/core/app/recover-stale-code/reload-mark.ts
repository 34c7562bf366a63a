import type { MarkStorage } from './router-reload.js';

const key = 'admin-shell:stale-code-reload';

/** The recovery's last reload in this tab: where it landed, when, and whether it was told. */
export interface ReloadMark {
  /** The address reloaded (path, query and hash). */
  address: string;
  /** When, in milliseconds since the epoch. */
  at: number;
  /** Whether the reloaded page has said why it reloaded. */
  told: boolean;
}

function isReloadMark(value: unknown): value is ReloadMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark: Partial<Record<keyof ReloadMark, unknown>> = value;
  return (
    typeof mark.address === 'string' &&
    typeof mark.at === 'number' &&
    typeof mark.told === 'boolean'
  );
}

/** The mark of the last recovery reload in this tab, if any can be read. */
export function readReloadMark(storage: MarkStorage | undefined): ReloadMark | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return isReloadMark(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the mark; does nothing when the storage refuses it. */
export function writeReloadMark(storage: MarkStorage | undefined, mark: ReloadMark): void {
  try {
    storage?.setItem(key, JSON.stringify(mark));
  } catch {
    // Without it only the version check stands between a failure and another reload.
  }
}
