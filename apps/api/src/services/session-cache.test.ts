import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db, Listen } from '../db/database.js';
import {
  forgetAllSessions,
  forgetUserSessions,
  SessionCache,
  sessionCacheOf,
  sessionChannel,
  startSessionCache,
} from './session-cache.js';

interface Row {
  id: string;
  user: { id: number };
}

const row = (id: string, userId: number): Row => ({ id, user: { id: userId } });

function listening(options?: ConstructorParameters<typeof SessionCache<Row>>[0]) {
  const cache = new SessionCache<Row>(options);
  cache.resume();
  return cache;
}

/** A read that counts how often the database was asked. */
function database(rows: Record<string, Row>) {
  const reads = vi.fn(async (id: string) => rows[id]);
  return { reads, read: (id: string) => () => reads(id) };
}

describe('SessionCache', () => {
  it('answers a session from memory once read', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    await expect(cache.remember('a', db.read('a'))).resolves.toEqual(row('a', 1));
    await expect(cache.remember('a', db.read('a'))).resolves.toEqual(row('a', 1));
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('reads a session again once it was touched or ended', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1), b: row('b', 1) });
    await cache.remember('a', db.read('a'));
    await cache.remember('b', db.read('b'));
    cache.hear('session:a');
    await cache.remember('a', db.read('a'));
    await cache.remember('b', db.read('b'));
    expect(db.reads.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'a']);
  });

  it("reads a user's sessions again once the user changed, and only theirs", async () => {
    const cache = listening();
    const db = database({ a: row('a', 1), b: row('b', 1), c: row('c', 2) });
    for (const id of ['a', 'b', 'c']) await cache.remember(id, db.read(id));
    cache.hear('user:1');
    for (const id of ['a', 'b', 'c']) await cache.remember(id, db.read(id));
    expect(db.reads.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('reads every session again after a change to the roles, or a message it cannot read', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    cache.hear('all');
    await cache.remember('a', db.read('a'));
    cache.hear('user:not-a-number');
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(3);
  });

  it('does not keep a lookup read while a change was heard', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    // The change commits while the lookup is on its way: what it read may be from before.
    await cache.remember('a', async () => {
      cache.hear('user:1');
      return row('a', 1);
    });
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it("keeps a lookup read while other sessions or users changed, not when it was everyone's", async () => {
    const cache = listening();
    const db = database({ a: row('a', 1), b: row('b', 1) });
    await cache.remember('a', async () => {
      cache.hear('user:2');
      cache.hear('session:b');
      return row('a', 1);
    });
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(0);
    await cache.remember('b', async () => {
      cache.hear('session:b');
      return row('b', 1);
    });
    await cache.remember('b', db.read('b'));
    expect(db.reads).toHaveBeenCalledTimes(1);
    cache.dropAll();
    await cache.remember('a', async () => {
      cache.hear('all');
      return row('a', 1);
    });
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);
  });

  it('remembers a drop for as long as a lookup that began before it is on its way', async () => {
    const cache = listening();
    let finishSlow: (value: Row) => void = () => undefined;
    const slow = cache.remember('a', () => new Promise<Row>((resolve) => (finishSlow = resolve)));
    // Another lookup comes and goes meanwhile, as the change to the slow one's user is heard.
    cache.hear('user:1');
    await cache.remember('c', async () => row('c', 3));
    finishSlow(row('a', 1));
    await slow;
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('answers lookups asked while the session is read with that one read', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('a', db.read('a'))));
    expect(answers).toEqual([row('a', 1), row('a', 1), row('a', 1)]);
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('does not answer a lookup with a read its session changed during', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    let finish: (value: Row) => void = () => undefined;
    const first = cache.remember('a', () => new Promise<Row>((resolve) => (finish = resolve)));
    // Joins the read on its way, which then turns out to have raced a change of its user.
    const joined = cache.remember('a', db.read('a'));
    cache.hear('user:1');
    finish(row('a', 1));
    await Promise.all([first, joined]);
    expect(db.reads).toHaveBeenCalledTimes(1);

    const slow = cache.remember('a', () => new Promise<Row>((resolve) => (finish = resolve)));
    cache.dropAll();
    // Asked after everything was dropped: a read of its own, not the one on its way.
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);
    finish(row('a', 1));
    await slow;
  });

  it('lets the lookups waiting for a read that fails fail with it, and reads again after', async () => {
    const cache = listening();
    let fail: (error: Error) => void = () => undefined;
    const first = cache.remember('a', () => new Promise<Row>((_, reject) => (fail = reject)));
    const joined = cache.remember('a', async () => row('a', 1));
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(joined).rejects.toThrow('connection lost');
    const db = database({ a: row('a', 1) });
    await expect(cache.remember('a', db.read('a'))).resolves.toEqual(row('a', 1));
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('ignores heartbeats on the channel', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    cache.hear('ping:4242:7:0.5');
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('keeps no lookup that found no session', async () => {
    const cache = listening();
    const db = database({});
    await expect(cache.remember('forged', db.read('forged'))).resolves.toBeUndefined();
    await cache.remember('forged', db.read('forged'));
    expect(db.reads).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('serves and keeps nothing while changes may go unheard, and starts afresh after', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    cache.suspend();
    await cache.remember('a', db.read('a'));
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(3);
    cache.resume();
    await cache.remember('a', db.read('a'));
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(4);
  });

  it('reads a session again after its time in memory, however quiet the channel', async () => {
    let now = 0;
    const cache = listening({ ttlMs: 1_000, now: () => now });
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    now = 999;
    await cache.remember('a', db.read('a'));
    now = 1_000;
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const cache = listening({ maxEntries: 2 });
    const db = database({ a: row('a', 1), b: row('b', 2), c: row('c', 3) });
    for (const id of ['a', 'b', 'c']) await cache.remember(id, db.read(id));
    expect(cache.size).toBe(2);
    await cache.remember('c', db.read('c'));
    await cache.remember('a', db.read('a'));
    expect(db.reads.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'a']);
  });
});

/** A channel as PostgreSQL runs it: what is sent reaches the listener, unless it is cut. */
function fakeDatabase() {
  let handlers: Parameters<Listen>[1] | undefined;
  const channel = { delivers: true };
  const stopListening = vi.fn(async () => undefined);
  const source = {
    db: {} as Db,
    listen: (async (name, given) => {
      expect(name).toBe(sessionChannel);
      handlers = given;
      return stopListening;
    }) satisfies Listen,
    notify: vi.fn(async (payload: string) => {
      await Promise.resolve();
      if (channel.delivers) handlers?.onPayload(payload);
    }),
  };
  return {
    source,
    channel,
    stopListening,
    send: (payload: string) => handlers?.onPayload(payload),
    lose: () => handlers?.onLost?.(),
    reopen: () => handlers?.onGap(),
    cache: () => sessionCacheOf<Row>(source.db),
  };
}

/** Whether the cache keeps what it reads: a second look-up asks the database again, or not. */
async function keeps(cache: SessionCache<Row> | undefined): Promise<boolean> {
  if (!cache) return false;
  const db = database({ probe: row('probe', 99) });
  cache.forgetSession('probe');
  await cache.remember('probe', db.read('probe'));
  await cache.remember('probe', db.read('probe'));
  return db.reads.mock.calls.length === 1;
}

describe('startSessionCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps look-ups once its own heartbeat is heard on the channel, and follows the channel', async () => {
    const database = fakeDatabase();
    database.channel.delivers = false;
    const stop = await startSessionCache(database.source);
    expect(await keeps(database.cache())).toBe(false);
    database.send(database.source.notify.mock.calls[0]?.[0] ?? '');
    expect(await keeps(database.cache())).toBe(true);
    const cache = database.cache();
    const reads = vi.fn(async () => row('a', 1));
    await cache?.remember('a', reads);
    database.send('session:a');
    await cache?.remember('a', reads);
    expect(reads).toHaveBeenCalledTimes(2);
    await stop();
    expect(database.stopListening).toHaveBeenCalled();
    expect(database.cache()).toBeUndefined();
  });

  it('keeps nothing from a heartbeat that goes unheard until one is heard again', async () => {
    vi.useFakeTimers();
    const database = fakeDatabase();
    const stop = await startSessionCache(database.source, { heartbeatMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await keeps(database.cache())).toBe(true);
    // Cut without the connection saying so: the next heartbeat is sent, never heard.
    database.channel.delivers = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await keeps(database.cache())).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await keeps(database.cache())).toBe(false);
    database.channel.delivers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await keeps(database.cache())).toBe(true);
    await stop();
  });

  it('keeps nothing while the listening connection is lost, and again once it listens and is heard', async () => {
    const database = fakeDatabase();
    const stop = await startSessionCache(database.source);
    await Promise.resolve();
    await Promise.resolve();
    expect(await keeps(database.cache())).toBe(true);
    database.lose();
    expect(await keeps(database.cache())).toBe(false);
    database.channel.delivers = false;
    database.reopen();
    expect(await keeps(database.cache())).toBe(false);
    database.send(database.source.notify.mock.calls.at(-1)?.[0] ?? '');
    expect(await keeps(database.cache())).toBe(true);
    await stop();
  });

  it("drops a user's look-ups, or every look-up, as this process's services say", async () => {
    const database = fakeDatabase();
    const stop = await startSessionCache(database.source);
    await Promise.resolve();
    await Promise.resolve();
    const cache = database.cache();
    const reads = vi.fn(async (id: string) => row(id, id === 'a' ? 1 : 2));
    const look = (id: string) => cache?.remember(id, () => reads(id));
    await look('a');
    await look('b');
    forgetUserSessions(database.source.db, 1);
    await look('a');
    await look('b');
    expect(reads.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'a']);
    forgetAllSessions(database.source.db);
    await look('b');
    expect(reads).toHaveBeenCalledTimes(4);
    await stop();
  });
});
