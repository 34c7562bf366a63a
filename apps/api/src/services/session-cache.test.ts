import { describe, expect, it, vi } from 'vitest';
import type { Listen, OnWrite } from '../db/database.js';
import { SessionCache, sessionChannel, startSessionCache } from './session-cache.js';

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

  it('drops what it holds as this process writes, keeping the lookups on their way', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1), b: row('b', 2) });
    await cache.remember('a', db.read('a'));
    await cache.remember('b', async () => {
      cache.dropHeld();
      return row('b', 2);
    });
    await cache.remember('a', db.read('a'));
    await cache.remember('b', db.read('b'));
    expect(db.reads.mock.calls.map(([id]) => id)).toEqual(['a', 'a']);
  });

  it('answers lookups asked while the session is read with that one read', async () => {
    const cache = listening();
    const db = database({ a: row('a', 1) });
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('a', db.read('a'))));
    expect(answers).toEqual([row('a', 1), row('a', 1), row('a', 1)]);
    expect(db.reads).toHaveBeenCalledTimes(1);
  });

  it('does not answer a lookup with a read its session changed during, nor one begun before this process wrote', async () => {
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
    cache.dropHeld();
    // Asked after the write began: a read of its own, not the one on its way.
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);
    finish(row('a', 1));
    await slow;
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

describe('startSessionCache', () => {
  it('follows the sessions channel, and stops serving from memory while it is lost', async () => {
    let handlers: Parameters<Listen>[1] | undefined;
    const stop = vi.fn(async () => undefined);
    const listen: Listen = async (channel, given) => {
      expect(channel).toBe(sessionChannel);
      handlers = given;
      return stop;
    };
    const { cache, stop: stopCache } = await startSessionCache<Row>({ listen }, ['sessions']);
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    handlers?.onPayload('session:a');
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);

    handlers?.onLost?.();
    await cache.remember('a', db.read('a'));
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(4);
    handlers?.onGap();
    await cache.remember('a', db.read('a'));
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(5);

    await stopCache();
    expect(stop).toHaveBeenCalled();
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(6);
  });

  it('drops every lookup as soon as this process writes a table they read, not another', async () => {
    const listen: Listen = async () => async () => undefined;
    let written: ((tables: readonly string[]) => void) | undefined;
    const stopWatching = vi.fn();
    const onWrite: OnWrite = (listener) => {
      written = listener;
      return stopWatching;
    };
    const { cache, stop } = await startSessionCache<Row>({ listen, onWrite }, ['sys_users']);
    const db = database({ a: row('a', 1) });
    await cache.remember('a', db.read('a'));
    written?.(['sys_articles']);
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(1);
    written?.(['sys_users', 'sys_user_counts']);
    await cache.remember('a', db.read('a'));
    expect(db.reads).toHaveBeenCalledTimes(2);
    await stop();
    expect(stopWatching).toHaveBeenCalled();
  });
});
