import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { limits } from '../contract/limits.js';
import type {
  SavedView,
  SavedViewCreateBody,
  SavedViewState,
  SavedViewUpdateBody,
} from '../contract/views.js';
import type { Db } from '../db/database.js';
import { savedViewDefaults, savedViews, users } from '../db/schema.js';
import { ApiError, badField, forbidden, notFound } from '../errors.js';
import { type AuditContext, diffFields, recordAudit } from './audit.js';
import { isUniqueViolation } from './paging.js';

/** Any constant works; it only has to differ from the other advisory locks of this API. */
const viewCountLockId = 7_214_093;

/** A view's columns, its owner's name, and whether it is the reader's default (joined). */
const viewColumns = {
  id: savedViews.id,
  tableKey: savedViews.tableKey,
  name: savedViews.name,
  shared: savedViews.shared,
  state: savedViews.state,
  ownerId: savedViews.ownerId,
  ownerName: users.name,
  isDefault: sql<boolean>`(${savedViewDefaults.viewId} is not null)`,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  version: savedViews.version,
};

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/**
 * The views `readerId` may see (their own, and those shared with everyone), with their owner's
 * name and whether each is the reader's default for its table, filtered by `where`.
 */
function selectViews(db: Db, readerId: number, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .leftJoin(
      savedViewDefaults,
      and(
        eq(savedViewDefaults.userId, readerId),
        eq(savedViewDefaults.tableKey, savedViews.tableKey),
        eq(savedViewDefaults.viewId, savedViews.id),
      ),
    )
    .where(and(or(eq(savedViews.ownerId, readerId), eq(savedViews.shared, true)), where));
}

function toSavedView(row: ViewRow, readerId: number): SavedView {
  return {
    ...row,
    state: row.state as SavedViewState,
    mine: row.ownerId === readerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The views of a table the reader may use: their own first, then those shared with them, by name. */
export async function listViews(db: Db, readerId: number, tableKey: string): Promise<SavedView[]> {
  const rows = await selectViews(db, readerId, eq(savedViews.tableKey, tableKey)).orderBy(
    desc(sql`${savedViews.ownerId} = ${readerId}`),
    asc(sql`lower(${savedViews.name})`),
    asc(savedViews.id),
  );
  return rows.map((row) => toSavedView(row, readerId));
}

async function findView(db: Db, readerId: number, id: number): Promise<ViewRow | undefined> {
  const [row] = await selectViews(db, readerId, eq(savedViews.id, id));
  return row;
}

/** One view the reader may see; someone else's personal view is as missing as a deleted one. */
export async function getView(db: Db, readerId: number, id: number): Promise<SavedView> {
  const row = await findView(db, readerId, id);
  if (!row) throw notFound();
  return toSavedView(row, readerId);
}

/** A view the reader owns, for a change: 404 when they cannot see it, 403 when it is not theirs. */
async function ownView(tx: Db, ownerId: number, id: number): Promise<ViewRow> {
  const row = await findView(tx, ownerId, id);
  if (!row) throw notFound();
  if (row.ownerId !== ownerId) throw forbidden('notViewOwner');
  return row;
}

function viewNameTaken(): ApiError {
  return new ApiError(409, 'viewNameTaken', {
    fields: [{ field: 'name', rule: 'unique', message: 'viewNameTaken' }],
  });
}

/** What the audit log records of a view. */
const audited = (view: Pick<ViewRow, 'tableKey' | 'name' | 'shared' | 'state'>) => ({
  tableKey: view.tableKey,
  name: view.name,
  shared: view.shared,
  state: view.state,
});

export async function createView(
  db: Db,
  ownerId: number,
  audit: AuditContext,
  body: SavedViewCreateBody,
): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      // Two saves at once must not both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(${viewCountLockId}, ${ownerId})`);
      const [kept] = await tx
        .select({ value: count() })
        .from(savedViews)
        .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.tableKey, body.tableKey)));
      if ((kept?.value ?? 0) >= limits.viewsPerTable) throw new ApiError(409, 'viewLimit');
      const [created] = await tx
        .insert(savedViews)
        .values({
          ownerId,
          tableKey: body.tableKey,
          name: body.name,
          shared: body.shared ?? false,
          state: body.state,
        })
        .returning({ id: savedViews.id });
      if (!created) throw new Error('insert returned no row');
      const view = await ownView(tx, ownerId, created.id);
      await recordAudit(tx, audit, {
        resource: 'views',
        action: 'create',
        recordId: view.id,
        changes: diffFields(null, audited(view)),
      });
      return toSavedView(view, ownerId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw viewNameTaken();
    throw error;
  }
}

export async function updateView(
  db: Db,
  ownerId: number,
  audit: AuditContext,
  id: number,
  body: SavedViewUpdateBody,
): Promise<SavedView> {
  const { version, name, shared, state } = body;
  try {
    return await db.transaction(async (tx) => {
      const current = await ownView(tx, ownerId, id);
      const stale = () =>
        new ApiError(409, 'conflictVersion', { data: { current: toSavedView(current, ownerId) } });
      if (current.version !== version) throw stale();
      const [updated] = await tx
        .update(savedViews)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(shared === undefined ? {} : { shared }),
          ...(state === undefined ? {} : { state }),
          version: sql`${savedViews.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(savedViews.id, id), eq(savedViews.version, version)))
        .returning({ id: savedViews.id });
      if (!updated) throw stale();
      // A view no longer shared is no longer anyone else's default.
      if (current.shared && shared === false) {
        await tx
          .delete(savedViewDefaults)
          .where(and(eq(savedViewDefaults.viewId, id), ne(savedViewDefaults.userId, ownerId)));
      }
      const view = await ownView(tx, ownerId, id);
      await recordAudit(tx, audit, {
        resource: 'views',
        action: 'update',
        recordId: id,
        changes: diffFields(audited(current), audited(view)),
      });
      return toSavedView(view, ownerId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw viewNameTaken();
    throw error;
  }
}

export async function deleteView(
  db: Db,
  ownerId: number,
  audit: AuditContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownView(tx, ownerId, id);
    // Everyone's defaults pointing at it go with it (ON DELETE CASCADE).
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await recordAudit(tx, audit, {
      resource: 'views',
      action: 'delete',
      recordId: id,
      changes: diffFields(audited(current), null),
    });
  });
}

/**
 * Makes a view the reader's default for its table (replacing the one before), or leaves the
 * table without one; answers the default view, or null.
 */
export async function setDefaultView(
  db: Db,
  readerId: number,
  tableKey: string,
  viewId: number | null,
): Promise<SavedView | null> {
  if (viewId === null) {
    await db
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.userId, readerId), eq(savedViewDefaults.tableKey, tableKey)));
    return null;
  }
  return db.transaction(async (tx) => {
    const view = await findView(tx, readerId, viewId);
    if (!view) throw notFound();
    if (view.tableKey !== tableKey) {
      throw badField({ field: 'viewId', rule: 'sameTable', message: 'viewOfAnotherTable' });
    }
    await tx
      .insert(savedViewDefaults)
      .values({ userId: readerId, tableKey, viewId })
      .onConflictDoUpdate({
        target: [savedViewDefaults.userId, savedViewDefaults.tableKey],
        set: { viewId },
      });
    return toSavedView({ ...view, isDefault: true }, readerId);
  });
}
