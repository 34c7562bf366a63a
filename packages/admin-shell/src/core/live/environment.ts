import type { LiveFeedEnvironment } from './create-live-feed.js';

/** The real browser's facilities, looked up when called (never at import, for server rendering). */
export function browserLiveEnvironment(): LiveFeedEnvironment {
  return {
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    openChannel:
      typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
    pageAge: () => (typeof performance === 'undefined' ? 0 : performance.now()),
    tabId: crypto.randomUUID(),
    now: () => Date.now(),
    random: Math.random,
  };
}
