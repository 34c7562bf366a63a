import { describe, expect, it } from 'vitest';
import { users } from './schema.js';
import { SingleProcessCache } from './single-process-cache.js';

async function cached(cache: SingleProcessCache, key: string, rows: unknown[], tables: string[]) {
  if ((await cache.get(key)) === undefined) await cache.put(key, rows, tables);
}

describe('SingleProcessCache', () => {
  it('serves a stored result until a write touches one of its tables', async () => {
    const cache = new SingleProcessCache();
    await cached(cache, 'q', [1], ['sessions', 'sys_users']);
    expect(await cache.get('q')).toEqual([1]);
    await cache.onMutate({ tables: ['sys_articles'] });
    expect(await cache.get('q')).toEqual([1]);
    await cache.onMutate({ tables: [users] });
    expect(await cache.get('q')).toBeUndefined();
  });

  it('drops counter reads when users change, since triggers write the counters', async () => {
    const cache = new SingleProcessCache();
    await cached(cache, 'count', [122], ['sys_user_counts']);
    await cache.onMutate({ tables: 'sys_users' });
    expect(await cache.get('count')).toBeUndefined();
  });

  it('does not keep a result read before a write but stored after it', async () => {
    const cache = new SingleProcessCache();
    expect(await cache.get('q')).toBeUndefined();
    await cache.onMutate({ tables: ['sys_users'] });
    await cache.put('q', ['stale'], ['sys_users']);
    expect(await cache.get('q')).toBeUndefined();
  });

  it('expires entries after their time to live', async () => {
    const cache = new SingleProcessCache(0);
    await cached(cache, 'q', [1], ['sys_users']);
    expect(await cache.get('q')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new SingleProcessCache(60_000, 2);
    await cached(cache, 'a', ['a'], ['t']);
    await cached(cache, 'b', ['b'], ['t']);
    await cached(cache, 'c', ['c'], ['t']);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toEqual(['b']);
    expect(await cache.get('c')).toEqual(['c']);
  });
});
