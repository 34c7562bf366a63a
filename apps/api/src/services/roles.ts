import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type BuiltInRole,
  builtInRolePermissions,
  type PermissionCode,
} from '../contract/permissions.js';
import type {
  CurrentUser,
  PageResult,
  Role,
  RoleCreateBody,
  RoleRef,
  RoleUpdateBody,
  RoleUsersQuery,
  SysUser,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { type RoleRow, rolePermissions, roles, userRoles, users } from '../db/schema.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import type { AuditContext } from './audit.js';
import { recordChange } from './changes.js';
import { isUniqueViolation, normalizePage } from './paging.js';
import { forgetAllSessions } from './session-cache.js';

/**
 * A column named with its table, always: Drizzle leaves the table out where a statement reads
 * one table, and inside a subquery a bare `id` would be the subquery's own.
 */
function qualified(table: PgTable, column: PgColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}

/**
 * The roles a user holds, as their record names them: a scalar subquery, so a list reads it
 * beside each row and a write returns it from its own statement (`RETURNING`).
 */
export const rolesOfUser = sql<
  RoleRef[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'builtIn', r.built_in) order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users, users.id)}), '[]'::json)`;

/** Every permission code the roles of a user grant, beside the user's row. */
export const permissionsOfUser = sql<
  PermissionCode[]
>`coalesce((select json_agg(distinct rp.permission) from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${qualified(users, users.id)}), '[]'::json)`;

/** Whether the signed-in user holds `permission`, through any of their roles. */
export function holds(user: CurrentUser, permission: PermissionCode): boolean {
  return user.permissions.includes(permission);
}

/** Any constant works; it only has to differ from the other advisory locks of this API. */
const grantChangeLockId = 7_214_092;

/**
 * Taken first by every transaction that may leave fewer people able to manage roles (a role's
 * codes, a user's roles, status or existence), so they run one at a time and each checks
 * {@link keepRolesManaged} on what the one before committed.
 */
export async function serializeGrantChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${grantChangeLockId})`);
}

async function holdsRolesManage(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ value: count() })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(rolePermissions.permission, 'roles.manage')));
  return (row?.value ?? 0) > 0;
}

/**
 * Refuses (and so rolls back) a change that left no active user able to manage roles, or took
 * that from the person making it. Runs after the change, inside its transaction, under
 * {@link serializeGrantChanges}.
 */
export async function keepRolesManaged(tx: Db, actor: CurrentUser): Promise<void> {
  const [managers] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        sql`exists (select 1 from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id} and rp.permission = 'roles.manage')`,
      ),
    );
  if ((managers?.value ?? 0) === 0) throw forbidden('lastAdmin');
  if (holds(actor, 'roles.manage') && !(await holdsRolesManage(tx, actor.id))) {
    throw forbidden('cannotRemoveOwnRolesManage');
  }
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  builtIn: roles.builtIn,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  version: roles.version,
  permissions: sql<
    PermissionCode[]
  >`coalesce((select json_agg(rp.permission order by rp.permission) from ${rolePermissions} rp where rp.role_id = ${qualified(roles, roles.id)}), '[]'::json)`,
  userCount:
    sql<number>`(select count(*) from ${userRoles} ur where ur.role_id = ${qualified(roles, roles.id)})`.mapWith(
      Number,
    ),
};

type RoleRecord = Omit<RoleRow, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  permissions: PermissionCode[];
  userCount: number;
};

function toRole(row: RoleRecord): Role {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every role, the built-in ones first, then by name. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .orderBy(sql`${roles.builtIn} is null`, asc(roles.builtIn), asc(sql`lower(${roles.name})`));
  return rows.map(toRole);
}

async function findRole(db: Db, id: number): Promise<RoleRecord | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const role = await findRole(db, id);
  if (!role) throw notFound();
  return toRole(role);
}

/** The users holding a role, a page at a time, by username. */
export async function roleUsers(
  db: Db,
  id: number,
  query: RoleUsersQuery,
  toSysUser: (ids: number[]) => Promise<SysUser[]>,
): Promise<PageResult<SysUser>> {
  if (!(await findRole(db, id))) throw notFound();
  const page = normalizePage(query);
  const holders = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, id)));
  const [rows, [total]] = await Promise.all([
    holders.orderBy(asc(users.username), asc(users.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(userRoles).where(eq(userRoles.roleId, id)),
  ]);
  return {
    list: await toSysUser(rows.map((row) => row.id)),
    total: total?.value ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

function roleNameTaken(): ApiError {
  return new ApiError(409, 'roleNameTaken', {
    fields: [{ field: 'name', rule: 'unique', message: 'roleNameTaken' }],
  });
}

async function grant(tx: Db, roleId: number, permissions: readonly PermissionCode[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId, permission })));
  }
}

