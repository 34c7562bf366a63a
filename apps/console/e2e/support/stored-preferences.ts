import type { UserPreferences } from '@org/api/contract';
import { type Role, roles } from './accounts.js';
import { ApiSession } from './api-session.js';

/** One session per seeded account and test file, kept apart from any browser's (which may sign out). */
const keepers = new Map<Role, Promise<ApiSession>>();

function keeperOf(who: Role): Promise<ApiSession> {
  let keeper = keepers.get(who);
  if (!keeper) {
    keeper = ApiSession.signIn(who);
    keepers.set(who, keeper);
  }
  return keeper;
}

/** The preferences the API keeps for a person, as their next browser will load them. */
export async function storedPreferences(session: ApiSession): Promise<UserPreferences> {
  const answer = await session.get<UserPreferences>('/api/preferences');
  if (answer.code !== 0) throw new Error(`reading preferences failed: ${answer.message}`);
  return answer.data;
}

/** Stores `value` as the person's preferences, as if they had chosen it in another browser. */
export async function storePreferences(session: ApiSession, value: object): Promise<void> {
  const { version } = await storedPreferences(session);
  const answer = await session.put('/api/preferences', { value, version });
  if (answer.code !== 0) throw new Error(`storing preferences failed: ${answer.message}`);
}

/**
 * Gives the seeded accounts the preferences a test starts from: `choices` for the one it signs
 * in as, nothing for the other. The API keeps what earlier tests chose (an English menu, a
 * hidden column) and the console loads it at sign-in, so without this a test would start from
 * whatever the one before left.
 */
export async function startSeededPreferences(signedIn: Role | undefined, choices: object) {
  await Promise.all(
    roles.map(async (who) =>
      storePreferences(await keeperOf(who), who === signedIn ? choices : {}),
    ),
  );
}
