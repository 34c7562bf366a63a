import { and, eq, getTableName, lte, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../contract/schemas.js';
import type { Database, Db } from '../db/database.js';
import { prepareOnce } from '../db/prepared.js';
import { rolePermissions, roles, sessions, userRoles, users } from '../db/schema.js';
import { cachedRead } from '../db/single-process-cache.js';
import { randomToken, sha256 } from '../security/tokens.js';
import { permissionsOfUser, rolesOfUser } from './roles.js';
import { sessionCacheOf, sessionChannel, startSessionCache } from './session-cache.js';

const hour = 60 * 60 * 1000;
export const sessionLifetimes = {
  idleMs: 2 * hour,
  absoluteMs: 12 * hour,
  rememberedMs: 30 * 24 * hour,
  /** Recording activity costs a write, so it is recorded at most once a minute. */
  touchEveryMs: 60 * 1000,
} as const;

/** A signed-in session with its user, as a request sees it. */
export interface ActiveSession {
  /** The stored id: the SHA-256 of the cookie's token, never the token itself. */
  id: string;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
  user: CurrentUser;
}

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** Starts a session; the caller puts `token` in the cookie and `csrfToken` in XSRF-TOKEN. */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  csrfToken: string,
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(
    Date.now() + (remember ? sessionLifetimes.rememberedMs : sessionLifetimes.absoluteMs),
  );
  await db.insert(sessions).values({ id: sha256(token), userId, csrfToken, remember, expiresAt });
  return { token, csrfToken, expiresAt };
}

/**
 * Who is signed in, as `currentUser` answers: read afresh with every request's session, so a
 * change to their roles or to what a role grants holds from their next request on.
 */
export const currentUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  access: users.access,
  roles: rolesOfUser,
  permissions: permissionsOfUser,
};

/** The tables a session lookup reads: a write to any of them drops the cached lookups. */
const sessionTables = [sessions, users, userRoles, roles, rolePermissions].map(getTableName);

/**
 * On PostgreSQL, where other instances write too, keeps session lookups in memory, dropped as
 * the database reports changes (see `SessionCache`); resolves with the function that stops.
 * A single-process database (PGlite) has its own query cache, exact without it.
 */
export async function startSessionLookupCache(database: Database): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres') return async () => undefined;
  const { db } = database;
  return startSessionCache({
    db,
    listen: database.listen,
    notify: (payload) => db.execute(sql`select pg_notify(${sessionChannel}, ${payload})`),
  });
}

/** A session's stored row with its user, as one lookup reads it. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

function sessionLookup(db: Db) {
  return prepareOnce(db, 'session_lookup', (name) =>
    db
      .select({
        id: sessions.id,
        csrfToken: sessions.csrfToken,
        remember: sessions.remember,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        status: users.status,
        user: currentUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(name),
  );
}

/**
 * The live session behind a cookie token: not past its absolute expiry, not idle for more than
 * two hours (unless remembered), and its user still active. Records activity when due, unless
 * `touch` is false: an open live stream checks its session without counting as activity, so a
 * console left open still signs out when idle.
 *
 * The lookup is by id alone, so that it can be served from memory: on PostgreSQL from the
 * session cache (which the database keeps current) unless `afresh`, on a single-process
 * database from its query cache (every write to sessions or users drops it). Expiry is checked
 * here, against the clock.
 */
export async function findSession(
  db: Db,
  token: string,
  { touch = true, afresh = false }: { touch?: boolean; afresh?: boolean } = {},
): Promise<ActiveSession | null> {
  const id = sha256(token);
  const read = () => sessionLookup(db).execute({ id });
  const cache = afresh ? undefined : sessionCacheOf<SessionRow>(db);
  const row = cache
    ? await cache.remember(id, async () => (await read())[0])
    : (await cachedRead(db, `session:${id}`, sessionTables, read))[0];
  if (row?.status !== 'active') return null;
  const now = Date.now();
  const idle = !row.remember && now - row.lastSeenAt.getTime() > sessionLifetimes.idleMs;
  if (row.expiresAt.getTime() <= now || idle) return null;
  if (touch && now - row.lastSeenAt.getTime() > sessionLifetimes.touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
    sessionCacheOf(db)?.forgetSession(id);
  }
  const { lastSeenAt: _, status: __, ...session } = row;
  return session;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const id = sha256(token);
  await db.delete(sessions).where(eq(sessions.id, id));
  sessionCacheOf(db)?.forgetSession(id);
}

/** Signs a user out everywhere (disabled, deleted or demoted accounts). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function sweepSessions(db: Db): Promise<void> {
  const idleCutoff = new Date(Date.now() - sessionLifetimes.idleMs);
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, new Date()),
        and(eq(sessions.remember, false), lte(sessions.lastSeenAt, idleCutoff)),
      ),
    );
}
