import type { SessionUser } from './SessionProvider.js';

/** What the header shows of the signed-in person. */
export interface UserDisplay {
  name: string;
  /** The avatar's address; the name's first letter stands in without one. */
  avatar?: string;
}

function field(user: object, key: string): string | undefined {
  const value = (user as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads `name` (else `username`) and `avatar` from the session's user, whatever its type. */
export function defaultUserDisplay(user: SessionUser): UserDisplay | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const name = field(user, 'name') ?? field(user, 'username');
  if (name === undefined) return undefined;
  return { name, avatar: field(user, 'avatar') };
}

/** Reads `id` (a string or number), else `username`, else `name`, from the session's user. */
export function defaultUserKey(user: SessionUser): string | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const id = (user as Record<string, unknown>).id;
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return String(id);
  return field(user, 'username') ?? field(user, 'name');
}
