import { readBaseline, writeBaseline } from './baseline.js';
import { browserEnvironment, type VersionWatcherEnvironment } from './environment.js';
import { holdTabLock } from './hold-tab-lock.js';
import { isLocalHost } from './is-local-host.js';
import { fetchVersionTag } from './version-tag.js';
import { openVersionTagChannel, type VersionTagChannel } from './version-tag-channel.js';

/** 15 minutes: the default time between two checks. */
export const DEFAULT_VERSION_CHECK_INTERVAL_MS = 15 * 60 * 1000;

/** Timers wrap around above this delay and would then fire at once, again and again. */
const LONGEST_TIMER_DELAY_MS = 2 ** 31 - 1;

/** How a version watcher checks; every field is optional. */
export interface VersionWatcherOptions {
  /** The address asked for the version tag (HEAD). Default `/`. */
  url?: string;
  /** Milliseconds between two checks. Default 15 minutes; 0 or less turns the watcher off. */
  intervalMs?: number;
  /** The localStorage key of the baseline tag. Default `admin-shell:version-tag`. */
  storageKey?: string;
  /** The Web Lock that lets one tab of the browser poll. Default `admin-shell:version-watcher`. */
  lockName?: string;
  /** The BroadcastChannel on which tabs share the tags they see. Default `admin-shell:version-watcher`. */
  channelName?: string;
  /** Watch on localhost and IP-address hosts too (tests, e2e runs). Default false: skipped there. */
  allowLocalHosts?: boolean;
  /** The fetch to use. Default: the global one. */
  fetch?: typeof globalThis.fetch;
  /**
   * Reloads the page for 立即刷新, after the savers given to `onBeforeReload` have kept what must
   * survive it (form drafts, open tabs). Default: `window.location.reload()`.
   */
  reload?: () => void;
}

/** What a version watcher has found; starts with no update. */
export interface VersionWatcherState {
  /** True once the server answers with a tag other than the one this page was loaded with. */
  updateAvailable: boolean;
  /** That other tag; undefined while there is no update. */
  newTag: string | undefined;
}

