import { getTableName, is, Table } from 'drizzle-orm';
import type { MutationOption } from 'drizzle-orm/cache/core';
import { Cache } from 'drizzle-orm/cache/core';
import type { Db } from './database.js';

interface Entry {
  rows: unknown;
  tables: readonly string[];
  expiresAt: number;
}

const articleCounters = ['sys_article_counts', 'sys_article_author_counts'];

/**
 * Tables whose cached reads a write to another table changes, which Drizzle cannot see: the
 * counters its triggers keep, the rows a cascade deletes, and articles, whose author is set null when a user is deleted
 * (which moves them in the counters) and whose rows carry their author's name.
 */
const writtenByTriggers: Record<string, string[]> = {
  // A user's roles follow their `access` (a trigger), and go with them.
  sys_users: [
    'sys_user_counts',
    'sys_articles',
    'sys_user_roles',
    'list_order_generations',
    ...articleCounters,
  ],
  sys_articles: [...articleCounters, 'list_order_generations'],
  // A role's grants and holders go with it.
  sys_roles: ['sys_role_permissions', 'sys_user_roles'],
};

function tableNames(tables: MutationOption['tables']): string[] {
  const list = tables === undefined ? [] : Array.isArray(tables) ? tables : [tables];
  const names = list.map((table) => (is(table, Table) ? getTableName(table) : String(table)));
  return names.flatMap((name) => [name, ...(writtenByTriggers[name] ?? [])]);
}

/**
 * Query results kept in memory. Sound only where this process makes every write, as with PGlite
 * behind its folder lock: Drizzle reports every insert, update and delete (`onMutate`), which
 * makes the cached reads of the tables written stale, and only those. A result read while a
 * write to its tables went on is never served.
 *
 * Each table has a generation, bumped by every write to it: a read is stored only if its tables'
 * generations are still those it began with. A write drops the entries that read the tables
 * written, found by table, not by looking through every entry; an entry still held is fresh
 * until its time runs out.
 *
 * Reads use `remember` with a key of their own: a prepared statement's name and its values.
 * (Drizzle's `$withCache()` would key them by a SHA-256 of the SQL text and values, 3 % of the
 * server's CPU under load; it still works, through `get` and `put`.)
 */
export class SingleProcessCache extends Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** The keys of the entries that read each table, to drop them when it is written. */
  private readonly keysByTable = new Map<string, Set<string>>();
  /** Writes so far, of any table. */
  private writes = 0;
  /** Drizzle's reads between `get` and `put` (which names no tables): `writes` when each began. */
  private readonly pending = new Map<string, number>();

  /**
   * @param maxEntries bounds memory: lookups of random session ids or keywords must not grow
   *   the cache without end; the oldest entry goes first
   */
  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
  ) {
    super();
  }

  private generationsOf(tables: readonly string[]): number[] {
    return tables.map((table) => this.generations.get(table) ?? 0);
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry;
    this.drop(key);
    return undefined;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const table of entry.tables) this.keysByTable.get(table)?.delete(key);
  }

  private store(key: string, rows: unknown, tables: readonly string[], generations: number[]) {
    // Written meanwhile: stale already, not worth a place.
    if (this.generationsOf(tables).some((g, i) => g !== generations[i])) return;
    this.drop(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(key, { rows, tables, expiresAt: Date.now() + this.ttlMs });
    for (const table of tables) {
      let keys = this.keysByTable.get(table);
      if (!keys) {
        keys = new Set();
        this.keysByTable.set(table, keys);
      }
      keys.add(key);
    }
  }

  /**
   * The rows stored under `key`, or those `read` answers, kept until a write to one of
   * `tables` (the tables the read sees, by name).
   */
  async remember<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
    const entry = this.fresh(key);
    if (entry) return entry.rows as T;
    const generations = this.generationsOf(tables);
    const rows = await read();
    this.store(key, rows, tables, generations);
    return rows;
  }

  /** Entries held, fresh or not yet dropped. */
  get size(): number {
    return this.entries.size;
  }

  override strategy() {
    return 'explicit' as const;
  }

  override async get(key: string): Promise<unknown[] | undefined> {
    const entry = this.fresh(key);
    if (entry) return entry.rows as unknown[];
    this.pending.set(key, this.writes);
    return undefined;
  }

  override async put(key: string, rows: unknown, tables: string[]): Promise<void> {
    const writes = this.pending.get(key);
    this.pending.delete(key);
    // Any write meanwhile may have been to these tables: not kept, to be safe.
    if (writes !== this.writes || tables.length === 0) return;
    this.store(key, rows, tables, this.generationsOf(tables));
  }

  override async onMutate({ tables }: MutationOption): Promise<void> {
    this.writes += 1;
    for (const name of tableNames(tables)) {
      this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
      // Stale now: their memory goes at once (an article page of 100 rows holds their content).
      for (const key of this.keysByTable.get(name) ?? []) this.drop(key);
    }
  }
}

const byDatabase = new WeakMap<Db, SingleProcessCache>();

/** Makes `cache` the one `cachedRead` uses for `db` (whose writes it must also be told of). */
export function useCache(db: Db, cache: SingleProcessCache): void {
  byDatabase.set(db, cache);
}

/**
 * `read`, answered from the database's query cache where it has one (PGlite), else run.
 *
 * @param key names the statement and its values: equal keys must mean equal queries
 * @param tables every table the read sees, by name
 */
export function cachedRead<T>(
  db: Db,
  key: string,
  tables: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  const cache = byDatabase.get(db);
  return cache ? cache.remember(key, tables, read) : read();
}
