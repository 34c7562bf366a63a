import { asc, count, desc, eq, isNotNull, like, sql, sum } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, SysArticle, SysUser } from '../src/contract/schemas.js';
import { articleAuthorCounts, articleCounts, articles } from '../src/db/schema.js';
import { listArticles as queryArticles } from '../src/services/articles.js';
import {
  createArticle,
  createUser,
  currentOf,
  expectFailure,
  expectOk,
  fieldsOf,
  findArticle,
  listArticles,
  signIn,
  strongPassword,
  summary,
  uniqueUsername,
} from './fixtures.js';
import { type ApiClient, databaseKinds, startServer, type TestServer } from './helper.js';
import { plansOf } from './query-plans.js';

describe.each(databaseKinds())('articles on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let user: ApiClient;
  let userId: number;
  /** A second ordinary user, who may not touch `user`'s articles. */
  let other: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    user = await server.signedIn('user');
    userId = expectOk(await user.get<CurrentUser>('/api/currentUser')).id;
    const otherAccount = await createUser(admin, {
      username: uniqueUsername('other'),
      password: strongPassword,
    });
    other = await signIn(server, otherAccount.username, strongPassword);
  });
  afterAll(() => server?.close());

  describe('creating and listing', () => {
    it('creates an article authored by the caller, with the author name', async () => {
      const created = expectOk(
        await user.post<SysArticle>('/api/sysArticle/create', {
          title: 'A first article',
          content: 'Hello, world.',
          status: 'published',
        }),
      );
      expect(created).toMatchObject({
        title: 'A first article',
        content: 'Hello, world.',
        status: 'published',
        authorId: userId,
        authorName: 'User',
        version: 1,
      });
      expect(created.id).toBeGreaterThan(0);
      expect(await findArticle(admin, created.id)).toEqual(created);
    });

    it('reads one article, anyone’s, for its record view; an unknown id is 404', async () => {
      const created = await createArticle(user, { title: 'Read me', content: 'Whole content.' });
      expect(expectOk(await other.get<SysArticle>(`/api/sysArticle/${created.id}`))).toEqual(
        created,
      );
      expectFailure(await other.get('/api/sysArticle/999999999'), 404);
      expectFailure(await other.get('/api/sysArticle/abc'), 400);
    });

    it('defaults to a draft with empty content', async () => {
      const created = expectOk(
        await user.post<SysArticle>('/api/sysArticle/create', { title: 'Bare title' }),
      );
      expect(created).toMatchObject({ status: 'draft', content: '', authorId: userId });
    });

    it('filters by status: only drafts, as many as the dashboard counts', async () => {
      const drafts: SysArticle[] = [];
      for (let current = 1; ; current += 1) {
        const page = expectOk(
          await listArticles(user, { status: 'draft', pageSize: 100, current }),
        );
        drafts.push(...page.list);
        if (page.list.length < 100) break;
      }
      expect(drafts.length).toBeGreaterThan(0);
      for (const article of drafts) expect(article.status).toBe('draft');
      expect(drafts).toHaveLength((await summary(user)).articles.draft);

      const published = expectOk(await listArticles(user, { status: 'published', pageSize: 100 }));
      for (const article of published.list) expect(article.status).toBe('published');
      expect(published.total + drafts.length).toBe((await summary(user)).articles.total);
    });

    it('searches titles case-insensitively, and combines the keyword with the status', async () => {
      const draft = await createArticle(user, { title: 'Zeta Keyword Draft', status: 'draft' });
      const live = await createArticle(user, {
        title: 'zeta keyword published',
        status: 'published',
      });
      const both = expectOk(await listArticles(user, { keyword: 'ZETA KEYWORD' }));
      expect(both.list.map((article) => article.id).sort()).toEqual([draft.id, live.id].sort());
      expect(both.total).toBe(2);

      const onlyPublished = expectOk(
        await listArticles(user, { keyword: 'zeta keyword', status: 'published' }),
      );
      expect(onlyPublished.list.map((article) => article.id)).toEqual([live.id]);
    });

    it('matches % and _ in the keyword literally', async () => {
      const percent = await createArticle(user, { title: 'Save 100% today' });
      await createArticle(user, { title: 'Save 1000 today' });
      const page = expectOk(await listArticles(user, { keyword: '100%' }));
      expect(page.list.map((article) => article.id)).toEqual([percent.id]);
      const all = expectOk(await listArticles(user)).total;
      expect(expectOk(await listArticles(user, { keyword: '_' })).total).toBeLessThan(all);
    });

    it('filters by author', async () => {
      const page = expectOk(await listArticles(admin, { authorId: userId, pageSize: 100 }));
      expect(page.total).toBeGreaterThan(0);
      for (const article of page.list) expect(article.authorId).toBe(userId);
    });

    it('pages like the user list: 10 by default, 15 snaps to 20, 1000 clamps to 100', async () => {
      expect(expectOk(await listArticles(user)).list).toHaveLength(10);
      expect(expectOk(await listArticles(user, { pageSize: 15 })).pageSize).toBe(20);
      const clamped = expectOk(await listArticles(user, { pageSize: 1000 }));
      expect(clamped.pageSize).toBe(100);
      expect(clamped.list).toHaveLength(Math.min(100, clamped.total));
    });

    it('sorts by title, and refuses an unknown sort field naming sortField', async () => {
      const ascend = expectOk(
        await listArticles(user, { sortField: 'title', sortOrder: 'ascend', pageSize: 100 }),
      ).list.map((article) => article.id);
      const descend = expectOk(
        await listArticles(user, { sortField: 'title', sortOrder: 'descend', pageSize: 100 }),
      ).list.map((article) => article.id);
      // Every article fits on one page of 100 here, so the two orders must mirror each other.
      expect(expectOk(await listArticles(user)).total).toBeLessThanOrEqual(100);
      expect(descend.length).toBeGreaterThan(10);
      expect(descend).toEqual([...ascend].reverse());
      expectFailure(await listArticles(user, { sortField: 'content' }), 400, ['sortField']);
    });
  });

  describe('updating', () => {
    it('lets the author update their article, bumping its version', async () => {
      const article = await createArticle(user, { title: 'Draft one', content: 'v1' });
      const updated = expectOk(
        await user.post<SysArticle>('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          title: 'Draft one, revised',
          content: 'v2',
          status: 'published',
        }),
      );
      expect(updated).toMatchObject({
        id: article.id,
        title: 'Draft one, revised',
        content: 'v2',
        status: 'published',
        version: article.version + 1,
        authorId: userId,
        authorName: 'User',
      });
      expect(await findArticle(user, article.id)).toEqual(updated);
    });

    it('refuses a stale version with 409: the first update stays, the envelope has it', async () => {
      const article = await createArticle(user, { title: 'Contended' });
      const first = expectOk(
        await user.post<SysArticle>('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          title: 'First edit wins',
        }),
      );
      const second = await user.post('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        title: 'Second edit loses',
        content: 'should not be stored',
      });
      expectFailure(second, 409);
      expect(currentOf<SysArticle>(second)).toEqual(first);
      const now = await findArticle(user, article.id);
      expect(now).toEqual(first);
      expect(now?.content).toBe(article.content);
    });

    it('refuses another ordinary user updating or deleting the article (403), changing nothing', async () => {
      const article = await createArticle(user, { title: 'Mine, not yours' });
      const update = await other.post('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        title: 'Hijacked',
      });
      expectFailure(update, 403);
      expect(update.body.message).toBe('You can only change your own articles');
      expectFailure(await other.post(`/api/sysArticle/delete?id=${article.id}`), 403);
      expect(await findArticle(user, article.id)).toEqual(article);
    });

    it('says 403 (not 409) to a non-author even with a stale version', async () => {
      const article = await createArticle(user, { title: 'Stale and foreign' });
      expectFailure(
        await other.post('/api/sysArticle/update', { id: article.id, version: 99, title: 'No' }),
        403,
      );
      expect(await findArticle(user, article.id)).toEqual(article);
    });

    it("lets an admin update anyone's article; the author stays the author", async () => {
      const article = await createArticle(user, { title: 'Needs moderation' });
      const updated = expectOk(
        await admin.post<SysArticle>('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          title: 'Moderated',
        }),
      );
      expect(updated).toMatchObject({
        title: 'Moderated',
        version: article.version + 1,
        authorId: userId,
        authorName: 'User',
      });
    });

    it('accepts multi-line content with line breaks and tabs, and returns it exactly', async () => {
      const content = 'First line\n\tindented line\r\nthird line\n\n\tcode();\n';
      const article = await createArticle(user, { title: 'Multi-line', content });
      expect(article.content).toBe(content);
      expect((await findArticle(user, article.id))?.content).toBe(content);
    });

    it('accepts content of exactly 100 KiB of UTF-8', async () => {
      const content = `${'字'.repeat(34_133)}a`; // 102,399 + 1 bytes
      expect(Buffer.byteLength(content)).toBe(100 * 1024);
      const article = await createArticle(user, { title: 'Exactly at the limit', content });
      expect((await findArticle(user, article.id))?.content).toBe(content);
    });

    it('refuses content over 100 KiB of UTF-8 with 400 naming content, even under the character limit', async () => {
      const content = '汉'.repeat(40_000); // 40,000 characters, 120,000 bytes
      const title = `Too big ${uniqueUsername('t')}`;
      const response = await user.post('/api/sysArticle/create', { title, content });
      expectFailure(response, 400, ['content']);
      expect(fieldsOf(response)).toEqual(['content']);
      expect(expectOk(await listArticles(user, { keyword: title })).total).toBe(0);

      const article = await createArticle(user, { title: 'Small so far' });
      expectFailure(
        await user.post('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          content,
        }),
        400,
        ['content'],
      );
      expect(await findArticle(user, article.id)).toEqual(article);
    });

    it('refuses ASCII content one byte over 100 KiB naming content', async () => {
      const response = await user.post('/api/sysArticle/create', {
        title: 'One byte too many',
        content: 'a'.repeat(100 * 1024 + 1),
      });
      expectFailure(response, 400, ['content']);
    });
  });

  describe('deleting', () => {
    it('lets the author delete their article; then update and delete say 404', async () => {
      const article = await createArticle(user, { title: 'Short-lived' });
      expectOk(await user.post(`/api/sysArticle/delete?id=${article.id}`));
      expect(await findArticle(admin, article.id)).toBeUndefined();
      expectFailure(
        await user.post('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          title: 'Back from the dead',
        }),
        404,
      );
      expectFailure(await user.post(`/api/sysArticle/delete?id=${article.id}`), 404);
      expectFailure(await admin.post(`/api/sysArticle/delete?id=${article.id}`), 404);
      expect(await findArticle(admin, article.id)).toBeUndefined();
      expectFailure(await user.get(`/api/sysArticle/${article.id}`), 404);
    });

    it("lets an admin delete anyone's article", async () => {
      const article = await createArticle(other, { title: 'Off-topic' });
      const before = (await summary(admin)).articles.total;
      expectOk(await admin.post(`/api/sysArticle/delete?id=${article.id}`));
      expect(await findArticle(admin, article.id)).toBeUndefined();
      expect((await summary(admin)).articles.total).toBe(before - 1);
    });

    it("keeps a deleted author's articles, authorless, and only admins may then change them", async () => {
      const account = await createUser(admin, {
        username: uniqueUsername('leaver'),
        password: strongPassword,
      });
      const leaver = await signIn(server, account.username, strongPassword);
      const first = await createArticle(leaver, { title: 'Legacy one' });
      const second = await createArticle(leaver, { title: 'Legacy two' });
      expect(first).toMatchObject({ authorId: account.id, authorName: account.name });
      // The list, read now (and cached on a single-process database), follows the author.
      expect(await findArticle(admin, first.id)).toMatchObject({ authorName: account.name });
      const renamed = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${account.id}`, {
          version: account.version,
          name: 'Renamed Leaver',
        }),
      );
      expect(await findArticle(admin, first.id)).toMatchObject({ authorName: renamed.name });

      expectOk(await admin.post(`/api/sys_users/deleted/${account.id}`));
      expectFailure(await leaver.get('/api/currentUser'), 401);

      for (const article of [first, second]) {
        expect(await findArticle(admin, article.id)).toMatchObject({
          id: article.id,
          title: article.title,
          content: article.content,
          authorId: null,
          authorName: null,
          version: article.version,
        });
      }
      expectFailure(
        await user.post('/api/sysArticle/update', {
          id: first.id,
          version: first.version,
          title: 'Claimed',
        }),
        403,
      );
      const moderated = expectOk(
        await admin.post<SysArticle>('/api/sysArticle/update', {
          id: first.id,
          version: first.version,
          title: 'Kept by the admins',
        }),
      );
      expect(moderated).toMatchObject({ authorId: null, title: 'Kept by the admins' });
    });
  });
});

describe.each(databaseKinds())('the article keyword search on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
    // Enough rows for the planner to weigh an index against reading the table; one in 500
    // carries a rare word, as a searched-for title does.
    await server.database.db.execute(sql`
      insert into sys_articles (title)
      select case when g % 500 = 0 then 'Quokka sighting ' else 'Bulk article ' end || g
      from generate_series(1, 2000) as g`);
    await server.database.db.execute(sql`analyze sys_articles`);
  });
  afterAll(() => server?.close());

  it.each([
    ['createdAt', 'descend'],
    ['title', 'ascend'],
  ] as const)(
    'finds titles through one search of the trigram index for the page and the total (sorted by %s %s)',
    async (sortField, sortOrder) => {
      const keyword = 'quokka sighting';
      const plans = await plansOf(server.database, (db) =>
        queryArticles(db, { keyword, sortField, sortOrder }),
      );
      expect(plans).toHaveLength(1);
      expect(plans[0]?.match(/Bitmap Index Scan on sys_articles_title_trgm_idx/g)).toHaveLength(1);
      const user = await server.signedIn('user');
      expect(expectOk(await listArticles(user, { keyword })).total).toBe(4);
    },
  );
});

describe.each(databaseKinds())('the article counters on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let author: SysUser;
  let authorClient: ApiClient;

  /** What the triggers must keep: the articles counted now, against the counters. */
  async function expectCountersExact() {
    const { db } = server.database;
    const byStatus = await db
      .select({ status: articles.status, total: count() })
      .from(articles)
      .groupBy(articles.status);
    // A counter is the sum of its shards, one per writing connection.
    const counters = await db
      .select({ status: articleCounts.status, total: sum(articleCounts.total).mapWith(Number) })
      .from(articleCounts)
      .groupBy(articleCounts.status);
    const nonZero = <T extends { total: number }>(rows: T[]) => rows.filter((row) => row.total);
    const sortKey = (row: { status: string; authorId?: number | null }) =>
      `${row.authorId ?? ''}/${row.status}`;
    const sorted = <T extends { status: string; authorId?: number | null }>(rows: T[]) =>
      [...rows].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    expect(sorted(nonZero(counters))).toEqual(sorted(byStatus));
    const byAuthor = await db
      .select({ authorId: articles.authorId, status: articles.status, total: count() })
      .from(articles)
      .where(isNotNull(articles.authorId))
      .groupBy(articles.authorId, articles.status);
    const authorCounters = await db
      .select({
        authorId: articleAuthorCounts.authorId,
        status: articleAuthorCounts.status,
        total: sum(articleAuthorCounts.total).mapWith(Number),
      })
      .from(articleAuthorCounts)
      .groupBy(articleAuthorCounts.authorId, articleAuthorCounts.status);
    expect(sorted(nonZero(authorCounters))).toEqual(sorted(byAuthor));

    // And the list's totals, which read them, agree with the rows.
    const total = (query: Record<string, string | number>) =>
      listArticles(admin, query).then((response) => expectOk(response).total);
    const rows = (status?: 'draft' | 'published', authorId?: number) =>
      (authorId === undefined ? byStatus : byAuthor.filter((row) => row.authorId === authorId))
        .filter((row) => status === undefined || row.status === status)
        .reduce((sum, row) => sum + row.total, 0);
    expect(await total({})).toBe(rows());
    expect(await total({ status: 'draft' })).toBe(rows('draft'));
    expect(await total({ status: 'published' })).toBe(rows('published'));
    expect(await total({ authorId: author.id })).toBe(rows(undefined, author.id));
    expect(await total({ authorId: author.id, status: 'draft' })).toBe(rows('draft', author.id));
    expect((await summary(admin)).articles).toEqual({
      total: rows(),
      draft: rows('draft'),
      published: rows('published'),
    });
  }

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    author = await createUser(admin, {
      username: uniqueUsername('writer'),
      password: strongPassword,
    });
    authorClient = await signIn(server, author.username, strongPassword);
  });
  afterAll(() => server?.close());

  it('start equal to the seeded articles', async () => {
    await expectCountersExact();
  });

  it('follow creates, status changes, edits and deletes', async () => {
    const draft = await createArticle(authorClient, { status: 'draft' });
    const published = await createArticle(authorClient, { status: 'published' });
    await createArticle(admin, { status: 'draft' });
    await expectCountersExact();

    const moved = expectOk(
      await authorClient.post<SysArticle>('/api/sysArticle/update', {
        id: draft.id,
        version: draft.version,
        status: 'published',
      }),
    );
    await expectCountersExact();
    // Sending the status it already has, or only a new title, moves nothing.
    expectOk(
      await authorClient.post('/api/sysArticle/update', {
        id: moved.id,
        version: moved.version,
        status: 'published',
        title: 'Still published',
      }),
    );
    await expectCountersExact();

    expectOk(await authorClient.post(`/api/sysArticle/delete?id=${published.id}`));
    await expectCountersExact();
  });

  it('follow many rows written in one statement', async () => {
    await server.database.db.insert(articles).values(
      Array.from({ length: 30 }, (_, index) => ({
        title: `Bulk counted ${index}`,
        status: index % 3 === 0 ? ('published' as const) : ('draft' as const),
        authorId: index % 2 === 0 ? author.id : null,
      })),
    );
    await expectCountersExact();
    await server.database.db.delete(articles).where(like(articles.title, 'Bulk counted 1%'));
    await expectCountersExact();
  });

  it.runIf(kind === 'postgres')(
    'let two connections create and move articles at once, neither waiting on the other',
    async () => {
      const connect = async () => {
        const client = new pg.Client({ connectionString: server.env.databaseUrl });
        await client.connect();
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        return { client, shard: (rows[0]?.pid ?? 0) % 64 };
      };
      const first = await connect();
      let second = await connect();
      // Connections whose process ids share a remainder share rows; ask for another.
      const spare: pg.Client[] = [];
      while (second.shard === first.shard) {
        spare.push(second.client);
        second = await connect();
      }
      const insert = `insert into sys_articles (title, status, author_id) values ($1, 'draft', $2)
        returning id`;
      try {
        await first.client.query('begin');
        const held = await first.client.query<{ id: number }>(insert, ['Held open', author.id]);
        await first.client.query("update sys_articles set status = 'published' where id = $1", [
          held.rows[0]?.id,
        ]);
        // Both counts the first transaction changed are the ones the second changes: before
        // the counters had a row per connection, this waited for the first to commit.
        await second.client.query("set lock_timeout = '2s'");
        const created = await second.client.query<{ id: number }>(insert, [
          'Not waiting',
          author.id,
        ]);
        await second.client.query("update sys_articles set status = 'published' where id = $1", [
          created.rows[0]?.id,
        ]);
        await first.client.query('commit');
      } finally {
        await Promise.all([first, second].map(({ client }) => client.end()));
        await Promise.all(spare.map((client) => client.end()));
      }
      await expectCountersExact();
    },
  );

  it("move a deleted author's articles out of that author's counts", async () => {
    await createArticle(authorClient, { status: 'published' });
    expectOk(await admin.post(`/api/sys_users/deleted/${author.id}`));
    await expectCountersExact();
    expect(expectOk(await listArticles(admin, { authorId: author.id })).total).toBe(0);
  });
});

describe.each(databaseKinds())('deep article pages on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    // Past 100 rows a page is picked by id first, from whichever end is nearer; many rows
    // share a creation time and a title, so only the id orders them.
    const start = Date.parse('2024-01-01T00:00:00Z');
    await server.database.db.insert(articles).values(
      Array.from({ length: 2_500 }, (_, index) => ({
        title: `Deep ${index % 50}`,
        status: index % 3 === 0 ? ('published' as const) : ('draft' as const),
        createdAt: new Date(start + Math.floor(index / 3) * 1000),
      })),
    );
    await server.database.db.execute(sql`analyze sys_articles`);
  });
  afterAll(() => server?.close());

  const sorts = [
    { sortField: 'createdAt', sortOrder: 'descend', column: articles.createdAt },
    { sortField: 'createdAt', sortOrder: 'ascend', column: articles.createdAt },
    { sortField: 'title', sortOrder: 'ascend', column: articles.title },
    { sortField: 'id', sortOrder: 'descend', column: articles.id },
  ] as const;

  it.each(sorts)(
    'answers every deep page as plain offset paging would (sorted by $sortField $sortOrder)',
    async ({ sortField, sortOrder, column }) => {
      const { db } = server.database;
      for (const status of [undefined, 'draft'] as const) {
        const where = status ? eq(articles.status, status) : undefined;
        const [counted] = await db.select({ total: count() }).from(articles).where(where);
        const total = counted?.total ?? 0;
        const by = sortOrder === 'ascend' ? asc : desc;
        for (const pageSize of [10, 100]) {
          const lastPage = Math.ceil(total / pageSize);
          const pages = [
            Math.ceil(100 / pageSize) + 1,
            Math.floor(lastPage / 2),
            Math.floor(lastPage / 2) + 1,
            lastPage - 1,
            lastPage,
          ];
          for (const current of pages) {
            const expected = await db
              .select({ id: articles.id })
              .from(articles)
              .where(where)
              .orderBy(by(column), by(articles.id))
              .limit(pageSize)
              .offset((current - 1) * pageSize);
            const page = expectOk(
              await listArticles(admin, {
                sortField,
                sortOrder,
                pageSize,
                current,
                ...(status ? { status } : {}),
              }),
            );
            expect(page.total).toBe(total);
            expect(page.list.map((article) => article.id)).toEqual(expected.map((row) => row.id));
          }
          const past = expectOk(
            await listArticles(admin, {
              sortField,
              sortOrder,
              pageSize,
              current: lastPage + 1,
              ...(status ? { status } : {}),
            }),
          );
          expect(past.list).toEqual([]);
        }
      }
    },
  );
});
