import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appSecrets } from '../db/schema.js';
import { randomToken } from '../security/tokens.js';

/**
 * Returns the named secret, creating it on first use. It lives in the database so that every
 * instance on one PostgreSQL signs and checks tokens alike, with nothing to configure.
 */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
