import type { Database, Db } from '../db/database.js';

/**
 * The channel on which the database names the session lookups a committed write made stale
 * (migration 0009's triggers): `session:<id>`, `user:<id>` or `all`.
 */
export const sessionChannel = 'admin_shell_sessions';

/** A stored session as a lookup reads it: whose it is, for dropping it when they change. */
export interface CachedSession {
  user: { id: number };
}

export interface SessionCacheOptions {
  /**
   * How long a lookup is served from memory at most. Notifications drop it as soon as it
   * changes; this bounds how long a change could go unseen should they stop without the
   * connection reporting it. Default 10 s.
   */
  ttlMs?: number;
  /** Lookups held at most; the oldest goes first. Default 10,000. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<Row> {
  row: Row;
  expiresAt: number;
}

/**
 * Session lookups kept in memory on PostgreSQL, where other instances write too: the database
 * tells every instance what a committed write made stale (`hear`), whoever made it. Reading
 * the session and its user with every request was a third of the queries under a realistic
 * load.
 *
 * A lookup is not kept if what it read was dropped while it was on its way (its session, its
 * user, or everything), so a read that raced a change never outlives it; drops of other
 * sessions leave it alone, which under load (lookups waiting tens of milliseconds for a
 * connection, a user changed every few) is what lets any be kept at all. While changes may be
 * missed (the listening connection lost), every lookup goes to the database and none is kept.
 * Lookups that find no session are never kept: random cookies must not push out real sessions.
 */
export class SessionCache<Row extends CachedSession> {
  private readonly entries = new Map<string, Entry<Row>>();
  private readonly idsByUser = new Map<number, Set<string>>();
  /** Counts drops: a read compares the count when it began with the drops of what it read. */
  private drops = 0;
  private allDroppedAt = 0;
  /**
   * The count at the latest drop of each `session:<id>` and `user:<id>`, oldest first; kept
   * only while a read that began before it is on its way.
   */
  private readonly droppedAt = new Map<string, number>();
  /** The reads on their way, by session, for lookups of it to wait for. */
  private readonly inFlight = new Map<string, Promise<{ row: Row | undefined; fresh: boolean }>>();
  /** The reads on their way: the count when each began, oldest first. */
  private readonly reading = new Map<number, number>();
  private readsBegun = 0;
  private listening = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The session stored under `id`, from memory while unchanged, else as `read` finds it. Asked
   * again while it is being read, it waits for that read rather than make another.
   */
  async remember(id: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt > this.now()) return entry.row;
    if (entry) this.drop(id);
    const joined = this.inFlight.get(id);
    if (joined) {
      const { row, fresh } = await joined;
      if (fresh) return row;
    }
    const lookup = this.lookUp(id, read);
    this.inFlight.set(id, lookup);
    try {
      return (await lookup).row;
    } finally {
      if (this.inFlight.get(id) === lookup) this.inFlight.delete(id);
    }
  }

  /** Reads a session, keeping it if nothing it read was dropped meanwhile (then `fresh`). */
  private async lookUp(id: string, read: () => Promise<Row | undefined>) {
    const began = this.drops;
    const ticket = ++this.readsBegun;
    this.reading.set(ticket, began);
    let row: Row | undefined;
    try {
      row = await read();
    } finally {
      this.reading.delete(ticket);
    }
    const fresh = !row || !this.droppedSince(began, id, row.user.id);
    if (row && fresh && this.listening) this.store(id, row);
    this.forgetDropsNoReadNeeds();
    return { row, fresh };
  }

  /**
   * A payload of {@link sessionChannel}: a drop, or an instance's heartbeat (`ping:…`), which
   * drops nothing. Anything else sent on it drops everything.
   */
  hear(payload: string): void {
    const [kind, key] = payload.split(':', 2);
    if (kind === 'ping') return;
    if (kind === 'session' && key) this.forgetSession(key);
    else if (kind === 'user' && key && /^\d+$/.test(key)) this.forgetUser(Number(key));
    else this.dropAll();
  }

  /** Drops a session changed or ended, and keeps no read of it on its way. */
  forgetSession(id: string): void {
    this.markDropped(`session:${id}`);
    this.drop(id);
    this.inFlight.delete(id);
  }

  /** Drops the sessions of a user changed, and keeps no read of them on its way. */
  forgetUser(userId: number): void {
    this.markDropped(`user:${userId}`);
    for (const id of this.idsByUser.get(userId) ?? []) this.drop(id);
  }

  /** Drops every lookup held, and keeps none of those on their way. */
  dropAll(): void {
    this.allDroppedAt = ++this.drops;
    this.droppedAt.clear();
    this.entries.clear();
    this.idsByUser.clear();
    this.inFlight.clear();
  }

