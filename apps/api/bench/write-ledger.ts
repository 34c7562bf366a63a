import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { articles, users } from '../src/db/schema.js';

export type WrittenTable = 'users' | 'articles';

/** What the acknowledged writes of one record left, by the record's id. */
interface RecordWrites {
  /** The version each acknowledged write answered with, in the order the answers came. */
  versions: number[];
  /** The highest of them, and the value (a name or title) the write that set it wrote. */
  latestVersion: number;
  latestValue: string;
}

/** The writes the API acknowledged during a load run, to look for in the database afterwards. */
export class WriteLedger {
  creates = 0;
  updates = 0;
  private readonly records: Record<WrittenTable, Map<number, RecordWrites>> = {
    users: new Map(),
    articles: new Map(),
  };

  /** Records a write the API answered 2xx, with the id, version and value it answered with. */
  acknowledge(
    table: WrittenTable,
    kind: 'create' | 'update',
    id: number,
    version: number,
    value: string,
  ): void {
    if (kind === 'create') this.creates++;
    else this.updates++;
    const record = this.records[table].get(id);
    if (!record) {
      this.records[table].set(id, {
        versions: [version],
        latestVersion: version,
        latestValue: value,
      });
      return;
    }
    record.versions.push(version);
    if (version > record.latestVersion) {
      record.latestVersion = version;
      record.latestValue = value;
    }
  }

  get acknowledged(): number {
    return this.creates + this.updates;
  }

  /** For the check: each table's written records. */
  written(table: WrittenTable): ReadonlyMap<number, RecordWrites> {
    return this.records[table];
  }
}

export interface WriteCheck {
  /** Acknowledged writes, creates and updates. */
  acknowledged: number;
  creates: number;
  updates: number;
  /** Acknowledged writes whose result the database holds (or a later acknowledged write's). */
  found: number;
  /**
   * Acknowledged writes the database does not hold: a created record that is gone, a version
   * the record never reached, or a version two acknowledged updates both answered with (one
   * of them lost).
   */
  missing: number;
  /**
   * Records whose last acknowledged value was then overwritten by a write whose answer never
   * came back: one in flight when the run stopped, or one that timed out. Not a failure.
   */
  overwrittenAfter: number;
}

/** Reads the columns a record's check compares: its version and the value the load wrote. */
const readers = {
  users: (db: Db, ids: number[]) =>
    db
      .select({ id: users.id, version: users.version, value: users.name })
      .from(users)
      .where(inArray(users.id, ids)),
  articles: (db: Db, ids: number[]) =>
    db
      .select({ id: articles.id, version: articles.version, value: articles.title })
      .from(articles)
      .where(inArray(articles.id, ids)),
} as const;

/** Few enough ids per statement to stay far below PostgreSQL's 65,535 parameters. */
const idsPerRead = 5_000;

/**
 * Looks for every acknowledged write in the database, read directly once the API has stopped:
 * each written record must exist, at the version its last acknowledged write answered with and
 * holding that write's value. Its earlier acknowledged writes count as found too, since a later
 * acknowledged version can only have been written over them.
 */
export async function checkWrites(db: Db, ledger: WriteLedger): Promise<WriteCheck> {
  const check: WriteCheck = {
    acknowledged: ledger.acknowledged,
    creates: ledger.creates,
    updates: ledger.updates,
    found: 0,
    missing: 0,
    overwrittenAfter: 0,
  };
  for (const table of ['users', 'articles'] as const) {
    const written = ledger.written(table);
    const ids = [...written.keys()];
    const stored = new Map<number, { version: number; value: string }>();
    for (let start = 0; start < ids.length; start += idsPerRead) {
      for (const row of await readers[table](db, ids.slice(start, start + idsPerRead))) {
        stored.set(row.id, row);
      }
    }
    for (const [id, record] of written) {
      const row = stored.get(id);
      const lost = record.versions.length - new Set(record.versions).size;
      let missing: number;
      if (!row) missing = record.versions.length;
      else if (row.version < record.latestVersion)
        missing = record.versions.filter((version) => version > row.version).length;
      else if (row.version === record.latestVersion && row.value !== record.latestValue)
        missing = 1;
      else missing = 0;
      if (row && row.version > record.latestVersion) check.overwrittenAfter++;
      const total = Math.min(record.versions.length, missing + lost);
      check.missing += total;
      check.found += record.versions.length - total;
    }
  }
  return check;
}
