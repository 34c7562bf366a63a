import type { Db } from './database.js';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * Builds a prepared query once per database and `name`, then hands the same one back. Drizzle
 * then skips rebuilding the SQL, and PostgreSQL parses and plans each named statement once per
 * connection instead of on every request.
 *
 * @param name unique per query shape; also the statement's name on the server (≤ 63 chars)
 */
export function prepareOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let prepared = byDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    byDatabase.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, build(name));
  return prepared.get(name) as T;
}