  /** Changes are heard from now on: lookups may be kept, starting afresh if they were not. */
  resume(): void {
    if (this.listening) return;
    this.dropAll();
    this.listening = true;
  }

  /** Changes may go unheard: nothing is served from memory or kept until `resume`. */
  suspend(): void {
    this.listening = false;
    this.dropAll();
  }

  /** Lookups held. */
  get size(): number {
    return this.entries.size;
  }

  private markDropped(key: string) {
    this.drops += 1;
    // Only a read on its way needs to know; an instance no look-up reaches keeps nothing.
    if (this.reading.size === 0) return;
    this.droppedAt.delete(key);
    this.droppedAt.set(key, this.drops);
  }

  private droppedSince(began: number, id: string, userId: number): boolean {
    return (
      this.allDroppedAt > began ||
      (this.droppedAt.get(`session:${id}`) ?? 0) > began ||
      (this.droppedAt.get(`user:${userId}`) ?? 0) > began
    );
  }

  /** Forgets the drops that came before every read still on its way began. */
  private forgetDropsNoReadNeeds() {
    const oldest = this.reading.values().next();
    const needed = oldest.done ? this.drops : oldest.value;
    for (const [key, at] of this.droppedAt) {
      if (at > needed) break;
      this.droppedAt.delete(key);
    }
  }

  private store(id: string, row: Row) {
    this.drop(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(id, { row, expiresAt: this.now() + this.ttlMs });
    let ids = this.idsByUser.get(row.user.id);
    if (!ids) {
      ids = new Set();
      this.idsByUser.set(row.user.id, ids);
    }
    ids.add(id);
  }

  private drop(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const ids = this.idsByUser.get(entry.row.user.id);
    ids?.delete(id);
    if (ids?.size === 0) this.idsByUser.delete(entry.row.user.id);
  }
}

const byDatabase = new WeakMap<Db, SessionCache<CachedSession>>();

/**
 * The session cache {@link startSessionCache} keeps for `db`, if any: one per database, of the
 * look-ups `findSession` makes, whose rows are all of one type.
 */
export function sessionCacheOf<Row extends CachedSession>(db: Db): SessionCache<Row> | undefined {
  return byDatabase.get(db) as SessionCache<Row> | undefined;
}

/**
 * A change to a user (name, access, status, roles, deletion), once committed, holds from their
 * next request on this instance: their cached sessions go. Other instances drop them when the
 * database tells them, as this one would a few milliseconds later.
 */
export function forgetUserSessions(db: Db, userId: number): void {
  byDatabase.get(db)?.forgetUser(userId);
}

/** A change to a role or what it grants, once committed, likewise for every session. */
export function forgetAllSessions(db: Db): void {
  byDatabase.get(db)?.dropAll();
}

export interface SessionCacheSource {
  db: Db;
  listen: Database['listen'];
  /** Sends `payload` on {@link sessionChannel}, as any write's notification goes. */
  notify(payload: string): Promise<unknown>;
}

/**
 * Keeps a session cache for `source.db`, current by the database's notifications; resolves with
 * the function that stops. It keeps nothing until it has heard its own heartbeat on the channel
 * (sent every `heartbeatMs`), and nothing again from the moment one goes unheard until the next
 * is heard: a listening connection silently cut, or a pooler that drops notifications, cannot
 * leave it serving sessions changed elsewhere. This process's own writes drop what they change
 * once committed, through the services that make them ({@link forgetUserSessions},
 * {@link forgetAllSessions}, and `sessions.ts` for sessions), before any notification comes.
 */
export async function startSessionCache(
  source: SessionCacheSource,
  options: SessionCacheOptions & { heartbeatMs?: number } = {},
): Promise<() => Promise<void>> {
  const cache = new SessionCache<CachedSession>(options);
  let awaited: string | undefined;
  let heartbeats = 0;
  const ping = () => {
    // The last one never came back: notifications may be going unheard.
    if (awaited !== undefined) cache.suspend();
    awaited = `ping:${process.pid}:${++heartbeats}:${Math.random()}`;
    source.notify(awaited).catch(() => undefined);
  };
  const stopListening = await source.listen(sessionChannel, {
    onPayload(payload) {
      if (payload !== awaited) return cache.hear(payload);
      awaited = undefined;
      cache.resume();
    },
    onLost: () => cache.suspend(),
    // Listening again: kept again once the channel is heard to work.
    onGap: ping,
  });
  const heartbeat = setInterval(ping, options.heartbeatMs ?? 5_000);
  heartbeat.unref();
  byDatabase.set(source.db, cache);
  ping();
  return async () => {
    clearInterval(heartbeat);
    byDatabase.delete(source.db);
    cache.suspend();
    await stopListening();
  };
}
