import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage, LiveProvider } from '../contracts.js';
import { FakeTabLocks } from '../version-watcher/test-doubles.js';
import { createLiveFeed, type LiveFeed, retryDelayMs } from './create-live-feed.js';

/** BroadcastChannels of one browser: a message posted reaches every other channel of its name. */
function fakeChannels() {
  const open = new Set<{ name: string; channel: EventTarget & { closed: boolean } }>();
  return (name: string) => {
    const target = Object.assign(new EventTarget(), { closed: false });
    const entry = { name, channel: target };
    open.add(entry);
    return Object.assign(target, {
      postMessage(data: unknown) {
        for (const other of open) {
          if (other === entry || other.name !== name || other.channel.closed) continue;
          other.channel.dispatchEvent(new MessageEvent('message', { data }));
        }
      },
      close() {
        target.closed = true;
        open.delete(entry);
      },
    }) as unknown as BroadcastChannel;
  };
}

/** A back end whose connections the test drives: who asked, from where, and what they hear. */
function fakeBackEnd() {
  const connections: {
    params: { lastEventId?: string; sinceMs?: number };
    send(message: LiveMessage): void;
    fail(): void;
    aborted: () => boolean;
  }[] = [];
  const provider: LiveProvider = {
    connect: ({ signal, onMessage, ...params }) =>
      new Promise<void>((resolve, reject) => {
        connections.push({
          params,
          send: onMessage,
          fail: () => reject(new Error('lost')),
          aborted: () => signal.aborted,
        });
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  return { provider, connections };
}

const change = (id: number, eventId: string): LiveMessage => ({
  type: 'change',
  change: { resource: 'articles', id, action: 'updated', version: 2 },
  eventId,
});

/** Lets pending promises and the lock grants run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the live feed', () => {
  let feeds: LiveFeed[] = [];
  const locks = new FakeTabLocks();
  let openChannel = fakeChannels();
  let pageAge = 1_500;

  function openTab(provider: LiveProvider) {
    const feed = createLiveFeed({
      provider,
      environment: {
        locks,
        openChannel,
        pageAge: () => pageAge,
        tabId: `tab-${feeds.length + 1}`,
        now: () => Date.now(),
        random: () => 0.5,
      },
    });
    const heard: LiveMessage[] = [];
    feed.listen((message) => heard.push(message));
    feed.start();
    feeds.push(feed);
    return { feed, heard };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    openChannel = fakeChannels();
    pageAge = 1_500;
  });
  afterEach(() => {
    for (const feed of feeds) feed.stop();
    feeds = [];
    vi.useRealTimers();
  });

  it('connects once for the whole browser and tells every tab what it hears', async () => {
    const { provider, connections } = fakeBackEnd();
    const first = openTab(provider);
    const second = openTab(provider);
    await settle();
    expect(connections).toHaveLength(1);
    connections[0]?.send({ type: 'ready' });
    connections[0]?.send(change(7, '41'));
    expect(first.heard).toEqual([{ type: 'ready' }, change(7, '41')]);
    expect(second.heard).toEqual([{ type: 'ready' }, change(7, '41')]);
    expect(first.feed.getStatus()).toBe('live');
    expect(second.feed.getStatus()).toBe('live');
  });

  it('asks a fresh page’s first connection for what changed since the page began to load', async () => {
    const { provider, connections } = fakeBackEnd();
    pageAge = 1_500;
    openTab(provider);
    await settle();
    expect(connections[0]?.params).toEqual({ sinceMs: 3_500 });
  });

  it('hands the connection to another tab when its tab closes, resuming after the last change', async () => {
    const { provider, connections } = fakeBackEnd();
    const first = openTab(provider);
    const second = openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    connections[0]?.send(change(7, '41'));
    first.feed.stop();
    await settle();
    expect(connections[0]?.aborted()).toBe(true);
    expect(connections).toHaveLength(2);
    expect(connections[1]?.params).toEqual({ lastEventId: '41' });
    connections[1]?.send(change(8, '42'));
    expect(second.heard.at(-1)).toEqual(change(8, '42'));
  });

  it('tells a tab that opens later what changed since its page began to load', async () => {
    const { provider, connections } = fakeBackEnd();
    openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(10_000);
    connections[0]?.send(change(1, '5'));
    await vi.advanceTimersByTimeAsync(5_000);
    connections[0]?.send(change(2, '6'));
    // A second page began to load half a second before the second change (and the margin for
    // delivery is two seconds): only that one may be missing from its data.
    pageAge = 500;
    const second = openTab(provider);
    await settle();
    expect(second.heard).toEqual([change(2, '6')]);
    expect(connections).toHaveLength(1);
  });

  it('tells a tab to read everything afresh when the holding tab cannot vouch for its past', async () => {
    const { provider, connections } = fakeBackEnd();
    pageAge = 1_000;
    openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    // The second page began to load long before the first tab had heard anything.
    pageAge = 60_000;
    const second = openTab(provider);
    await settle();
    expect(second.heard).toEqual([{ type: 'reset' }]);
  });

  it('answers a tab that asked while the connection was still opening, once it is ready', async () => {
    const { provider, connections } = fakeBackEnd();
    openTab(provider);
    const second = openTab(provider);
    await settle();
    expect(second.heard).toEqual([]);
    connections[0]?.send(change(3, '9'));
    connections[0]?.send({ type: 'ready' });
    await settle();
    expect(second.heard).toEqual([change(3, '9'), { type: 'ready' }, change(3, '9')]);
  });

  it('resumes from its page’s age, not a later change, when it takes over before catching up', async () => {
    const { provider, connections } = fakeBackEnd();
    const first = openTab(provider);
    // The second tab takes over.
    openTab(provider);
    await settle();
    connections[0]?.send(change(3, '9'));
    first.feed.stop();
    await settle();
    expect(connections[1]?.params).toEqual({ sinceMs: 3_500 });
  });

  it('resumes from when it last knew it was current when no change came before the handover', async () => {
    const { provider, connections } = fakeBackEnd();
    const first = openTab(provider);
    const second = openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(20_000);
    connections[0]?.send({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(5_000);
    first.feed.stop();
    await settle();
    expect(second.feed.getStatus()).toBe('connecting');
    expect(connections[1]?.params).toEqual({ sinceMs: 7_000 });
  });

  it('connects again after a failure with growing pauses, and from the last change', async () => {
    const { provider, connections } = fakeBackEnd();
    const tab = openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    connections[0]?.send(change(1, '5'));
    connections[0]?.fail();
    await settle();
    expect(tab.feed.getStatus()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(retryDelayMs(0, () => 0.5) - 1);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections[1]?.params).toEqual({ lastEventId: '5' });
    connections[1]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(retryDelayMs(1, () => 0.5));
    expect(connections).toHaveLength(3);
    // A connection that caught up starts the pauses afresh.
    connections[2]?.send({ type: 'ready' });
    connections[2]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(retryDelayMs(0, () => 0.5));
    expect(connections).toHaveLength(4);
  });

  it('replaces a connection that has said nothing for 45 seconds', async () => {
    const { provider, connections } = fakeBackEnd();
    openTab(provider);
    await settle();
    connections[0]?.send({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(44_000);
    connections[0]?.send({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(44_000);
    expect(connections[0]?.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connections[0]?.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(retryDelayMs(0, () => 0.5));
    expect(connections).toHaveLength(2);
  });

  it('forgets where it was after a reset, which already told every page to read afresh', async () => {
    const { provider, connections } = fakeBackEnd();
    openTab(provider);
    await settle();
    connections[0]?.send(change(1, '5'));
    connections[0]?.send({ type: 'reset' });
    connections[0]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(retryDelayMs(0, () => 0.5));
    expect(connections[1]?.params).not.toHaveProperty('lastEventId');
  });

  it('stops listening and connecting once stopped', async () => {
    const { provider, connections } = fakeBackEnd();
    const tab = openTab(provider);
    await settle();
    connections[0]?.fail();
    await settle();
    tab.feed.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
    expect(tab.feed.getStatus()).toBe('stopped');
  });
});

describe('the pause before connecting again', () => {
  it('doubles from one second to thirty, a third of it left to chance', () => {
    expect(retryDelayMs(0, () => 1)).toBe(1000);
    expect(retryDelayMs(0, () => 0)).toBe(667);
    expect(retryDelayMs(3, () => 1)).toBe(8000);
    expect(retryDelayMs(10, () => 1)).toBe(30_000);
  });
});
