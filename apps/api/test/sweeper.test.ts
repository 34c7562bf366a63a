import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { articles } from '../src/db/schema.js';
import { sweep } from '../src/services/sweeper.js';
import { freshStorage, type Storage } from './helper.js';

// PGlite only: there nothing else vacuums, while PostgreSQL's autovacuum might at any moment.
describe('the sweeper on pglite', () => {
  let storage: Storage;
  let database: Database;

  beforeAll(async () => {
    storage = await freshStorage('pglite');
    database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await storage?.remove();
  });

  /** Pages of the article table, and how many of them a vacuum has marked all-visible. */
  async function visibility() {
    await database.db.execute(sql`analyze sys_articles`);
    const [row] = await database.db
      .select({ pages: sql<number>`relpages`, visible: sql<number>`relallvisible` })
      .from(sql`pg_class`)
      .where(sql`oid = 'sys_articles'::regclass`);
    return row;
  }

  it('vacuums when asked, so index-only scans need not visit the table', async () => {
    await database.db
      .insert(articles)
      .values(Array.from({ length: 2_000 }, (_, index) => ({ title: `Swept ${index}` })));
    const before = await visibility();
    expect(before?.pages).toBeGreaterThan(10);
    expect(before?.visible).toBe(0);

    await sweep(database.db);
    expect((await visibility())?.visible).toBe(0);

    await sweep(database.db, { vacuum: true });
    expect((await visibility())?.visible).toBe(before?.pages);
  });
});
