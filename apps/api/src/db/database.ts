import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { drizzleClient } from './pglite-client.js';
import { PGliteThread } from './pglite-thread-client.js';
import * as schema from './schema.js';
import { SingleProcessCache, useCache } from './single-process-cache.js';

/** The Drizzle handle every repository takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Follows a notification channel (PostgreSQL `LISTEN`): `onPayload` gets each payload in commit
 * order, `onLost` is called as soon as the connection is lost (payloads go unheard from then
 * on), `onGap` once it is reopened (some may have been missed). Resolves once listening, with
 * the function that stops.
 */
export type Listen = (
  channel: string,
  handlers: { onPayload(payload: string): void; onLost?(): void; onGap(): void },
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  listen: Listen;
  /** Closes connections (and for PGlite flushes and releases the data folder). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite runs in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /**
   * PostgreSQL ended an idle pooled connection (a restart, a failover, an administrator); the
   * pool opens another when one is next needed. Default: a warning on stderr.
   */
  onConnectionLost?(error: Error): void;
}

const warnConnectionLost = (error: Error) =>
  console.warn(`PostgreSQL ended an idle connection (${error.message}); the pool will reconnect.`);

/** Waits before reopening a lost listening connection: 0.5 s, doubling up to 10 s. */
const relistenDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

/**
 * Listens on a connection of its own, outside the pool: a pooled connection is shared, and
 * LISTEN belongs to the session. A lost connection is reopened, and the gap reported.
 */
function listenOnPostgres(databaseUrl: string, onConnectionLost: (error: Error) => void): Listen {
  return async (channel, { onPayload, onLost, onGap }) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      // Keep-alive probes find a connection cut without a word (a NAT's idle timeout) sooner.
      const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      const lost = (error: Error) => {
        if (client !== next) return;
        client = undefined;
        next.end().catch(() => undefined);
        onLost?.();
        onConnectionLost(error);
        reconnect(0);
      };
      next.on('error', lost);
      next.on('end', () => lost(new Error('the listening connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) await next.end().catch(() => undefined);
      else client = next;
    };

    const reconnect = (attempt: number) => {
      if (stopped) return;
      retry = setTimeout(() => {
        connect().then(
          () => {
            if (!stopped) onGap();
          },
          () => reconnect(attempt + 1),
        );
      }, relistenDelayMs(attempt));
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
  };
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/**
 * Held by whichever instance is migrating or seeding, so instances starting together on one
 * server take turns. Any constant works; it only has to be the same for every instance.
 */
export const startupLockId = 7_214_091;

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  onConnectionLost: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Without a listener, the pool's report of a lost idle connection would end the process.
  pool.on('error', onConnectionLost);
  // Instances starting together on one server would otherwise race through the migrations.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockId]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [startupLockId]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    listen: listenOnPostgres(databaseUrl, onConnectionLost),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  const folder = path.join(dataDir, 'pglite');
  let thread: PGliteThread;
  try {
    thread = await PGliteThread.start({ folder, migrationsFolder });
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not open the embedded database in ${folder}: ${reason}. ` +
        'If the folder was written by another PGlite version, restore it from a dump ' +
        '(see the README, "Embedded database"), or move the folder aside to start afresh.',
      { cause: error },
    );
  }
  // The folder lock makes this process the only writer, so cached reads stay exact.
  const cache = new SingleProcessCache();
  const db = drizzlePglite({ client: drizzleClient(thread), schema, cache }) as unknown as Db;
  useCache(db, cache);
  return {
    db,
    kind: 'pglite',
    // One process owns the folder, so its own notifications are all there is to hear; PGlite
    // delivers them at commit, as PostgreSQL would.
    listen: (channel, { onPayload }) => thread.listen(channel, onPayload),
    close: async () => {
      try {
        await thread.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? 10,
        options.onConnectionLost ?? warnConnectionLost,
      )
    : openPglite(options.dataDir);
}
