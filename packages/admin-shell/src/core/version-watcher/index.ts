export type { VersionTagStorage } from './baseline.js';
export {
  createVersionWatcher,
  DEFAULT_VERSION_CHECK_INTERVAL_MS,
  type VersionWatcher,
  type VersionWatcherOptions,
  type VersionWatcherState,
} from './create-version-watcher.js';
export type { VersionWatcherEnvironment, VisibilitySource } from './environment.js';
export type { TabLocks } from './hold-tab-lock.js';
export { type UseVersionWatcherResult, useVersionWatcher } from './use-version-watcher.js';
