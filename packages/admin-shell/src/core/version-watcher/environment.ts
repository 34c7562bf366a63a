import { localStorageIfAllowed } from '../browser-storage.js';
import { runBeforeReload } from '../reload/run-before-reload.js';
import type { VersionTagStorage } from './baseline.js';
import type { TabLocks } from './hold-tab-lock.js';

/** The part of `document` the watcher uses to pause while the tab is hidden. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** What the watcher takes from the browser; tests and unusual hosts replace parts of it. */
export interface VersionWatcherEnvironment {
  /** The page's host name, as `location.hostname` gives it (an IPv6 address in brackets). */
  hostname: string;
  /** Where the baseline tag is kept: `localStorage` when it can be used. */
  storage: VersionTagStorage | undefined;
  /** `navigator.locks` when the browser has Web Locks. */
  locks: TabLocks | undefined;
  /** Opens a BroadcastChannel, when the browser has them. */
  openChannel: ((name: string) => BroadcastChannel) | undefined;
  /** `document`, for its visibility. */
  document: VisibilitySource | undefined;
  /** The tag each watched address had when this page first learned it, by address. */
  loadedTags: Map<string, string>;
  /** Saves what must survive 立即刷新's reload: the savers given to `onBeforeReload`. */
  beforeReload: () => void;
}

/**
 * The tags of the code this page was loaded with. Module state on purpose: it describes the page,
 * which outlives any one watcher, so a watcher created later (a remount, new options) still
 * compares with what the page runs rather than with a version deployed since it loaded.
 */
const pageLoadedTags = new Map<string, string>();

/** The tag `url` had when this page first learned it; undefined while no watcher has asked. */
export function pageLoadedTag(url: string): string | undefined {
  return pageLoadedTags.get(url);
}

/** The real browser's facilities, looked up when called (never at import, for server rendering). */
export function browserEnvironment(): VersionWatcherEnvironment {
  return {
    hostname: typeof location === 'undefined' ? '' : location.hostname,
    storage: localStorageIfAllowed(),
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    openChannel:
      typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
    document: typeof document === 'undefined' ? undefined : document,
    loadedTags: pageLoadedTags,
    beforeReload: runBeforeReload,
  };
}
