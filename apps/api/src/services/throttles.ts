import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { throttles } from '../db/schema.js';
import { ApiError } from '../errors.js';

export interface ThrottleState {
  /** Hits in the current window. */
  hits: number;
  windowEndsAt: Date;
  /** Set while the key is locked; null otherwise. */
  lockedUntil: Date | null;
}

/**
 * Counts one hit on `key` in a fixed window, in one statement, so that concurrent requests and
 * instances never lose a count.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<ThrottleState> {
  const windowEnds = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  const expired = sql`${throttles.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnds} else ${throttles.windowEndsAt} end`,
      },
    })
    .returning({
      hits: throttles.hits,
      windowEndsAt: throttles.windowEndsAt,
      lockedUntil: throttles.lockedUntil,
    });
  if (!row) throw new Error(`counter ${key} was not returned`);
  return row;
}

/**
 * Shows `decide` the current state of each key's counter and counts one hit on each when it
 * says so, all while holding the counters: attempts that run at once, on any instance, each
 * see the hits counted before them. Counters are locked in key order, so two callers never
 * wait for each other's counters crosswise.
 */
export async function countIf<T>(
  db: Db,
  keys: string[],
  windowMs: number,
  decide: (states: Map<string, ThrottleState>) => { count: boolean; result: T },
): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  const windowEnds = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  return db.transaction(async (tx) => {
    await tx
      .insert(throttles)
      .values(ordered.map((key) => ({ key, hits: 0, windowEndsAt: windowEnds })))
      .onConflictDoNothing();
    const rows = await tx
      .select({
        key: throttles.key,
        expired: sql<boolean>`${throttles.windowEndsAt} <= now()`,
        hits: throttles.hits,
        windowEndsAt: throttles.windowEndsAt,
        lockedUntil: sql<Date | null>`case when ${throttles.lockedUntil} > now() then ${throttles.lockedUntil} end`,
      })
      .from(throttles)
      .where(inArray(throttles.key, ordered))
      .orderBy(throttles.key)
      .for('update');
    const states = new Map<string, ThrottleState>(
      rows.map((row) => [
        row.key,
        {
          hits: row.expired ? 0 : row.hits,
          windowEndsAt: row.windowEndsAt,
          lockedUntil: row.lockedUntil === null ? null : new Date(row.lockedUntil),
        },
      ]),
    );
    const { count, result } = decide(states);
    if (count) {
      const expired = sql`${throttles.windowEndsAt} <= now()`;
      await tx
        .update(throttles)
        .set({
          hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
          windowEndsAt: sql`case when ${expired} then ${windowEnds} else ${throttles.windowEndsAt} end`,
        })
        .where(inArray(throttles.key, ordered));
    }
    return result;
  });
}

/** Takes back one hit on each key, one statement per key (no statement holds two counters). */
export async function unhit(db: Db, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      db
        .update(throttles)
        .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
        .where(eq(throttles.key, key)),
    ),
  );
}

/** Locks `key` for `lockMs` from now. */
export async function lock(db: Db, key: string, lockMs: number): Promise<void> {
  await db
    .update(throttles)
    .set({ lockedUntil: sql`now() + ${`${lockMs} milliseconds`}::interval` })
    .where(eq(throttles.key, key));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Drops counters whose window and lock have both ended. */
export async function sweepThrottles(db: Db): Promise<void> {
  await db
    .delete(throttles)
    .where(
      sql`${throttles.windowEndsAt} <= now() and (${throttles.lockedUntil} is null or ${throttles.lockedUntil} <= now())`,
    );
}

/** Seconds from now until `until`, at least 1: a Retry-After value. */
export function secondsUntil(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
}

/** Counts a call against `limit` per window; past it, answers 429 with Retry-After. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const state = await hit(db, `rate:${key}`, windowMs);
  if (state.hits > limit) {
    throw new ApiError(429, 'tooManyRequests', {
      headers: { 'retry-after': String(secondsUntil(state.windowEndsAt)) },
    });
  }
}
