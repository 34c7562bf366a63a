import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { throttles } from '../db/schema.js';
import { ApiError } from '../errors.js';

export interface ThrottleState {
  /** Hits in the current window (0 once it has ended). */
  hits: number;
  lockedUntil: Date | null;
}

export interface HitOptions {
  windowMs: number;
  /** Lock the key for `lockMs` once the window holds this many hits. */
  lockAt?: number;
  lockMs?: number;
}

const empty: ThrottleState = { hits: 0, lockedUntil: null };

/**
 * Counts one hit on `key` in a fixed window, in one statement so that concurrent instances
 * never lose a count.
 */
export async function hit(db: Db, key: string, options: HitOptions): Promise<ThrottleState> {
  const windowEnds = sql`now() + ${`${options.windowMs} milliseconds`}::interval`;
  const expired = sql`${throttles.windowEndsAt} <= now()`;
  const nextHits = sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`;
  const lock =
    options.lockAt && options.lockMs
      ? sql`case when ${nextHits} >= ${options.lockAt}
          then now() + ${`${options.lockMs} milliseconds`}::interval
          else ${throttles.lockedUntil} end`
      : sql`${throttles.lockedUntil}`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: nextHits,
        windowEndsAt: sql`case when ${expired} then ${windowEnds} else ${throttles.windowEndsAt} end`,
        lockedUntil: lock,
      },
    })
    .returning({ hits: throttles.hits, lockedUntil: throttles.lockedUntil });
  return row ?? empty;
}

/** The current state of each key; keys never hit, or whose window and lock have ended, read as empty. */
export async function peek(db: Db, keys: string[]): Promise<Map<string, ThrottleState>> {
  const rows = await db
    .select({
      key: throttles.key,
      hits: sql<number>`case when ${throttles.windowEndsAt} > now() then ${throttles.hits} else 0 end`,
      lockedUntil: sql<Date | null>`case when ${throttles.lockedUntil} > now() then ${throttles.lockedUntil} end`,
    })
    .from(throttles)
    .where(inArray(throttles.key, keys));
  const states = new Map(keys.map((key) => [key, empty]));
  for (const row of rows) {
    states.set(row.key, {
      hits: Number(row.hits),
      lockedUntil: row.lockedUntil === null ? null : new Date(row.lockedUntil),
    });
  }
  return states;
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

/** Counts a call against `limit` per window; past it, answers 429 with Retry-After. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const state = await hit(db, `rate:${key}`, { windowMs });
  if (state.hits > limit) {
    throw new ApiError(429, 'tooManyRequests', {
      headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) },
    });
  }
}