/** A watcher made by {@link createVersionWatcher}; it does nothing until `start()`. */
export interface VersionWatcher {
  /** Starts watching: a first check, then polling while this tab is visible and holds the lock. */
  start(): void;
  /** Stops every timer, listener and request; `start` may be called again. */
  stop(): void;
  /** Checks now, unless stopped or an update is already shown; resolves when done. */
  check(): Promise<void>;
  /**
   * 稍后再说: hides the notice and resumes polling. The same tag is shown again at the next
   * regular check, one interval later, not on an earlier visibility check or another tab's news.
   */
  dismiss(): void;
  /** 立即刷新: stores the new tag as the baseline, runs the before-reload savers, then reloads. */
  refresh(): void;
  /** The current state: the same object until it changes (as useSyncExternalStore needs). */
  getState(): VersionWatcherState;
  /** Calls `listener` on every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const NO_UPDATE: VersionWatcherState = Object.freeze({ updateAvailable: false, newTag: undefined });

/**
 * Watches for a new deployment of the app, without React. The first tag this page sees is the
 * code it runs: it becomes the page's baseline and is stored in localStorage. A later tag that
 * differs stops polling and sets `updateAvailable`. Only the tab holding a Web Lock polls, and
 * only while visible; every check's tag is shared over a BroadcastChannel so that all open tabs
 * show the notice. Nothing happens when `intervalMs` ≤ 0, or on localhost and IP-address hosts
 * unless `allowLocalHosts`.
 *
 * @example
 * const watcher = createVersionWatcher({ intervalMs: 5 * 60 * 1000 });
 * watcher.subscribe(() => console.log(watcher.getState()));
 * watcher.start();
 */
export function createVersionWatcher(
  options: VersionWatcherOptions = {},
  environment: Partial<VersionWatcherEnvironment> = {},
): VersionWatcher {
  const {
    url = '/',
    intervalMs = DEFAULT_VERSION_CHECK_INTERVAL_MS,
    storageKey = 'admin-shell:version-tag',
    lockName = 'admin-shell:version-watcher',
    channelName = 'admin-shell:version-watcher',
    allowLocalHosts = false,
  } = options;
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const reload = options.reload ?? (() => window.location.reload());

  let resolved: VersionWatcherEnvironment | undefined;
  // Looked up on first use, so creating a watcher during server rendering touches no browser API.
  const env = () => {
    resolved ??= { ...browserEnvironment(), ...environment };
    return resolved;
  };

  let state = NO_UPDATE;
  const listeners = new Set<() => void>();
  /** Present while started; aborting it abandons the check in flight. */
  let session: AbortController | undefined;
  let channel: VersionTagChannel | undefined;
  let releaseLock: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking: Promise<void> | undefined;
  /** The tag 稍后再说 put aside, until the next regular check. */
  let snoozed: { tag: string; until: number } | undefined;

  function setState(next: VersionWatcherState) {
    state = next;
    for (const listener of listeners) listener();
  }

  const isHidden = () => env().document?.visibilityState === 'hidden';

  /** Polls while this tab holds the lock; holds it only while visible and showing no notice. */
  function watch() {
    if (!session || releaseLock || state.updateAvailable || isHidden()) return;
    releaseLock = holdTabLock(env().locks, lockName, () => {
      timer ??= setInterval(() => void check(), Math.min(intervalMs, LONGEST_TIMER_DELAY_MS));
    });
  }

  /** Stops polling and lets another visible tab take over. */
  function unwatch() {
    clearInterval(timer);
    timer = undefined;
    releaseLock?.();
    releaseLock = undefined;
  }

  /**
   * The first answer describes the code this page loaded with. When it brings no tag, the baseline
   * stored by the last page of this browser is the best guess.
   */
  function learnLoadedTag(tag: string | undefined) {
    const { storage, loadedTags } = env();
    const baseline = tag ?? readBaseline(storage, storageKey);
    if (baseline === undefined) return;
    loadedTags.set(url, baseline);
    writeBaseline(storage, storageKey, baseline);
  }

  /** Compares a tag seen by this tab or announced by another with the one this page runs. */
  function see(tag: string) {
    const loadedTag = env().loadedTags.get(url);
    // Before its own first answer a page cannot tell whether the tag is news to it.
    if (loadedTag === undefined || tag === loadedTag) return;
    if (state.updateAvailable) {
      // An even newer deployment: 立即刷新 should store the tag the reload will bring.
      if (tag !== state.newTag) setState({ updateAvailable: true, newTag: tag });
      return;
    }
    if (snoozed?.tag === tag && Date.now() < snoozed.until) return;
    unwatch();
    setState({ updateAvailable: true, newTag: tag });
  }

  async function runCheck(signal: AbortSignal) {
    const tag = await fetchVersionTag(url, fetch, signal);
    if (signal.aborted) return;
    if (!env().loadedTags.has(url)) learnLoadedTag(tag);
    if (tag === undefined) return;
    channel?.announce(tag);
    see(tag);
  }

  function check(): Promise<void> {
    if (!session || state.updateAvailable) return Promise.resolve();
    if (!checking) {
      const current = runCheck(session.signal).finally(() => {
        if (checking === current) checking = undefined;
      });
      checking = current;
    }
    return checking;
  }

  function onVisibilityChange() {
    if (isHidden()) {
      unwatch();
      return;
    }
    void check();
    watch();
  }

  function start() {
    if (session || !(intervalMs > 0)) return;
    const { hostname, openChannel, document } = env();
    if (!allowLocalHosts && isLocalHost(hostname)) return;
    session = new AbortController();
    channel = openVersionTagChannel(openChannel, channelName, see);
    document?.addEventListener('visibilitychange', onVisibilityChange);
    void check();
    watch();
  }

  function stop() {
    if (!session) return;
    session.abort();
    session = undefined;
    checking = undefined;
    unwatch();
    channel?.close();
    channel = undefined;
    env().document?.removeEventListener('visibilitychange', onVisibilityChange);
  }

  function dismiss() {
    if (!state.updateAvailable || state.newTag === undefined) return;
    snoozed = { tag: state.newTag, until: Date.now() + intervalMs };
    setState(NO_UPDATE);
    watch();
  }

  function refresh() {
    if (state.newTag !== undefined) writeBaseline(env().storage, storageKey, state.newTag);
    env().beforeReload();
    reload();
  }

  return {
    start,
    stop,
    check,
    dismiss,
    refresh,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
