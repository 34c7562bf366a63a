import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type {
  CurrentUser,
  PageResult,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { prepareOnce } from '../db/prepared.js';
import { type UserRow, userCounts, users } from '../db/schema.js';
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

interface ListShape {
  access: boolean;
  status: boolean;
  keyword: boolean;
  sortField: keyof typeof sortColumns;
  ascending: boolean;
}

/**
 * The two statements of one list shape (which filters are present, which sort), with their
 * values as placeholders. Without a keyword the total comes from the trigger-kept counters,
 * inside the page query itself: one round trip, however large the table. On a single-process
 * database pages are served from the query cache until the next write to users.
 */
function userListStatements(db: Db, shape: ListShape) {
  const name = `users_list_${shape.access ? 'a' : ''}${shape.status ? 's' : ''}${shape.keyword ? 'k' : ''}_${shape.sortField}_${shape.ascending ? 'asc' : 'desc'}`;
  return prepareOnce(db, name, () => {
    const value = sql.placeholder;
    const buckets = and(
      shape.access ? eq(users.access, value('access')) : undefined,
      shape.status ? eq(users.status, value('status')) : undefined,
    );
    const where = shape.keyword
      ? and(
          buckets,
          or(
            ilike(users.username, value('pattern')),
            ilike(users.name, value('pattern')),
            ilike(users.email, value('pattern')),
          ),
        )
      : buckets;
    const counted = shape.keyword
      ? db.select({ value: count() }).from(users).where(where)
      : db
          .select({ value: sql<number>`coalesce(sum(${userCounts.total}), 0)`.mapWith(Number) })
          .from(userCounts)
          .where(
            and(
              shape.access ? eq(userCounts.access, value('access')) : undefined,
              shape.status ? eq(userCounts.status, value('status')) : undefined,
            ),
          );
    const direction = shape.ascending ? asc : desc;
    const page = db
      .select({ ...publicColumns, total: sql<number>`(${counted})`.mapWith(Number) })
      .from(users)
      .where(where)
      .orderBy(direction(sortColumns[shape.sortField]), direction(users.id))
      .limit(value('limit'))
      .offset(value('offset'))
      .$withCache()
      .prepare(name);
    return { page, total: counted.prepare(`${name}_total`) };
  });
}

/** A page of users, filtered, searched and sorted. */
export async function listUsers(db: Db, query: UserListQuery): Promise<PageResult<SysUser>> {
  const page = normalizePage(query);
  const keyword = query.keyword?.trim();
  const statements = userListStatements(db, {
    access: !!query.access,
    status: !!query.status,
    keyword: !!keyword,
    sortField: query.sortField ?? 'createdAt',
    ascending: query.sortOrder === 'ascend',
  });
  const values = {
    access: query.access,
    status: query.status,
    pattern: keyword ? likePattern(keyword) : undefined,
    limit: page.pageSize,
    offset: page.offset,
  };
  const rows = await statements.page.execute(values);
  // Past the last page no row carries the total; ask for it alone.
  const total =
    rows[0]?.total ??
    (page.current > 1 ? ((await statements.total.execute(values))[0]?.value ?? 0) : 0);
  return {
    list: rows.map(({ total: _, ...row }) => toSysUser(row)),
    total,
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
