import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { roles, sessions, userRoles, users } from '../src/db/schema.js';
import { sessionChannel } from '../src/services/session-cache.js';
import { freshStorage, type Storage } from './helper.js';

/**
 * What the database tells every instance of a write that makes cached session lookups stale
 * (migration 0009), whoever writes: each instance drops just those.
 */
describe.runIf(!!process.env.DATABASE_URL)('session notifications', () => {
  let storage: Storage;
  let database: Database;
  let heard: string[] = [];
  let stopListening: () => Promise<void>;
  let userId: number;

  beforeAll(async () => {
    storage = await freshStorage('postgres');
    database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
    stopListening = await database.listen(sessionChannel, {
      onPayload: (payload) => heard.push(payload),
      onGap: () => undefined,
    });
    const [user] = await database.db
      .insert(users)
      .values({ username: 'notified', name: 'Notified', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = user?.id ?? 0;
  });
  afterAll(async () => {
    await stopListening?.();
    await database?.close();
    await storage?.remove();
  });

  /** Waits for a marker sent now: whatever was sent before it has been heard. */
  async function heardSoFar(): Promise<string[]> {
    const marker = `marker ${Math.random()}`;
    await database.db.execute(sql`select pg_notify(${sessionChannel}, ${marker})`);
    await vi.waitFor(() => expect(heard).toContain(marker));
    return heard.slice(0, heard.indexOf(marker));
  }

  /** What is heard for `write` alone. */
  async function heardFor(write: () => Promise<unknown>): Promise<string[]> {
    await heardSoFar();
    heard = [];
    await write().catch(() => undefined);
    return heardSoFar();
  }

  async function newSessions(count: number, prefix: string): Promise<string[]> {
    const ids = Array.from({ length: count }, (_, index) => `${prefix}${index}`);
    const expiresAt = new Date(Date.now() + 60_000);
    await database.db
      .insert(sessions)
      .values(ids.map((id) => ({ id, userId, csrfToken: 'c', expiresAt })));
    return ids;
  }

  it('names a session touched or ended, and nothing for a new one', async () => {
    const ids = await heardFor(() => newSessions(2, 'touched'));
    expect(ids).toEqual([]);
    const touched = await heardFor(() =>
      database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, 'touched0')),
    );
    expect(touched).toEqual(['session:touched0']);
    const ended = await heardFor(() =>
      database.db.delete(sessions).where(like(sessions.id, 'touched%')),
    );
    expect(ended.sort()).toEqual(['session:touched0', 'session:touched1']);
  });

  it('names the user changed, or whose roles changed', async () => {
    const renamed = await heardFor(() =>
      database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, userId)),
    );
    // The rename, and the roles the access trigger keeps in step with it.
    expect(new Set(renamed)).toEqual(new Set([`user:${userId}`]));
    const [role] = await database.db.select({ id: roles.id }).from(roles).limit(1);
    const roleId = role?.id ?? 0;
    await database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    const given = await heardFor(() => database.db.insert(userRoles).values({ userId, roleId }));
    expect(given).toEqual([`user:${userId}`]);
  });

  it('drops everything for a role renamed, or a write of more rows than worth naming', async () => {
    const [role] = await database.db.select({ id: roles.id, name: roles.name }).from(roles);
    const renamed = await heardFor(() =>
      database.db
        .update(roles)
        .set({ name: `${role?.name} renamed` })
        .where(eq(roles.id, role?.id ?? 0)),
    );
    expect(renamed).toEqual(['all']);
    await newSessions(101, 'swept');
    const swept = await heardFor(() =>
      database.db.delete(sessions).where(like(sessions.id, 'swept%')),
    );
    expect(swept).toEqual(['all']);
  });

  it('says nothing of a write rolled back', async () => {
    await newSessions(1, 'kept');
    const rolledBack = await heardFor(() =>
      database.db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, 'kept0'));
        tx.rollback();
      }),
    );
    expect(rolledBack).toEqual([]);
  });
});
