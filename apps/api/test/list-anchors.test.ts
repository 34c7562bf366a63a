import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult, SysArticle, SysUser } from '../src/contract/schemas.js';
import type { Db } from '../src/db/database.js';
import { articles } from '../src/db/schema.js';
import { ListAnchors, listAnchorsOf, useListAnchors } from '../src/services/list-anchors.js';
import { createArticle, createUser, expectOk } from './fixtures.js';
import {
  type ApiClient,
  databaseKinds,
  startServer,
  type TestServer,
  twoInstancesOnPostgres,
} from './helper.js';

/** Anchors every 4 rows, read again as soon as asked: every page but the first starts from one. */
function shortAnchors(db: Db) {
  const anchors = new ListAnchors({ step: 4, rebuildAfterMs: 0, demand: 1 });
  useListAnchors(db, anchors);
  const served = vi.spyOn(anchors, 'startOf');
  const forgotten = vi.spyOn(anchors, 'forget');
  return {
    anchors,
    /** Pages started from an anchor since the last call, and anchors found stale. */
    counts() {
      const counts = {
        fromAnchors: served.mock.results.filter((result) => result.value !== undefined).length,
        stale: forgotten.mock.calls.length,
      };
      served.mockClear();
      forgotten.mockClear();
      return counts;
    },
  };
}

type Sort = { field: string; column: string; order: 'ascend' | 'descend' };
const newestFirst: Sort = { field: 'createdAt', column: 'created_at', order: 'descend' };

/** The rows a statement read, which Drizzle types as the driver's own result. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Every page of `path` (10 rows a page, one page past the last), each compared with what a
 * plain OFFSET over the same order reads; resolves with the number of pages.
 */
