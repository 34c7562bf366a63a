import type { LiveMessage } from '../contracts.js';

/**
 * What tabs of one browser tell each other about the live connection: a message the holding tab
 * heard, a tab that opened asking what it may have missed since its page began to load, and the
 * holding tab's answer to it.
 */
export type RelayMessage =
  | { type: 'admin-shell:live'; message: LiveMessage }
  | { type: 'admin-shell:live-catch-up'; from: string; sinceMs: number }
  | { type: 'admin-shell:live-caught-up'; to: string; messages: LiveMessage[] | 'reset' };

const relayTypes = new Set<unknown>([
  'admin-shell:live',
  'admin-shell:live-catch-up',
  'admin-shell:live-caught-up',
]);

/** A message of this protocol, or undefined for anything else on the channel. */
export function parseRelay(value: unknown): RelayMessage | undefined {
  if (typeof value !== 'object' || value === null || !('type' in value)) return undefined;
  return relayTypes.has(value.type) ? (value as RelayMessage) : undefined;
}

/** Whether a message says something a page that missed it must know later. */
const worthKeeping = (message: LiveMessage) =>
  message.type === 'change' || message.type === 'identity';

/**
 * The news a tab heard lately, with since when it has heard all of it, so the tab holding the
 * connection can tell a tab that opens after it what it missed between loading its data and
 * listening. Bounded: the last `keep` messages of the last `keepMs` milliseconds.
 */
export function createRecentNews(now: () => number, keep = 500, keepMs = 5 * 60 * 1000) {
  let recent: { at: number; message: LiveMessage }[] = [];
  /** Since when nothing is missing; undefined until the tab has caught up. */
  let completeSince: number | undefined;

  function forget() {
    const cutoff = now() - keepMs;
    let drop = Math.max(0, recent.length - keep);
    while (drop < recent.length && (recent[drop]?.at ?? cutoff) < cutoff) drop += 1;
    const lastDropped = recent[drop - 1];
    if (!lastDropped) return;
    recent = recent.slice(drop);
    if (completeSince !== undefined) completeSince = Math.max(completeSince, lastDropped.at);
  }

  return {
    /** Keeps what is worth keeping; a reset empties it, everything before being stale anyway. */
    heard(message: LiveMessage) {
      if (message.type === 'reset') {
        recent = [];
        completeSince = now();
        return;
      }
      if (!worthKeeping(message)) return;
      recent.push({ at: now(), message });
      forget();
    },
    /**
     * Nothing since `since` is missing: the tab has caught up to it. Only the first time counts;
     * after that, what the tab hears keeps it complete, and a reset starts it afresh.
     */
    completeFrom(since: number) {
      completeSince ??= since;
    },
    isComplete: () => completeSince !== undefined,
    /** What was heard in the last `sinceMs` milliseconds, or `reset` when some may be missing. */
    since(sinceMs: number): LiveMessage[] | 'reset' {
      forget();
      const from = now() - sinceMs;
      if (completeSince === undefined || from < completeSince) return 'reset';
      return recent.filter((entry) => entry.at >= from).map((entry) => entry.message);
    },
  };
}
