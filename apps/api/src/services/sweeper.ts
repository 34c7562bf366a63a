import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { sweepCaptchas } from './captchas.js';
import { sweepSessions } from './sessions.js';
import { sweepThrottles } from './throttles.js';

export interface SweepOptions {
  /**
   * Also `VACUUM (ANALYZE)` afterwards: for PGlite, which has no autovacuum. Until a vacuum
   * marks a table's pages all-visible, every index-only scan visits the table too, so a deep
   * list page took twice as long; and the planner's statistics would stay those of the last
   * explicit ANALYZE. PostgreSQL's autovacuum does both by itself. Default false.
   */
  vacuum?: boolean;
}

/** Deletes expired sessions, captchas and counters; then vacuums if asked to. */
export async function sweep(db: Db, { vacuum = false }: SweepOptions = {}): Promise<void> {
  await Promise.all([sweepSessions(db), sweepCaptchas(db), sweepThrottles(db)]);
  // PGlite runs one statement at a time, in this thread: while it vacuums (half a second for
  // 100,000 users with nothing to do, 1.3 s after a bulk load) requests wait.
  if (vacuum) await db.execute(sql`vacuum (analyze)`);
}

/**
 * Sweeps every `intervalMs`, and once at start when vacuuming: a PGlite folder may hold rows
 * no vacuum has seen (a bulk import, a restore, a run that ended before its first sweep).
 * Several instances may sweep the same PostgreSQL at once; the deletes are idempotent.
 *
 * @returns a function that stops sweeping
 */
export function startSweeper(
  db: Db,
  log: FastifyBaseLogger,
  { intervalMs = 10 * 60 * 1000, ...options }: SweepOptions & { intervalMs?: number } = {},
) {
  const run = () => {
    sweep(db, options).catch((error) => log.warn({ err: error }, 'sweeping expired rows failed'));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = options.vacuum ? setTimeout(run, 0) : undefined;
  first?.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
