import { getTableName, is, Table } from 'drizzle-orm';
import type { MutationOption } from 'drizzle-orm/cache/core';
import { Cache } from 'drizzle-orm/cache/core';

interface Entry {
  rows: unknown;
  tables: Set<string>;
  expiresAt: number;
}

const articleCounters = ['sys_article_counts', 'sys_article_author_counts'];

/**
 * Tables whose cached reads a write to another table changes, which Drizzle cannot see: the
 * counters its triggers keep, and articles, whose author is set null when a user is deleted
 * (which moves them in the counters) and whose rows carry their author's name.
 */
const writtenByTriggers: Record<string, string[]> = {
  sys_users: ['sys_user_counts', 'sys_articles', ...articleCounters],
  sys_articles: articleCounters,
};

function tableNames(tables: MutationOption['tables']): string[] {
  const list = tables === undefined ? [] : Array.isArray(tables) ? tables : [tables];
  const names = list.map((table) => (is(table, Table) ? getTableName(table) : String(table)));
  return names.flatMap((name) => [name, ...(writtenByTriggers[name] ?? [])]);
}

/**
 * Drizzle's query cache, kept in memory. Sound only where this process makes every write, as
 * with PGlite behind its folder lock: every insert, update or delete drops the cached queries that
 * read the same tables. A result read before a write but stored after it is not kept.
 */
export class SingleProcessCache extends Cache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every write; a result read in an older epoch may be stale. */
  private epoch = 0;
  private readonly readIn = new Map<string, number>();

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

  override strategy() {
    return 'explicit' as const;
  }

  override async get(key: string): Promise<unknown[] | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.rows as unknown[];
    this.entries.delete(key);
    this.readIn.set(key, this.epoch);
    return undefined;
  }

  override async put(key: string, rows: unknown, tables: string[]): Promise<void> {
    const readIn = this.readIn.get(key);
    this.readIn.delete(key);
    if (readIn !== this.epoch || tables.length === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { rows, tables: new Set(tables), expiresAt: Date.now() + this.ttlMs });
  }

  override async onMutate({ tables }: MutationOption): Promise<void> {
    this.epoch += 1;
    const changed = tableNames(tables);
    for (const [key, entry] of this.entries) {
      if (changed.some((name) => entry.tables.has(name))) this.entries.delete(key);
    }
  }
}
