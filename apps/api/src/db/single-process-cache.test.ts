import { describe, expect, it } from 'vitest';
import { articles, users } from './schema.js';
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

  describe('remember', () => {
    /** A read that counts how often it ran, answering the count. */
    function counting() {
      let runs = 0;
      return {
        read: async () => [++runs],
        get runs() {
          return runs;
        },
      };
    }

    it('answers from the cache until a write to one of the tables read', async () => {
      const cache = new SingleProcessCache();
      const page = counting();
      const read = () => cache.remember('users page', ['sys_users', 'sys_user_counts'], page.read);
      expect(await read()).toEqual([1]);
      expect(await read()).toEqual([1]);
      await cache.onMutate({ tables: [users] });
      expect(await read()).toEqual([2]);
      expect(await read()).toEqual([2]);
    });

    it("keeps one resource's reads through writes to another", async () => {
      const cache = new SingleProcessCache();
      const userPage = counting();
      const session = counting();
      const articlePage = counting();
      const reads = () =>
        Promise.all([
          cache.remember('users', ['sys_users', 'sys_user_counts'], userPage.read),
          cache.remember('session', ['sessions', 'sys_users'], session.read),
          cache.remember(
            'articles',
            ['sys_articles', 'sys_users', 'sys_article_counts'],
            articlePage.read,
          ),
        ]);
      await reads();
      await cache.onMutate({ tables: [articles] });
      await reads();
      expect([userPage.runs, session.runs, articlePage.runs]).toEqual([1, 1, 2]);
      // A user's name shows in the articles they wrote.
      await cache.onMutate({ tables: 'sys_users' });
      await reads();
      expect([userPage.runs, session.runs, articlePage.runs]).toEqual([2, 2, 3]);
    });

    it('drops reads of the counters when the tables their triggers count are written', async () => {
      const cache = new SingleProcessCache();
      const counts = counting();
      const read = () => cache.remember('count', ['sys_article_counts'], counts.read);
      await read();
      await cache.onMutate({ tables: [articles] });
      await read();
      await cache.onMutate({ tables: 'sys_users' });
      await read();
      expect(counts.runs).toBe(3);
    });

    it('does not keep a result read while one of its tables was written', async () => {
      const cache = new SingleProcessCache();
      let runs = 0;
      const read = () =>
        cache.remember('users page', ['sys_users'], async () => {
          runs += 1;
          if (runs === 1) await cache.onMutate({ tables: [users] });
          return [runs];
        });
      expect(await read()).toEqual([1]);
      expect(await read()).toEqual([2]);
      expect(await read()).toEqual([2]);
    });

    it('keeps a result read while only another table was written', async () => {
      const cache = new SingleProcessCache();
      const page = counting();
      const read = () =>
        cache.remember('users page', ['sys_users'], async () => {
          await cache.onMutate({ tables: ['sessions'] });
          return page.read();
        });
      await read();
      await read();
      expect(page.runs).toBe(1);
    });

    it("lets go of a written table's entries at once, keeping the others", async () => {
      const cache = new SingleProcessCache();
      await cache.remember('users', ['sys_users'], async () => ['u']);
      await cache.remember('articles', ['sys_articles'], async () => ['a']);
      await cache.onMutate({ tables: [articles] });
      expect(cache.size).toBe(1);
      await cache.onMutate({ tables: [users] });
      expect(cache.size).toBe(0);
    });

    it('expires and bounds entries as the rest of the cache does', async () => {
      const expiring = new SingleProcessCache(0);
      const page = counting();
      await expiring.remember('q', ['t'], page.read);
      await expiring.remember('q', ['t'], page.read);
      expect(page.runs).toBe(2);

      const small = new SingleProcessCache(60_000, 2);
      const [a, b, c] = [counting(), counting(), counting()];
      await small.remember('a', ['t'], a.read);
      await small.remember('b', ['t'], b.read);
      await small.remember('c', ['t'], c.read);
      await small.remember('a', ['t'], a.read);
      await small.remember('c', ['t'], c.read);
      expect([a.runs, c.runs]).toEqual([2, 1]);
    });
  });
});
