import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzleClient } from './pglite-client.js';

describe('drizzleClient', () => {
  let pglite: PGlite;
  let sent: (QueryOptions | undefined)[];

  beforeAll(async () => {
    pglite = await PGlite.create();
    sent = [];
    const query = pglite.query.bind(pglite);
    vi.spyOn(pglite, 'query').mockImplementation((text, params, options) => {
      sent.push(options);
      return query(text, params, options);
    });
  });
  afterAll(() => pglite.close());

  it("answers Drizzle's queries as PGlite did, timestamps as sent", async () => {
    const db = drizzle({ client: drizzleClient(pglite) });
    const at = "timestamptz '2026-11-26 10:20:30.456789+00'";
    const [row] = (
      await db.execute(sql.raw(`select ${at} as at, 41 + 1 as n, '{"a":1}'::json as j`))
    ).rows;
    expect(row).toEqual({ at: '2026-11-26 10:20:30.456789+00', n: 42, j: { a: 1 } });
  });

  it("sends Drizzle's queries without its parsers, in a transaction too", async () => {
    const received: (QueryOptions | undefined)[] = [];
    const query = async (_text: string, _params?: unknown[], options?: QueryOptions) => {
      received.push(options);
      return { rows: [], fields: [] };
    };
    const fake = {
      parsers: {},
      query,
      transaction: <T>(run: (tx: { query: typeof query }) => Promise<T>) => run({ query }),
    } as unknown as PGlite;
    const db = drizzle({ client: drizzleClient(fake) });
    await db.execute(sql`select now()`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select now()`);
    });
    expect(received).toHaveLength(2);
    for (const options of received) {
      expect(options).toMatchObject({ rowMode: 'object' });
      expect(options?.parsers).toBeUndefined();
    }
  });

  it('still sends a parser the instance does not apply', async () => {
    const client = drizzleClient(pglite);
    const parsers = { [types.INT4]: (value: string) => `int ${value}` };
    const result = await client.query<{ n: string }>('select 7 as n', [], { parsers });
    expect(result.rows).toEqual([{ n: 'int 7' }]);
    expect(sent.at(-1)?.parsers).toBe(parsers);
  });
});
