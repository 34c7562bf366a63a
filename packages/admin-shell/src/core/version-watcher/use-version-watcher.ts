import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  createVersionWatcher,
  type VersionWatcherOptions,
  type VersionWatcherState,
} from './create-version-watcher.js';

/** What {@link useVersionWatcher} returns: the watcher's state and the notice's two answers. */
export interface UseVersionWatcherResult extends VersionWatcherState {
  /** 稍后再说: hides the notice and resumes polling (the same tag returns one interval later). */
  dismiss(): void;
  /** 立即刷新: stores the new tag as the baseline, keeps drafts and tabs (`onBeforeReload`), reloads. */
  refresh(): void;
}

/**
 * Watches for a new deployment of the app while the component is mounted; see
 * {@link createVersionWatcher} for the rules and {@link VersionWatcherOptions} for the defaults
 * (HEAD `/` every 15 minutes, skipped on localhost and IP-address hosts). A change of `url`,
 * `intervalMs`, `storageKey`, `lockName`, `channelName` or `allowLocalHosts` restarts it;
 * `fetch` and `reload` are read when used, so inline functions do not.
 *
 * @example
 * const { updateAvailable, dismiss, refresh } = useVersionWatcher({ intervalMs: 5 * 60 * 1000 });
 */
export function useVersionWatcher(options: VersionWatcherOptions = {}): UseVersionWatcherResult {
  const { url, intervalMs, storageKey, lockName, channelName, allowLocalHosts } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const watcher = useMemo(
    () =>
      createVersionWatcher({
        url,
        intervalMs,
        storageKey,
        lockName,
        channelName,
        allowLocalHosts,
        fetch: (input, init) => (latest.current.fetch ?? globalThis.fetch)(input, init),
        reload: () => (latest.current.reload ?? (() => window.location.reload()))(),
      }),
    [url, intervalMs, storageKey, lockName, channelName, allowLocalHosts],
  );

  useEffect(() => {
    watcher.start();
    return () => watcher.stop();
  }, [watcher]);

  const state = useSyncExternalStore(watcher.subscribe, watcher.getState, watcher.getState);
  return { ...state, dismiss: watcher.dismiss, refresh: watcher.refresh };
}
