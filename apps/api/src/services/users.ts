import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  CurrentUser,
  PageResult,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { type UserRow, users } from '../db/schema.js';
import { ApiError, badField, forbidden, notFound } from '../errors.js';
import { checkPassword, hashPassword } from '../security/password.js';
import { isUniqueViolation, likePattern, normalizePage } from './paging.js';
import { deleteUserSessions } from './sessions.js';

const { passwordHash: _, ...publicColumns } = getTableColumns(users);

type UserRecord = Omit<UserRow, 'passwordHash'>;

/** The wire form of a row: timestamps as ISO strings. */
function toSysUser(row: UserRecord): SysUser {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const sortColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} as const;

export async function listUsers(db: Db, query: UserListQuery): Promise<PageResult<SysUser>> {
  const page = normalizePage(query);
  const filters: (SQL | undefined)[] = [
    query.access ? eq(users.access, query.access) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  ];
  if (query.keyword?.trim()) {
    const pattern = likePattern(query.keyword.trim());
    filters.push(
      or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...filters);
  const direction = query.sortOrder === 'ascend' ? asc : desc;
  const column = sortColumns[query.sortField ?? 'createdAt'];
  const [list, [total]] = await Promise.all([
    db
      .select(publicColumns)
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    list: list.map(toSysUser),
    total: total?.value ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

export async function getUser(db: Db, id: number): Promise<SysUser> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return toSysUser(user);
}

async function passwordHashFor(password: string | undefined): Promise<string | undefined> {
  if (password === undefined) return undefined;
  const problem = checkPassword(password);
  if (problem === 'common') {
    throw badField({ field: 'password', rule: 'common', message: 'passwordCommon' });
  }
  return hashPassword(password);
}

function usernameTaken(): ApiError {
  return new ApiError(409, 'usernameTaken', {
    fields: [{ field: 'username', rule: 'unique', message: 'usernameTaken' }],
  });
}

export async function createUser(
  db: Db,
  body: UserCreateBody,
  access: UserCreateBody['access'] = body.access,
): Promise<SysUser> {
  const { password, ...fields } = body;
  const passwordHash = await passwordHashFor(password);
  try {
    const [created] = await db
      .insert(users)
      .values({ ...fields, access: access ?? 'user', passwordHash })
      .returning(publicColumns);
    if (!created) throw new Error('insert returned no row');
    return toSysUser(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses when `target` is the only active admin left. Locks every active admin row first, so
 * two admins demoting each other at once cannot both succeed.
 */
async function keepAnActiveAdmin(tx: Tx, targetId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.access, 'admin'), eq(users.status, 'active')))
    .for('update');
  if (!admins.some((admin) => admin.id !== targetId)) throw forbidden('lastAdmin');
}

function staleVersion(current: UserRecord): ApiError {
  return new ApiError(409, 'conflictVersion', { data: { current: toSysUser(current) } });
}

export async function updateUser(
  db: Db,
  actor: CurrentUser,
  id: number,
  body: UserUpdateBody,
): Promise<SysUser> {
  const { version, password, ...fields } = body;
  const passwordHash = await passwordHashFor(password);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select(publicColumns)
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!current) throw notFound();
      if (current.version !== version) throw staleVersion(current);
      if (actor.id === id && fields.access && fields.access !== current.access) {
        throw forbidden('cannotChangeOwnAccess');
      }
      if (actor.id === id && fields.status === 'disabled') throw forbidden('cannotDisableSelf');
      const losesAdmin =
        current.access === 'admin' &&
        current.status === 'active' &&
        ((fields.access ?? 'admin') !== 'admin' || (fields.status ?? 'active') !== 'active');
      if (losesAdmin) await keepAnActiveAdmin(tx, id);
      const [updated] = await tx
        .update(users)
        .set({
          ...fields,
          ...(passwordHash ? { passwordHash } : {}),
          version: sql`${users.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning(publicColumns);
      if (!updated) throw staleVersion(current);
      // A new password set by someone else signs the account out everywhere, as does disabling it.
      if (updated.status === 'disabled' || (passwordHash && actor.id !== id)) {
        await deleteUserSessions(tx, id);
      }
      return toSysUser(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function deleteUser(db: Db, actor: CurrentUser, id: number): Promise<void> {
  if (actor.id === id) throw forbidden('cannotDeleteSelf');
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ access: users.access, status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!target) throw notFound();
    if (target.access === 'admin' && target.status === 'active') await keepAnActiveAdmin(tx, id);
    // Sessions go with the row (ON DELETE CASCADE); articles stay, authorless.
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** Totals for the home page: users by access and by status. */
export async function countUsers(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      admin: count(sql`case when ${users.access} = 'admin' then 1 end`),
      user: count(sql`case when ${users.access} = 'user' then 1 end`),
      active: count(sql`case when ${users.status} = 'active' then 1 end`),
      disabled: count(sql`case when ${users.status} = 'disabled' then 1 end`),
    })
    .from(users);
  return row ?? { total: 0, admin: 0, user: 0, active: 0, disabled: 0 };
}