async function expectEveryPage(
  client: ApiClient,
  db: Db,
  table: 'sys_articles' | 'sys_users',
  path: string,
  sort: Sort,
): Promise<number> {
  const direction = sql.raw(sort.order === 'ascend' ? 'asc' : 'desc');
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  const total = counted?.total ?? 0;
  const pages = Math.ceil(total / 10) + 1;
  for (let current = 1; current <= pages; current += 1) {
    const expected = await rowsOf<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} order by ${sql.identifier(sort.column)} ${direction}, id ${direction} limit 10 offset ${(current - 1) * 10}`,
    );
    const page = expectOk(
      await client.get<PageResult<{ id: number }>>(path, {
        current,
        pageSize: 10,
        sortField: sort.field,
        sortOrder: sort.order,
      }),
    );
    expect(
      page.list.map((row) => row.id),
      `page ${current}`,
    ).toEqual(expected.map((row) => Number(row.id)));
    expect(page.total).toBe(total);
  }
  return pages;
}

describe.each(databaseKinds())('deep list pages from remembered positions on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let db: Db;
  let anchors: ReturnType<typeof shortAnchors>;
  const articlePages = (sort = newestFirst) =>
    expectEveryPage(admin, db, 'sys_articles', '/api/sysArticle/pageList', sort);

  beforeAll(async () => {
    server = await startServer(kind);
    db = server.database.db;
    admin = await server.signedIn('admin');
    for (let i = 0; i < 45; i += 1) await createArticle(admin);
    anchors = shortAnchors(db);
  });
  afterAll(async () => {
    await anchors?.anchors.idle();
    await server?.close();
  });

  it('reads every page past the first anchor from one, as the order stands', async () => {
    await articlePages();
    await anchors.anchors.idle();
    anchors.counts();
    const pages = await articlePages();
    // Only page 1 starts before the first anchor (row 4); the last, past the end, from one too.
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });
  });

  it('follows rows added in front of an order, and no more than it walks', async () => {
    await articlePages();
    await anchors.anchors.idle();
    anchors.counts();
    // Newest first, new articles come before the first row the anchors were read with.
    await createArticle(admin);
    await createArticle(admin);
    let pages = await articlePages();
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });
    await createArticle(admin);
    pages = await articlePages();
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });

    // Concurrent creates commit out of order, the one that started first landing just behind
    // the newest: still in front of every anchor.
    const [newest, next] = await rowsOf<{ created_at: string }>(
      db,
      sql`select created_at::text from sys_articles order by created_at desc, id desc limit 2`,
    );
    if (!newest || !next) throw new Error('no articles');
    const between = (Date.parse(newest.created_at) + Date.parse(next.created_at)) / 2;
    await db.insert(articles).values({ title: 'Committed late', createdAt: new Date(between) });
    pages = await articlePages();
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });

    // Each page counts only what was added since the last: five steps of 4 rows is the most it
    // walks, one more and the anchors are read again.
    for (let i = 0; i < 20; i += 1) await createArticle(admin);
    await articlePages();
    // The first pages now lie before the first anchor, which the new rows moved back.
    expect(anchors.counts().stale).toBe(0);
    for (let i = 0; i < 21; i += 1) await createArticle(admin);
    await articlePages();
    expect(anchors.counts().stale).toBe(1);
  });

  it('reads the anchors again once a row is added between their first and last rows', async () => {
    await articlePages();
    await anchors.anchors.idle();
    anchors.counts();
    const [middle] = await rowsOf<{ created_at: string }>(
      db,
      sql`select created_at::text from sys_articles order by created_at desc, id desc offset 20 limit 1`,
    );
    if (!middle) throw new Error('no article');
    await db
      .insert(articles)
      .values({ title: 'Back-dated', createdAt: new Date(middle.created_at) });
    await articlePages();
    expect(anchors.counts().stale).toBe(1);
  });

  it('keeps every page exact through a delete and a retitle, reading anchors again', async () => {
    await articlePages();
    await anchors.anchors.idle();
    const created = await createArticle(admin);
    await articlePages();

    expectOk(await admin.post(`/api/sysArticle/delete?id=${created.id}`));
    await articlePages();
    expect(anchors.counts().stale).toBe(1);

    const byTitle: Sort = { field: 'title', column: 'title', order: 'ascend' };
    await articlePages(byTitle);
    await anchors.anchors.idle();
    const [first] = expectOk(
      await admin.get<PageResult<SysArticle>>('/api/sysArticle/pageList', {
        pageSize: 1,
        sortField: 'title',
        sortOrder: 'ascend',
      }),
    ).list;
    if (!first) throw new Error('no article');
    expectOk(
      await admin.post('/api/sysArticle/update', {
        id: first.id,
        version: first.version,
        title: 'Zz moved to the end',
      }),
    );
    await articlePages(byTitle);
    expect(anchors.counts().stale).toBe(1);
  });

  it('keeps the anchors of an order that a write leaves alone', async () => {
    await articlePages();
    await anchors.anchors.idle();
    anchors.counts();
    const [article] = expectOk(
      await admin.get<PageResult<SysArticle>>('/api/sysArticle/pageList', { pageSize: 1 }),
    ).list;
    if (!article) throw new Error('no article');
    // New content, so a new updated_at: the newest-first order has not moved.
    expectOk(
      await admin.post('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        content: 'Edited, same place in the list',
      }),
    );
    const pages = await articlePages();
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });
  });

  it('reads the oldest-first order and users the same way', async () => {
    const oldestFirst: Sort = { ...newestFirst, order: 'ascend' };
    await articlePages(oldestFirst);
    await anchors.anchors.idle();
    anchors.counts();
    // Oldest first, a new article comes after the last row the anchors were read with.
    await createArticle(admin);
    const articlePageCount = await articlePages(oldestFirst);
    expect(anchors.counts()).toEqual({ fromAnchors: articlePageCount - 1, stale: 0 });

    for (let i = 0; i < 25; i += 1) await createUser(admin);
    const userPages = () =>
      expectEveryPage(admin, db, 'sys_users', '/api/sys_users/list', newestFirst);
    await userPages();
    await anchors.anchors.idle();
    anchors.counts();
    const [user] = expectOk(
      await admin.get<PageResult<SysUser>>('/api/sys_users/list', { pageSize: 1 }),
    ).list;
    if (!user) throw new Error('no user');
    expectOk(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: user.version,
        name: 'Renamed in place',
      }),
    );
    const pages = await userPages();
    expect(anchors.counts()).toEqual({ fromAnchors: pages - 1, stale: 0 });
  });
});

describe('list statements planned on pglite', () => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  /** Plans made so far by the statements whose text holds `like`. */
  const plans = async (like: string) => {
    const [counted] = await rowsOf<{ generic: number; custom: number }>(
      db,
      sql`select coalesce(sum(generic_plans), 0)::int as generic,
          coalesce(sum(custom_plans), 0)::int as custom
        from pg_prepared_statements where statement like ${like}`,
    );
    return counted;
  };

  beforeAll(async () => {
    server = await startServer('pglite');
    db = server.database.db;
    admin = await server.signedIn('admin');
    await db.execute(sql`insert into sys_articles (title, created_at)
      select 'Planned ' || g, now() - g * interval '1 minute' from generate_series(1, 20000) as g`);
  });
  afterAll(() => server?.close());

  it('run on their generic plans from the first time, searches too', async () => {
    for (const keyword of ['Planned 12', 'Planned 999', 'nothing like it']) {
      expectOk(await admin.get('/api/sysArticle/pageList', { keyword, pageSize: 20 }));
    }
    for (let current = 1; current <= 8; current += 1) {
      expectOk(await admin.get('/api/sysArticle/pageList', { current, pageSize: 20 }));
    }
    // The embedded database has one session, whose prepared statements these are.
    expect(await plans('%sys_articles%')).toMatchObject({ custom: 0 });
  });

  it('include pages from anchors, which PostgreSQL itself plans once', async () => {
    // As PostgreSQL decides: it tries five custom plans before it weighs the generic one.
    await db.execute(sql`set plan_cache_mode = auto`);
    try {
      useListAnchors(db, new ListAnchors({ demand: 1 }));
      const page = (current: number) =>
        admin.get('/api/sysArticle/pageList', { current, pageSize: 20 });
      expectOk(await page(50));
      await listAnchorsOf(db).idle();
      for (let current = 100; current < 130; current += 1) expectOk(await page(current));
      // Planned afresh every time, a page cost PGlite twice as much.
      const anchored = await plans('%with state as materialized%');
      expect(anchored?.custom).toBe(5);
      expect(anchored?.generic).toBeGreaterThanOrEqual(25);
    } finally {
      await db.execute(sql`set plan_cache_mode = force_generic_plan`);
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('remembered positions across two instances', () => {
  it('follows a row another instance added in front, finds its anchors stale once it deleted one, and keeps its pages exact', async () => {
    const instances = await twoInstancesOnPostgres();
    try {
      const db = instances.first.database.db;
      const first = await instances.first.signedIn('admin');
      const second = await instances.second.signedIn('admin');
      for (let i = 0; i < 25; i += 1) await createArticle(first);
      const anchors = shortAnchors(db);
      const pages = () =>
        expectEveryPage(first, db, 'sys_articles', '/api/sysArticle/pageList', newestFirst);
      await pages();
      await anchors.anchors.idle();
      anchors.counts();

      const created = await createArticle(second);
      let count = await pages();
      expect(anchors.counts()).toEqual({ fromAnchors: count - 1, stale: 0 });

      expectOk(await second.post(`/api/sysArticle/delete?id=${created.id}`));
      count = await pages();
      expect(anchors.counts().stale).toBe(1);
      await anchors.anchors.idle();
    } finally {
      await instances.close();
    }
  });
});
