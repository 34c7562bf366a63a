import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { limits } from '../contract/limits.js';
import type {
  CurrentUser,
  PageResult,
  RoleRef,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserSortField,
  UserUpdateBody,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { prepareOnce } from '../db/prepared.js';
import { roles, type UserRow, userCounts, userRoles, userSearchText, users } from '../db/schema.js';
import { ApiError, badField, forbidden, notFound } from '../errors.js';
import type { MessageKey } from '../messages.js';
import {
  checkPassword,
  hashPassword,
  type PasswordContext,
  type PasswordProblem,
} from '../security/password.js';
import { type AuditContext, diffFields } from './audit.js';
import { recordChange, writeRecorded } from './changes.js';
import { type ListSource, listPage } from './list-query.js';
import { isUniqueViolation } from './paging.js';
import {
  builtInRoleIds,
  holds,
  keepRolesManaged,
  rolesOfUser,
  serializeGrantChanges,
  setUserRoles,
} from './roles.js';
import { forgetUserSessions } from './session-cache.js';
import { deleteUserSessions } from './sessions.js';

const { passwordHash: _, ...tableColumns } = getTableColumns(users);
const publicColumns = { ...tableColumns, roles: rolesOfUser };
/** The same, as a write returns them to the statement around it (which needs names). */
const writtenColumns = { ...tableColumns, roles: rolesOfUser.as('roles') };

type UserRecord = Omit<UserRow, 'passwordHash'> & { roles: RoleRef[] };

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
  alsoReads: [userCounts, userRoles, roles],
  id: users.id,
  columns: publicColumns,
  filters: { access: users.access, status: users.status },
  searchText: userSearchText(users),
  sorts: sortColumns,
  defaultSort: 'createdAt',
  ordersTracked: true,
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

/** A quarter of what admins ask for: prepared, it costs PostgreSQL no parse or plan. */
function userById(db: Db) {
  return prepareOnce(db, 'user_by_id', (name) =>
    db
      .select(publicColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  );
}

export async function getUser(db: Db, id: number): Promise<SysUser> {
  const [user] = await userById(db).execute({ id });
  if (!user) throw notFound();
  return toSysUser(user);
}

/** Users by id, in the order given (ids that name nobody are left out). */
export async function usersByIds(db: Db, ids: number[]): Promise<SysUser[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(publicColumns).from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSysUser(row)] : [];
  });
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

/**
 * Changing what someone may do is managing roles: `users.update` alone does not grant it. No
 * actor is the API itself (self-registration, which makes ordinary accounts only).
 */
function assertMayGrant(actor: CurrentUser | null, grants: boolean): void {
  if (actor && grants && !holds(actor, 'roles.manage')) {
    throw forbidden('rolesNeedRolesManage');
  }
}

/** `access` as the spec has it: `admin` exactly for a holder of the built-in admin role. */
async function accessOf(tx: Db, roleIds: readonly number[]): Promise<UserRecord['access']> {
  return roleIds.includes((await builtInRoleIds(tx)).admin) ? 'admin' : 'user';
}

/** A record for the audit log: its roles by name, as a person reads them. */
function audited(user: UserRecord): Record<string, unknown> {
  return { ...user, roles: user.roles.map((role) => role.name) };
}

/**
 * Creates a user holding `roleIds`, or else the built-in role `access` names. Without an actor
 * (self-registration) only an ordinary account can be made.
 */