export async function createRole(db: Db, audit: AuditContext, body: RoleCreateBody): Promise<Role> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(roles).values({ name: body.name }).returning();
      if (!created) throw new Error('insert returned no row');
      await grant(tx, created.id, body.permissions);
      const role = await findRole(tx, created.id);
      if (!role) throw new Error('the new role is gone');
      await recordChange(tx, audit, {
        resource: 'roles',
        action: 'create',
        id: role.id,
        version: role.version,
        changes: {
          name: { to: role.name },
          permissions: { to: role.permissions },
        },
      });
      return toRole(role);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw roleNameTaken();
    throw error;
  }
}

function staleRole(current: RoleRecord): ApiError {
  return new ApiError(409, 'conflictVersion', { data: { current: toRole(current) } });
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function updateRole(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  id: number,
  body: RoleUpdateBody,
): Promise<Role> {
  const { version, name, permissions } = body;
  try {
    const role = await db.transaction(async (tx) => {
      await serializeGrantChanges(tx);
      const current = await findRole(tx, id);
      if (!current) throw notFound();
      if (current.version !== version) throw staleRole(current);
      const regrants = permissions !== undefined && !sameCodes(permissions, current.permissions);
      if (regrants && current.builtIn) throw forbidden('builtInRole');
      const [updated] = await tx
        .update(roles)
        .set({
          ...(name === undefined ? {} : { name }),
          version: sql`${roles.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(roles.id, id), eq(roles.version, version)))
        .returning({ id: roles.id });
      if (!updated) throw staleRole(current);
      if (regrants) {
        await grant(tx, id, permissions);
        await keepRolesManaged(tx, actor);
      }
      const role = await findRole(tx, id);
      if (!role) throw new Error('the role is gone');
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (role.name !== current.name) changes.name = { from: current.name, to: role.name };
      if (regrants) changes.permissions = { from: current.permissions, to: role.permissions };
      await recordChange(tx, audit, {
        resource: 'roles',
        action: 'update',
        id,
        version: role.version,
        changes,
      });
      return toRole(role);
    });
    forgetAllSessions(db);
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw roleNameTaken();
    throw error;
  }
}

export async function deleteRole(
  db: Db,
  actor: CurrentUser,
  audit: AuditContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await serializeGrantChanges(tx);
    const current = await findRole(tx, id);
    if (!current) throw notFound();
    if (current.builtIn) throw forbidden('builtInRole');
    // Its grants and holders go with it (ON DELETE CASCADE).
    await tx.delete(roles).where(eq(roles.id, id));
    await keepRolesManaged(tx, actor);
    await recordChange(tx, audit, {
      resource: 'roles',
      action: 'delete',
      id,
      version: null,
      changes: {
        name: { from: current.name },
        permissions: { from: current.permissions },
        userCount: { from: current.userCount },
      },
    });
  });
  forgetAllSessions(db);
}

/** The ids of the built-in roles. */
export async function builtInRoleIds(db: Db): Promise<Record<BuiltInRole, number>> {
  const rows = await db
    .select({ id: roles.id, builtIn: roles.builtIn })
    .from(roles)
    .where(inArray(roles.builtIn, ['admin', 'user']));
  const idOf = (role: BuiltInRole) => {
    const id = rows.find((row) => row.builtIn === role)?.id;
    if (id === undefined) throw new Error(`the built-in role ${role} is missing`);
    return id;
  };
  return { admin: idOf('admin'), user: idOf('user') };
}

/**
 * Replaces the roles a user holds. Refuses an id that names no role (a field error on
 * `roleIds`, nothing written).
 */
export async function setUserRoles(tx: Db, userId: number, roleIds: readonly number[]) {
  const known = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  if (known.length !== roleIds.length) {
    throw new ApiError(400, 'badRequest', {
      fields: [{ field: 'roleIds', rule: 'exists', message: 'unknownRole' }],
    });
  }
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** The names of roles, by id, for an audit entry of a user's roles. */
export async function roleNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(inArray(roles.id, [...ids]))
    .orderBy(asc(roles.id));
  return rows.map((row) => row.name);
}

/**
 * Brings the built-in roles' codes in line with the registry, at start-up: a version that adds
 * a code grants it to `admin` without a migration of its own.
 */
export async function syncBuiltInRoles(db: Db): Promise<void> {
  const ids = await builtInRoleIds(db);
  for (const role of ['admin', 'user'] as const) {
    const codes = [...builtInRolePermissions[role]];
    await db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, ids[role]), notInArray(rolePermissions.permission, codes)),
      );
    await db
      .insert(rolePermissions)
      .values(codes.map((permission) => ({ roleId: ids[role], permission })))
      .onConflictDoNothing();
  }
}
