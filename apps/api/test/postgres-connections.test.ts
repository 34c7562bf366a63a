import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { freshStorage, type Storage } from './helper.js';

describe.runIf(!!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  let storage: Storage;
  let database: Database;
  const lost = vi.fn();

  beforeAll(async () => {
    storage = await freshStorage('postgres');
    database = await openDatabase({
      databaseUrl: storage.databaseUrl,
      dataDir: storage.dataDir,
      onConnectionLost: lost,
    });
  });
  afterAll(async () => {
    await database?.close();
    await storage?.remove();
  });

  it('outlives the server ending its idle connections, and reconnects, listening too', async () => {
    // A query leaves its connection idle in the pool.
    await database.db.execute(sql`select 1`);
    const listener = { onPayload: vi.fn(), onLost: vi.fn(), onGap: vi.fn() };
    const stopListening = await database.listen('pool_test', listener);

    // As a restart or an administrator would, from another connection.
    const admin = new pg.Client({ connectionString: storage.databaseUrl });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity ' +
        'where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await vi.waitFor(() => expect(lost).toHaveBeenCalled());
    expect(lost.mock.calls[0]?.[0]).toBeInstanceOf(Error);

    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    // The listening connection too: told at once that payloads go unheard, then that some may
    // have been missed once it listens again.
    expect(listener.onLost).toHaveBeenCalled();
    await vi.waitFor(() => expect(listener.onGap).toHaveBeenCalled(), { timeout: 5_000 });
    expect(listener.onLost.mock.invocationCallOrder[0]).toBeLessThan(
      listener.onGap.mock.invocationCallOrder[0] ?? 0,
    );
    await database.db.execute(sql`select pg_notify('pool_test', 'heard')`);
    await vi.waitFor(() => expect(listener.onPayload).toHaveBeenCalledWith('heard'));
    await stopListening();
  });
});
