import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzleClient } from './pglite-client.js';
import {
  inProcessSession,
  type ProtocolSession,
  preparedStatementsOf,
} from './pglite-statements.js';

describe('drizzleClient', () => {
  let pglite: PGlite;
  let session: ProtocolSession;
  let sent: (QueryOptions | undefined)[];

  beforeAll(async () => {
    pglite = await PGlite.create();
    session = inProcessSession(pglite);
    sent = [];
    const statements = preparedStatementsOf(session);
    for (const method of ['query', 'inTransaction'] as const) {
      const run = statements[method].bind(statements);
      vi.spyOn(statements, method).mockImplementation((text, params, options) => {
        sent.push(options);
        return run(text, params, options);
      });
    }
  });
  afterAll(() => pglite.close());

  it("answers Drizzle's queries as PGlite did, timestamps as sent", async () => {
    const db = drizzle({ client: drizzleClient(session) });
    const at = "timestamptz '2026-11-26 10:20:30.456789+00'";
    const [row] = (
      await db.execute(sql.raw(`select ${at} as at, 41 + 1 as n, '{"a":1}'::json as j`))
    ).rows;
    expect(row).toEqual({ at: '2026-11-26 10:20:30.456789+00', n: 42, j: { a: 1 } });
  });

  it("runs Drizzle's queries as prepared statements without its parsers, in a transaction too", async () => {
    const db = drizzle({ client: drizzleClient(session) });
    sent.length = 0;
    await db.execute(sql`select now()`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select now()`);
    });
    expect(sent).toHaveLength(2);
    for (const options of sent) {
      expect(options).toMatchObject({ rowMode: 'object' });
      expect(options?.parsers).toBeUndefined();
    }
    const held = await pglite.query(
      "select 1 from pg_prepared_statements where statement = 'select now()'",
    );
    expect(held.rows).toHaveLength(1);
  });

  it('refuses a query on a transaction that has ended', async () => {
    const db = drizzle({ client: drizzleClient(session) });
    let escaped: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      escaped = tx;
    });
    await expect(escaped?.execute(sql`select 1`)).rejects.toMatchObject({
      cause: new Error('Transaction is closed'),
    });
  });

  it('still sends a parser the instance does not apply', async () => {
    const client = drizzleClient(session);
    const parsers = { [types.INT4]: (value: string) => `int ${value}` };
    const result = await client.query<{ n: string }>('select 7 as n', [], { parsers });
    expect(result.rows).toEqual([{ n: 'int 7' }]);
    expect(sent.at(-1)?.parsers).toBe(parsers);
  });
});