export async function createUser(
  db: Db,
  audit: AuditContext,
  body: UserCreateBody,
  access: UserCreateBody['access'] = body.access,
  actor: CurrentUser | null = null,
): Promise<SysUser> {
  const { password, roleIds, ...fields } = body;
  assertMayGrant(actor, roleIds !== undefined || access === 'admin');
  assertStrongPassword(password, fields);
  const passwordHash = await passwordHashFor(password);
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          ...fields,
          access: roleIds ? await accessOf(tx, roleIds) : (access ?? 'user'),
          passwordHash,
        })
        .returning({ id: users.id });
      if (!inserted) throw new Error('insert returned no row');
      if (roleIds) await setUserRoles(tx, inserted.id, roleIds);
      const [created] = await tx.select(publicColumns).from(users).where(eq(users.id, inserted.id));
      if (!created) throw new Error('the new user is gone');
      await recordChange(tx, audit, {
        resource: 'users',
        action: 'create',
        id: created.id,
        version: created.version,
        changes: {
          ...diffFields(null, audited(created)),
          ...(password === undefined ? {} : { password: { redacted: true } }),
        },
      });
      return toSysUser(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

function staleVersion(current: UserRecord): ApiError {
  return new ApiError(409, 'conflictVersion', { data: { current: toSysUser(current) } });
}

/**
 * The roles a change of `access` alone leaves: the admin role added or taken away, and the
 * built-in user role for someone left with none.
 */
async function rolesForAccess(tx: Db, current: UserRecord, access: UserRecord['access']) {
  const builtIn = await builtInRoleIds(tx);
  const held = current.roles.map((role) => role.id).filter((id) => id !== builtIn.admin);
  if (access === 'admin') return [...held, builtIn.admin];
  return held.length > 0 ? held : [builtIn.user];
}

export async function updateUser(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  id: number,
  body: UserUpdateBody,
): Promise<SysUser> {
  const { version, password, roleIds, ...fields } = body;
  const grants = roleIds !== undefined || fields.access !== undefined;
  assertMayGrant(actor, grants);
  if (!grants && password === undefined && fields.status !== 'disabled') {
    return updateProfile(db, audit, id, version, fields);
  }
  const passwordHash = await passwordHashFor(password);
  try {
    const user = await db.transaction(async (tx) => {
      const mayTakeAway = grants || fields.status === 'disabled';
      if (mayTakeAway) await serializeGrantChanges(tx);
      const [current] = await tx
        .select(publicColumns)
        .from(users)
        .where(eq(users.id, id))
        .for('update', { of: users });
      if (!current) throw notFound();
      if (current.version !== version) throw staleVersion(current);
      assertStrongPassword(password, {
        username: fields.username ?? current.username,
        name: fields.name ?? current.name,
        email: fields.email === undefined ? current.email : fields.email,
      });
      let nextRoles = roleIds;
      if (!nextRoles && fields.access && fields.access !== current.access) {
        nextRoles = await rolesForAccess(tx, current, fields.access);
      }
      if (nextRoles) fields.access = await accessOf(tx, nextRoles);
      if (actor.id === id && fields.access && fields.access !== current.access) {
        throw forbidden('cannotChangeOwnAccess');
      }
      if (actor.id === id && fields.status === 'disabled') throw forbidden('cannotDisableSelf');
      if (nextRoles) await setUserRoles(tx, id, nextRoles);
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
      if (mayTakeAway) await keepRolesManaged(tx, actor);
      // A new password set by someone else signs the account out everywhere, as does disabling it.
      if (updated.status === 'disabled' || (passwordHash && actor.id !== id)) {
        await deleteUserSessions(tx, id);
      }
      await recordChange(tx, audit, {
        resource: 'users',
        action: 'update',
        id,
        version: updated.version,
        changes: {
          ...diffFields(audited(current), audited(updated)),
          ...(password === undefined ? {} : { password: { redacted: true } }),
        },
      });
      return toSysUser(updated);
    });
    forgetUserSessions(db, id);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * A change of a profile alone (names, contact, avatar, enabling): nothing else to check and
 * nothing to take away, so one statement writes it with its audit entry (see `writeRecorded`),
 * on condition that the user is still at `version`, where a change of access or password needs
 * a transaction holding the user's lock.
 */
async function updateProfile(
  db: Db,
  audit: AuditContext,
  id: number,
  version: number,
  fields: Omit<UserUpdateBody, 'version' | 'password' | 'roleIds'>,
): Promise<SysUser> {
  const read = async () => {
    const [current] = await db.select(publicColumns).from(users).where(eq(users.id, id));
    if (!current) throw notFound();
    return current;
  };
  const current = await read();
  if (current.version !== version) throw staleVersion(current);
  let updated: UserRecord | undefined;
  try {
    updated = await writeRecorded(db, audit, {
      table: users,
      resource: 'users',
      action: 'update',
      statement: db
        .update(users)
        .set({ ...fields, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning(writtenColumns),
      changes: diffFields(audited(current), audited({ ...current, ...fields })),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  // Changed or deleted since it was read.
  if (!updated) throw staleVersion(await read());
  forgetUserSessions(db, id);
  return toSysUser(updated);
}

export async function deleteUser(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  id: number,
): Promise<void> {
  if (actor.id === id) throw forbidden('cannotDeleteSelf');
  await db.transaction(async (tx) => {
    await serializeGrantChanges(tx);
    const [target] = await tx
      .select(publicColumns)
      .from(users)
      .where(eq(users.id, id))
      .for('update', { of: users });
    if (!target) throw notFound();
    // Sessions and roles go with the row (ON DELETE CASCADE); articles stay, authorless.
    await tx.delete(users).where(eq(users.id, id));
    await keepRolesManaged(tx, actor);
    await recordChange(tx, audit, {
      resource: 'users',
      action: 'delete',
      id,
      version: null,
      changes: diffFields(audited(target), null),
    });
  });
  forgetUserSessions(db, id);
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
