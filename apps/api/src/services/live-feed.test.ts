import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent, PresenceEvent } from '../contract/schemas.js';
import type { Listen } from '../db/database.js';
import type { LiveMessage } from './changes.js';
import {
  type LiveFeed,
  type LiveFeedOptions,
  parseLiveMessage,
  startLiveFeed,
} from './live-feed.js';

/** A channel the test speaks on, as the database would. */
function fakeChannel() {
  let handlers: Parameters<Listen>[1] | undefined;
  const listen: Listen = async (_channel, given) => {
    handlers = given;
    return async () => {
      handlers = undefined;
    };
  };
  return {
    listen,
    send: (message: LiveMessage) => handlers?.onPayload(JSON.stringify(message)),
    sendRaw: (payload: string) => handlers?.onPayload(payload),
    gap: () => handlers?.onGap(),
  };
}

const change = (id: number): ChangeEvent => ({
  resource: 'articles',
  action: 'updated',
  id,
  version: 2,
  actor: null,
});

describe('the live feed of an instance', () => {
  let feed: LiveFeed | undefined;
  let clock = 1_000_000;
  const start = async (options: LiveFeedOptions = {}) => {
    const channel = fakeChannel();
    feed = await startLiveFeed(channel.listen, { now: () => clock, catchUpMs: 50, ...options });
    return { channel, feed };
  };
  afterEach(async () => {
    await feed?.close();
    vi.useRealTimers();
  });

  it('hands each change to every stream, and what followed a change to one resuming', async () => {
    const { channel, feed } = await start();
    const heard: string[] = [];
    feed.subscribe({ onChange: (h) => heard.push(h.seq), onPresence() {}, onGap() {} });
    for (const seq of ['7', '5', '9']) channel.send({ kind: 'change', seq, change: change(1) });
    // Commit order, not number order: two writes can commit in the other order.
    expect(heard).toEqual(['7', '5', '9']);
    expect((await feed.changesAfter('7'))?.map((h) => h.seq)).toEqual(['5', '9']);
    expect((await feed.changesAfter('9'))?.map((h) => h.seq)).toEqual([]);
  });

  it('cannot tell what followed a change it no longer holds, or one before a gap', async () => {
    const { channel, feed } = await start({ keep: 2 });
    for (const seq of ['1', '2', '3']) channel.send({ kind: 'change', seq, change: change(1) });
    expect(await feed.changesAfter('1')).toBeUndefined();
    expect((await feed.changesAfter('2'))?.map((h) => h.seq)).toEqual(['3']);
    channel.gap();
    expect(await feed.changesAfter('3')).toBeUndefined();
  });

  it('waits a moment for a change another instance announced and this one has not heard yet', async () => {
    const { channel, feed } = await start();
    channel.send({ kind: 'change', seq: '10', change: change(1) });
    const resumed = feed.changesAfter('11');
    channel.send({ kind: 'change', seq: '11', change: change(2) });
    channel.send({ kind: 'change', seq: '12', change: change(3) });
    expect((await resumed)?.map((h) => h.seq)).toEqual(['12']);
    // Not heard within the moment: unknown.
    expect(await feed.changesAfter('99')).toBeUndefined();
  });

  it('replays the last moments only as far back as it has heard everything', async () => {
    const { channel, feed } = await start({ keepMs: 60_000 });
    clock += 10_000;
    channel.send({ kind: 'change', seq: '1', change: change(1) });
    clock += 5_000;
    channel.send({ kind: 'change', seq: '2', change: change(2) });
    expect(feed.changesWithin(4_000)?.map((h) => h.seq)).toEqual(['2']);
    expect(feed.changesWithin(15_000)?.map((h) => h.seq)).toEqual(['1', '2']);
    // Before the feed started listening: it cannot know.
    expect(feed.changesWithin(16_000)).toBeUndefined();
    // Changes older than keepMs are let go, and with them the certainty.
    clock += 56_000;
    expect(feed.changesWithin(10_000)).toEqual([]);
    expect(feed.changesWithin(58_000)?.map((h) => h.seq)).toEqual(['2']);
    expect(feed.changesWithin(62_000)).toBeUndefined();
  });

  it('keeps who has a record open, each person once, until they leave or stop saying so', async () => {
    vi.useFakeTimers();
    clock = 0;
    const { channel, feed } = await start({ now: () => Date.now(), presenceTtlMs: 45_000 });
    const seen: PresenceEvent[] = [];
    feed.subscribe({ onChange() {}, onPresence: (p) => seen.push(p), onGap() {} });
    const ann = { id: 3, name: 'Ann' };
    const bob = { id: 4, name: 'Bob' };
    const here = (clientId: string, person: typeof ann, leaving = false) =>
      channel.send({ kind: 'presence', resource: 'articles', id: 9, clientId, person, leaving });
    here('ann-tab-1', ann);
    here('ann-tab-2', ann);
    here('bob-tab-1', bob);
    expect(feed.presenceOf('articles', 9)).toEqual([ann, bob]);
    // Ann's second tab changes nothing anyone sees.
    expect(seen.map((p) => p.people.map((person) => person.name))).toEqual([
      ['Ann'],
      ['Ann', 'Bob'],
    ]);
    here('ann-tab-1', ann, true);
    expect(feed.presenceOf('articles', 9)).toEqual([ann, bob]);
    here('ann-tab-2', ann, true);
    expect(feed.presenceOf('articles', 9)).toEqual([bob]);
    vi.advanceTimersByTime(50_000);
    expect(feed.presenceOf('articles', 9)).toEqual([]);
    expect(seen.at(-1)).toEqual({ resource: 'articles', id: 9, people: [] });
  });

  it('ignores anything on the channel that is not its own message', async () => {
    const { channel, feed } = await start();
    const heard: string[] = [];
    feed.subscribe({ onChange: (h) => heard.push(h.seq), onPresence() {}, onGap() {} });
    channel.sendRaw('not json');
    channel.sendRaw(JSON.stringify({ kind: 'change', seq: 'x1', change: change(1) }));
    channel.sendRaw(JSON.stringify({ kind: 'change', seq: '1', change: { resource: 'secrets' } }));
    expect(heard).toEqual([]);
    expect(
      parseLiveMessage(JSON.stringify({ kind: 'presence', resource: 'users' })),
    ).toBeUndefined();
  });
});
