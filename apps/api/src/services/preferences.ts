import { and, eq, sql } from 'drizzle-orm';
import type { UserPreferences, UserPreferencesBody } from '../contract/views.js';
import type { Db } from '../db/database.js';
import { userPreferences } from '../db/schema.js';
import { ApiError } from '../errors.js';

const empty: UserPreferences = { value: {}, version: 0 };

/** A person's stored preferences, or an empty value at version 0 when they have none yet. */
export async function getPreferences(db: Db, userId: number): Promise<UserPreferences> {
  const [row] = await db
    .select({ value: userPreferences.value, version: userPreferences.version })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ? { value: row.value as UserPreferences['value'], version: row.version } : empty;
}

/**
 * Replaces a person's preferences when `version` is the one stored (0: none yet); otherwise
 * 409 with what is stored now, for the shell to re-apply its change on. Not audited: they are
 * one person's own settings, saved a second after each change.
 */
export async function savePreferences(
  db: Db,
  userId: number,
  body: UserPreferencesBody,
): Promise<UserPreferences> {
  const columns = { value: userPreferences.value, version: userPreferences.version };
  const [saved] =
    body.version === 0
      ? await db
          .insert(userPreferences)
          .values({ userId, value: body.value })
          .onConflictDoNothing()
          .returning(columns)
      : await db
          .update(userPreferences)
          .set({
            value: body.value,
            version: sql`${userPreferences.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(userPreferences.userId, userId), eq(userPreferences.version, body.version)))
          .returning(columns);
  if (!saved) {
    throw new ApiError(409, 'conflictVersion', {
      data: { current: await getPreferences(db, userId) },
    });
  }
  return { value: saved.value as UserPreferences['value'], version: saved.version };
}
