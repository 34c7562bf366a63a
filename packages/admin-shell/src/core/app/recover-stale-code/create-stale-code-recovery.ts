import { sessionStorageIfAllowed } from '../../browser-storage.js';
import { runBeforeReload } from '../../reload/run-before-reload.js';
import type { DeployedVersion } from '../../version-watcher/compare-deployed-version.js';
import { isStaleCodeError, markNetworkFailure } from '../stale-code.js';
import { readReloadMark, writeReloadMark } from './reload-mark.js';
import { holdBackRouterReload, type MarkStorage } from './router-reload.js';

/** 30 seconds: after a recovery reload, another failure this soon is not reloaded again. */
export const DEFAULT_LOOP_WINDOW_MS = 30 * 1000;

/** What the recovery asks of the app. */
export interface StaleCodeRecoveryOptions {
  /** How the version live on the server compares with the page's: the version watcher's check. */
  compareVersion(): Promise<DeployedVersion>;
  /** Called once on the page a recovery reloaded into, to say why (the toast). */
  onRecovered(): void;
  /**
   * How long after a recovery reload another failure shows the error screen instead of reloading
   * again. Default 30 seconds.
   */
  loopWindowMs?: number;
}

/** Where Vite reports a chunk or stylesheet that failed to load: `window`. */
export interface PreloadErrorSource {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  removeEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
}

/** What the recovery takes from the browser; tests replace it. */
export interface StaleCodeRecoveryEnvironment {
  /** `window`, for Vite's `vite:preloadError` events. */
  events: PreloadErrorSource | undefined;
  /** `sessionStorage`: the marks live as long as the tab. */
  storage: MarkStorage | undefined;
  /** The page's address (path, query and hash), where a reload lands. */
  address(): string;
  now(): number;
  /** Keeps what must survive the reload: the savers given to `onBeforeReload`. */
  beforeReload(): void;
  reload(): void;
}

/** What the recovery did with a failure. */
export type StaleCodeOutcome =
  /** Not a stale-code error, or the recovery is stopped. */
  | 'ignored'
  /** A new version is live: drafts kept, the page reloading. */
  | 'reloading'
  /** The page's own version is still live: the file failed for another reason. */
  | 'network-failure'
  /** A new version, but the last recovery reload was moments ago: no loop, the error shows. */
  | 'held-back';

/** A recovery made by {@link createStaleCodeRecovery}; it does nothing until `start()`. */
export interface StaleCodeRecovery {
  /** Says why, if this page is the one a recovery reloaded into, then listens for failures. */
  start(): void;
  /** Stops listening; a check under way reloads nothing. */
  stop(): void;
  /** Handles a failure to load code; failures met during one check share its outcome. */
  recover(error: unknown): Promise<StaleCodeOutcome>;
}

function browserEnvironment(): StaleCodeRecoveryEnvironment {
  return {
    events: typeof window === 'undefined' ? undefined : window,
    storage: sessionStorageIfAllowed(),
    address: () => `${location.pathname}${location.search}${location.hash}`,
    now: Date.now,
    beforeReload: runBeforeReload,
    reload: () => window.location.reload(),
  };
}

/**
 * Recovers from code a deployment removed, without React. When a code-split chunk or its
 * stylesheet fails to load, it asks whether a new version is live: if so, it keeps the
 * person's work (`onBeforeReload`) and reloads the page at the same address, once; the page
 * it reloads into calls `onRecovered`. If the page's own version is still live, the file failed
 * for another reason: nothing reloads, and the error screen offers its retry. Another failure
 * within `loopWindowMs` of a recovery reload is left to the error screen, so a broken
 * deployment never reloads in a loop.
 *
 * @example
 * const recovery = createStaleCodeRecovery({ compareVersion, onRecovered: () => toast('…') });
 * recovery.start();
 */
export function createStaleCodeRecovery(
  options: StaleCodeRecoveryOptions,
  environment: Partial<StaleCodeRecoveryEnvironment> = {},
): StaleCodeRecovery {
  const { compareVersion, onRecovered, loopWindowMs = DEFAULT_LOOP_WINDOW_MS } = options;
  let resolved: StaleCodeRecoveryEnvironment | undefined;
  // Looked up on first use, so creating a recovery during server rendering touches no browser API.
  const env = () => {
    resolved ??= { ...browserEnvironment(), ...environment };
    return resolved;
  };

  let running = false;
  let reloading = false;
  let deciding: Promise<StaleCodeOutcome> | undefined;
  /** The failures the check under way answers for. */
  let failures: unknown[] = [];

  const recentlyReloaded = () => {
    const mark = readReloadMark(env().storage);
    return mark !== undefined && env().now() - mark.at < loopWindowMs;
  };

  async function decide(): Promise<StaleCodeOutcome> {
    const version = await compareVersion();
    const answered = failures;
    failures = [];
    if (!running) return 'ignored';
    if (version === 'same' || version === 'unreachable') {
      for (const failure of answered) {
        if (typeof failure === 'object' && failure !== null) markNetworkFailure(failure);
      }
      return 'network-failure';
    }
    // `unknown` reloads too: a reload is what the error screen would offer, and the mark keeps
    // it to one.
    if (recentlyReloaded()) return 'held-back';
    const { storage, address, now, beforeReload, reload } = env();
    beforeReload();
    writeReloadMark(storage, { address: address(), at: now(), told: false });
    reloading = true;
    reload();
    return 'reloading';
  }

  function recover(error: unknown): Promise<StaleCodeOutcome> {
    if (!running || !isStaleCodeError(error)) return Promise.resolve('ignored');
    // At once, in the event: the router's lazy component renders the error right after.
    holdBackRouterReload(env().storage, error);
    if (reloading) return Promise.resolve('reloading');
    failures.push(error);
    deciding ??= decide().finally(() => {
      deciding = undefined;
    });
    return deciding;
  }

  function onPreloadError(event: Event) {
    void recover('payload' in event ? event.payload : undefined);
  }

  function announce() {
    const { storage, address, now } = env();
    const mark = readReloadMark(storage);
    if (!mark || mark.told || mark.address !== address() || now() - mark.at >= loopWindowMs) {
      return;
    }
    writeReloadMark(storage, { ...mark, told: true });
    onRecovered();
  }

  return {
    start() {
      if (running) return;
      running = true;
      announce();
      env().events?.addEventListener('vite:preloadError', onPreloadError);
    },
    stop() {
      running = false;
      env().events?.removeEventListener('vite:preloadError', onPreloadError);
    },
    recover,
  };
}
