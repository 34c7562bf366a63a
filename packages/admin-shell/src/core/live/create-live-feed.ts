import type { LiveMessage, LiveProvider } from '../contracts.js';
import { holdTabLock, type TabLocks } from '../version-watcher/hold-tab-lock.js';

/** What the feed takes from the browser; tests replace it. */
export interface LiveFeedEnvironment {
  /** `navigator.locks`: one tab of the browser holds the connection. */
  locks: TabLocks | undefined;
  /** Opens a BroadcastChannel, over which the holding tab passes on what it hears. */
  openChannel: ((name: string) => BroadcastChannel) | undefined;
  /** Milliseconds since the page began to load: how old its first data may be. */
  pageAge(): number;
  now(): number;
  random(): number;
}

export interface LiveFeedOptions {
  provider: LiveProvider;
  environment: LiveFeedEnvironment;
  /** The Web Lock the connection is held under. Default `admin-shell:live`. */
  lockName?: string;
  /** The channel its news goes to the other tabs on. Default `admin-shell:live`. */
  channelName?: string;
  /**
   * A connection that says nothing for this long (not even its pings, every 20 s) is taken for
   * dead and replaced: a dropped network can leave one open forever. Default 45 s.
   */
  silenceMs?: number;
}

/** Where the feed stands, in this tab: following news, or waiting to connect again. */
export type LiveStatus = 'stopped' | 'connecting' | 'live' | 'retrying';

export interface LiveFeed {
  start(): void;
  stop(): void;
  /** Calls `listener` with everything this tab hears, its own connection's or relayed. */
  listen(listener: (message: LiveMessage) => void): () => void;
  getStatus(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
}

const MESSAGE_TYPE = 'admin-shell:live';

/** What goes between tabs: a message heard, and when the holding tab last knew it was current. */
interface RelayedMessage {
  type: typeof MESSAGE_TYPE;
  message: LiveMessage;
}

function isRelayed(value: unknown): value is RelayedMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === MESSAGE_TYPE &&
    'message' in value
  );
}

/** Waits before connecting again: 1 s, doubling to 30 s, a third of it left to chance. */
export function retryDelayMs(attempt: number, random: () => number): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (2 / 3 + random() / 3));
}

/** Room for clocks and delivery between the back end hearing a change and this page. */
const marginMs = 2_000;

/**
 * One live connection for the whole browser: the tab holding the Web Lock connects through the
 * provider and passes every message on to the other tabs, which take its place (resuming where
 * it was) when it closes. A lost or silent connection is opened again with growing pauses; a
 * fresh one asks for what changed since this page began to load, so nothing between reading the
 * page's data and connecting is missed.
 */
export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { provider, environment } = options;
  const lockName = options.lockName ?? 'admin-shell:live';
  const channelName = options.channelName ?? 'admin-shell:live';
  const silenceMs = options.silenceMs ?? 45_000;

  const listeners = new Set<(message: LiveMessage) => void>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'stopped';
  let channel: BroadcastChannel | undefined;
  let releaseLock: (() => void) | undefined;
  let connection: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last change heard, here or in the tab that held the connection. */
  let lastEventId: string | undefined;
  /** When this tab last knew it had heard everything (a message of a live connection). */
  let currentAt: number | undefined;

  function setStatus(next: LiveStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function hear(message: LiveMessage) {
    if (message.type === 'change' && message.eventId !== undefined) lastEventId = message.eventId;
    // After a reset, an older id would only replay what the reset already covers.
    if (message.type === 'reset') lastEventId = undefined;
    currentAt = environment.now();
    for (const listener of listeners) listener(message);
  }

  function onRelayed(event: MessageEvent) {
    if (!isRelayed(event.data)) return;
    // The holding tab's connection is this tab's too.
    setStatus('live');
    hear(event.data.message);
  }

  /** Where a new connection starts: after the last change, else as far back as needed. */
  function resumeFrom(): { lastEventId?: string; sinceMs?: number } {
    if (lastEventId !== undefined) return { lastEventId };
    const since = currentAt === undefined ? environment.pageAge() : environment.now() - currentAt;
    return { sinceMs: Math.round(since + marginMs) };
  }

  function watchSilence(current: AbortController) {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => current.abort(new Error('silent')), silenceMs);
  }

  function connect(attempt: number) {
    const current = new AbortController();
    connection = current;
    setStatus(attempt === 0 ? 'connecting' : 'retrying');
    watchSilence(current);
    let next = attempt;
    provider
      .connect({
        ...resumeFrom(),
        signal: current.signal,
        onMessage(message) {
          if (connection !== current) return;
          watchSilence(current);
          if (message.type === 'ready') {
            next = 0;
            setStatus('live');
          }
          hear(message);
          channel?.postMessage({ type: MESSAGE_TYPE, message } satisfies RelayedMessage);
        },
      })
      .catch(() => undefined)
      .then(() => {
        // Stopped, or replaced by a connection of its own: nothing more to do for this one.
        if (connection !== current || (current.signal.aborted && !isSilent(current))) return;
        connection = undefined;
        setStatus('retrying');
        retryTimer = setTimeout(() => connect(next + 1), retryDelayMs(next, environment.random));
      });
  }

  const isSilent = (controller: AbortController) =>
    controller.signal.reason instanceof Error && controller.signal.reason.message === 'silent';

  return {
    start() {
      if (status !== 'stopped') return;
      setStatus('connecting');
      channel = environment.openChannel?.(channelName);
      channel?.addEventListener('message', onRelayed);
      releaseLock = holdTabLock(environment.locks, lockName, () => {
        // What this tab heard while another held the connection tells where to resume.
        channel?.removeEventListener('message', onRelayed);
        connect(0);
      });
    },
    stop() {
      if (status === 'stopped') return;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      const current = connection;
      connection = undefined;
      current?.abort();
      releaseLock?.();
      channel?.removeEventListener('message', onRelayed);
      channel?.close();
      channel = undefined;
      setStatus('stopped');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
