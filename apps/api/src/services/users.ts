import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { limits } from '../contract/limits.js';
import type {
  CurrentUser,
  PageResult,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserSortField,
  UserUpdateBody,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { type UserRow, userCounts, userSearchText, users } from '../db/schema.js';
import { ApiError, badField, forbidden, notFound } from '../errors.js';
import type { MessageKey } from '../messages.js';
import {
  checkPassword,
  hashPassword,
  type PasswordContext,
  type PasswordProblem,
} from '../security/password.js';
import { type ListSource, listPage } from './list-query.js';
import { isUniqueViolation } from './paging.js';
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

const userList: ListSource<typeof publicColumns, 'access' | 'status', UserSortField> = {
  name: 'users',
  table: users,
  alsoReads: [userCounts],
  id: users.id,
  columns: publicColumns,
  filters: { access: users.access, status: users.status },
  searchText: userSearchText(users),
  sorts: sortColumns,
  defaultSort: 'createdAt',
  // Counting 100,000 users for every page would cost more than the page itself.
  totalWithoutKeyword: (db, filters) =>
    sql<number>`(${db
      .select({ value: sql`coalesce(sum(${userCounts.total}), 0)` })
      .from(userCounts)
      .where(
        and(
          filters.access ? eq(userCounts.access, filters.access) : undefined,
          filters.status ? eq(userCounts.status, filters.status) : undefined,
        ),
      )})`,
};

/** A page of users, filtered, searched and sorted. */
export async function listUsers(db: Db, query: UserListQuery): Promise<PageResult<SysUser>> {
  const { access, status, ...rest } = query;
  const page = await listPage(db, userList, { ...rest, filters: { access, status } });
  return { ...page, list: page.list.map(toSysUser) };
}

export async function getUser(db: Db, id: number): Promise<SysUser> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return toSysUser(user);
}

const passwordMessages: Record<PasswordProblem, MessageKey> = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  common: 'passwordCommon',
  sequence: 'passwordSequence',
  repeat: 'passwordRepeat',
  keyboard: 'passwordKeyboard',
  personal: 'passwordPersonal',
  guessable: 'passwordGuessable',
};

/** Refuses a weak password as a field error on `password`, naming what makes it weak. */
function assertStrongPassword(password: string | undefined, context: PasswordContext): void {
  if (password === undefined) return;
  const problem = checkPassword(password, context);
  if (!problem) return;
  const limit = problem === 'tooLong' ? limits.password.max : limits.password.min;
  throw badField({
    field: 'password',
    rule: problem,
    message: passwordMessages[problem],
    params: { limit },
  });
}

async function passwordHashFor(password: string | undefined): Promise<string | undefined> {
  return password === undefined ? undefined : hashPassword(password);
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
  assertStrongPassword(password, fields);
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

/** Any constant works; it only has to differ from the other advisory locks of this API. */
const adminChangeLockId = 7_214_092;

/**
 * Taken first by every transaction that may leave fewer active admins, so they run one at a
 * time: two admins demoting or deleting each other at once would otherwise each lock their
 * target row, then wait for the other's in `keepAnActiveAdmin`, and deadlock (a 500).
 */
async function serializeAdminChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${adminChangeLockId})`);
}

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
      if (fields.access === 'user' || fields.status === 'disabled') await serializeAdminChanges(tx);
      const [current] = await tx
        .select(publicColumns)
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!current) throw notFound();
      if (current.version !== version) throw staleVersion(current);
      assertStrongPassword(password, {
        username: fields.username ?? current.username,
        name: fields.name ?? current.name,
        email: fields.email === undefined ? current.email : fields.email,
      });
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
    await serializeAdminChanges(tx);
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

/** Totals for the home page: users by access and by status, from the counters. */
export async function countUsers(db: Db) {
  const buckets = await db.select().from(userCounts);
  const sum = (keep: (bucket: (typeof buckets)[number]) => boolean) =>
    buckets.filter(keep).reduce((total, bucket) => total + bucket.total, 0);
  return {
    total: sum(() => true),
    admin: sum((bucket) => bucket.access === 'admin'),
    user: sum((bucket) => bucket.access === 'user'),
    active: sum((bucket) => bucket.status === 'active'),
    disabled: sum((bucket) => bucket.status === 'disabled'),
  };
}
