import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';

interface Statement {
  sql: string;
  params: unknown[];
}

/** A second Drizzle handle on the same connections that notes every statement it sends. */
function recordingDb(database: Database): { db: Db; sent: Statement[] } {
  const sent: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => sent.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzlePg({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger });
  return { db: db as unknown as Db, sent };
}

async function explain(
  database: Database,
  statement: Statement,
  analyze: boolean,
): Promise<string> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const text = `explain ${analyze ? '(analyze, costs off, timing off) ' : ''}${statement.sql}`;
  // A test database holds a few dozen rows, where reading the whole table is cheapest and
  // would hide a missing or unusable index; with sequential scans off only an index can win.
  const noSeqScan = 'set local enable_seqscan = off';
  let rows: Record<string, unknown>[];
  if (database.kind === 'postgres') {
    const connection = await (client as pg.Pool).connect();
    try {
      await connection.query('begin');
      await connection.query(noSeqScan);
      rows = (await connection.query(text, statement.params)).rows;
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  } else {
    rows = await (client as PGlite).transaction(async (tx) => {
      await tx.query(noSeqScan);
      return (await tx.query<Record<string, unknown>>(text, statement.params)).rows;
    });
  }
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

/**
 * The plans of the statements that `run` sends, as EXPLAIN prints them, with sequential scans
 * off: a plan that still reads the whole table, or walks a whole index, names no index that
 * serves the query. With `analyze`, as run: how many rows and loops each node had.
 */
export async function plansOf(
  database: Database,
  run: (db: Db) => Promise<unknown>,
  { analyze = false } = {},
): Promise<string[]> {
  const { db, sent } = recordingDb(database);
  await run(db);
  const plans: string[] = [];
  for (const statement of sent) plans.push(await explain(database, statement, analyze));
  return plans;
}
