import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { protocol, TransactionAbortedError } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleClient } from './pglite-client.js';
import { preparedStatementsOf } from './pglite-statements.js';
import { PGliteThread } from './pglite-thread-client.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

describe('PGliteThread', () => {
  let dataDir: string;
  let thread: PGliteThread;
  const folder = () => path.join(dataDir, 'pglite');
  const db = () => drizzle({ client: drizzleClient(thread) });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pglite-thread-'));
    thread = await PGliteThread.start({ folder: folder(), migrationsFolder });
    await db().execute(
      sql`create table notes (id serial primary key, body text not null unique, at timestamptz, tags int[], words text[], meta json)`,
    );
  });
  afterAll(async () => {
    await thread.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the folder migrated, and answers as PGlite in the process does', async () => {
    const migrated = await db().execute(sql`select count(*)::int as n from sys_users`);
    expect(migrated.rows).toEqual([{ n: 0 }]);
    const inserted = await preparedStatementsOf(thread).query(
      'insert into notes (body, at, tags, words, meta) values ($1, $2, $3, $4, $5) returning id, body, at, tags, words, meta',
      ['first', '2026-11-27 10:00:00+00', [1, 2], ['a', 'b,c'], { a: [1, 'b'] }],
    );
    expect(inserted.rows).toEqual([
      {
        id: 1,
        body: 'first',
        // Drizzle parses timestamps itself, so they are handed over as PostgreSQL wrote them.
        at: '2026-11-27 10:00:00+00',
        tags: [1, 2],
        words: ['a', 'b,c'],
        meta: { a: [1, 'b'] },
      },
    ]);
  });

  it('throws a database error with its query, and goes on answering', async () => {
    const insert = sql`insert into notes (body) values (${'first'})`;
    const failure = await db()
      .execute(insert)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      cause: expect.objectContaining({ code: '23505', query: expect.stringContaining('insert') }),
    });
    expect((failure as { cause: unknown }).cause).toBeInstanceOf(protocol.messages.DatabaseError);
    const count = await db().execute(sql`select count(*)::int as n from notes`);
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it('rolls a failed transaction back, and lets no other query in while one is open', async () => {
    let reading: Promise<unknown[]> | undefined;
    const writing = db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('inside')`);
      // Asked (Drizzle's queries start when awaited) while the transaction is open: answered
      // after it, so never sees its row.
      reading = db()
        .execute(sql`select body from notes where body = 'inside'`)
        .then(({ rows }) => rows);
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('changed my mind');
    });
    await expect(writing).rejects.toThrow('changed my mind');
    expect(await reading).toEqual([]);
  });

  it('hands on a notification once its transaction has committed, until unlistened', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('note_events', (payload) => heard.push(payload));
    await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('note_events', 'one')`);
      expect(heard).toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['one']);
    await stop();
    await db().execute(sql`select pg_notify('note_events', 'two')`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['one']);
  });

  it('refuses queries once closed, and what it wrote opens again', async () => {
    await thread.close();
    await expect(db().execute(sql`select 1`)).rejects.toMatchObject({
      cause: new Error('PGlite is closed'),
    });
    thread = await PGliteThread.start({ folder: folder(), migrationsFolder });
    const count = await db().execute(sql`select count(*)::int as n from notes`);
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it('commits before a query asked after it, and refuses to commit after a swallowed error', async () => {
    const committing = db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('committed')`);
    });
    const after = db()
      .execute(sql`select body from notes where body = 'committed'`)
      .then(({ rows }) => rows);
    await committing;
    expect(await after).toEqual([{ body: 'committed' }]);
    const swallowing = db().transaction(async (tx) => {
      await tx.execute(sql`select 1 / 0`).catch(() => undefined);
    });
    await expect(swallowing).rejects.toBeInstanceOf(TransactionAbortedError);
  });

  it('says why it could not open a folder', async () => {
    const notAFolder = path.join(dataDir, 'file');
    await writeFile(notAFolder, 'not a database');
    await expect(PGliteThread.start({ folder: notAFolder, migrationsFolder })).rejects.toThrow();
  });
});
