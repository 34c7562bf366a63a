import type { LiveMessage, LiveProvider } from '../contracts.js';
import { holdTabLock, type TabLocks } from '../version-watcher/hold-tab-lock.js';
import { createRecentNews, parseRelay, type RelayMessage } from './live-relay.js';

/** What the feed takes from the browser; tests replace it. */
export interface LiveFeedEnvironment {
  /** `navigator.locks`: one tab of the browser holds the connection. */
  locks: TabLocks | undefined;
  /** Opens a BroadcastChannel, over which the holding tab passes on what it hears. */
  openChannel: ((name: string) => BroadcastChannel) | undefined;
  /** Milliseconds since the page began to load: how old its first data may be. */
  pageAge(): number;
  /** Names this tab to the others (a random id). */
  tabId: string;
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

/** Waits before connecting again: 1 s, doubling to 30 s, a third of it left to chance. */
export function retryDelayMs(attempt: number, random: () => number): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (2 / 3 + random() / 3));
}

/** Room for clocks and delivery between the back end hearing a change and this page. */
const marginMs = 2_000;
/** How often a tab that opened asks again what it missed, until a holding tab answers. */
const catchUpEveryMs = 2_000;

/**
 * One live connection for the whole browser: the tab holding the Web Lock connects through the
 * provider and passes every message on to the other tabs, which take its place (resuming where
 * it was) when it closes. A lost or silent connection is opened again with growing pauses; a
 * fresh one asks for what changed since this page began to load, and a tab that opens beside it
 * asks the holding tab the same, so nothing between reading a page's data and listening is missed.
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
  let catchUpTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last change heard, here or in the tab that held the connection. */
  let lastEventId: string | undefined;
  /** When this tab last knew it had heard everything (a message of a live connection). */
  let currentAt: number | undefined;
  /** What this tab heard lately, to tell a tab that opens later, once it holds the connection. */
  const news = createRecentNews(environment.now);
  /** Tabs that asked what they missed before this one's connection had caught up. */
  let waiting: Extract<RelayMessage, { type: 'admin-shell:live-catch-up' }>[] = [];

  function setStatus(next: LiveStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function hear(message: LiveMessage) {
    if (message.type === 'change' && message.eventId !== undefined) lastEventId = message.eventId;
    // After a reset, an older id would only replay what the reset already covers.
    if (message.type === 'reset') lastEventId = undefined;
    if (news.isComplete()) currentAt = environment.now();
    news.heard(message);
    for (const listener of listeners) listener(message);
  }

  const post = (relay: RelayMessage) => channel?.postMessage(relay);

  function answer(asking: Extract<RelayMessage, { type: 'admin-shell:live-catch-up' }>) {
    post({
      type: 'admin-shell:live-caught-up',
      to: asking.from,
      messages: news.since(asking.sinceMs),
    });
  }

  function onChannel(event: MessageEvent) {
    const relay = parseRelay(event.data);
    if (!relay) return;
    if (relay.type === 'admin-shell:live') {
      // The holding tab's connection is this tab's too.
      setStatus('live');
      hear(relay.message);
      // Its connection has caught up: now it can say what this tab missed.
      if (relay.message.type === 'ready' && !news.isComplete()) {
        clearTimeout(catchUpTimer);
        askToCatchUp();
      }
    } else if (relay.type === 'admin-shell:live-catch-up') {
      if (!connection) return;
      if (news.isComplete()) answer(relay);
      else if (!waiting.some((asking) => asking.from === relay.from)) waiting.push(relay);
    } else if (relay.to === environment.tabId && !news.isComplete()) {
      clearTimeout(catchUpTimer);
      const missed = relay.messages === 'reset' ? [{ type: 'reset' } as const] : relay.messages;
      news.completeFrom(environment.now() - sinceLoad());
      for (const message of missed) hear(message);
    }
  }

  /** How far back this page's data may be stale: since it began to load, with room to spare. */
  const sinceLoad = () => Math.round(environment.pageAge() + marginMs);

  /** Asks the holding tab what this one missed, again and again until one answers. */
  function askToCatchUp() {
    if (news.isComplete() || connection) return;
    post({ type: 'admin-shell:live-catch-up', from: environment.tabId, sinceMs: sinceLoad() });
    catchUpTimer = setTimeout(askToCatchUp, catchUpEveryMs);
  }

  /**
   * Where a new connection starts: after the last change once this tab is complete, else as far
   * back as its data may be stale.
   */
  function resumeFrom(): { lastEventId?: string; sinceMs?: number } {
    if (!news.isComplete()) return { sinceMs: sinceLoad() };
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
    const startedAt = environment.now();
    const from = resumeFrom();
    let reset = false;
    provider
      .connect({
        ...from,
        signal: current.signal,
        onMessage(message) {
          if (connection !== current) return;
          watchSilence(current);
          if (message.type === 'reset') reset = true;
          if (message.type === 'ready') {
            next = 0;
            setStatus('live');
            // What was replayed covers this far back (a reset has already started afresh).
            if (!reset && from.sinceMs !== undefined) news.completeFrom(startedAt - from.sinceMs);
            for (const asking of waiting) answer(asking);
            waiting = [];
          }
          hear(message);
          post({ type: 'admin-shell:live', message });
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
      channel?.addEventListener('message', onChannel);
      releaseLock = holdTabLock(environment.locks, lockName, () => {
        // What this tab heard while another held the connection tells where to resume.
        clearTimeout(catchUpTimer);
        connect(0);
      });
      askToCatchUp();
    },
    stop() {
      if (status === 'stopped') return;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      clearTimeout(catchUpTimer);
      const current = connection;
      connection = undefined;
      current?.abort();
      releaseLock?.();
      channel?.removeEventListener('message', onChannel);
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
