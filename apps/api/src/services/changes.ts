import {
  type ColumnsSelection,
  type SQL,
  type SQLWrapper,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ChangeAction, LiveResource } from '../contract/permissions.js';
import type { ChangeEvent, LivePerson } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { auditLog } from '../db/schema.js';
import { type AuditContext, auditEntry, bookkeeping, type Changes } from './audit.js';

/** The PostgreSQL notification channel every instance listens on for changes and presence. */
export const liveChannel = 'admin_shell_live';

/** What travels on {@link liveChannel}: a committed change, or a page opening or leaving a record. */
export type LiveMessage =
  | { kind: 'change'; seq: string; change: ChangeEvent }
  | {
      kind: 'presence';
      resource: LiveResource;
      id: number;
      clientId: string;
      person: LivePerson;
      leaving: boolean;
    };

function actorOf(audit: AuditContext): LivePerson | null {
  if (audit.actorId === null) return null;
  return { id: audit.actorId, name: audit.actorDisplayName ?? audit.actorName ?? '' };
}

/** The change a live stream hears of, by the audited action that made it. */
const changeOf: Record<'create' | 'update' | 'delete', ChangeAction> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/**
 * Records a write of a live resource in the audit log and tells every instance's live stream of
 * it, in one statement: one round trip instead of two, in a transaction that holds its row
 * locks until it ends. Called with the write's own transaction: the entry exists, and
 * PostgreSQL delivers the notification, exactly when the write commits. The event's number
 * comes from one sequence, so it is unique whichever instance wrote.
 */
export async function recordChange(
  tx: Db,
  audit: AuditContext,
  write: {
    resource: LiveResource;
    action: keyof typeof changeOf;
    id: number;
    /** The record's version after the write; null once deleted. */
    version: number | null;
    changes: Changes;
  },
): Promise<void> {
  const { resource, action, id, version, changes } = write;
  const event: ChangeEvent = {
    resource,
    action: changeOf[action],
    id,
    version,
    actor: actorOf(audit),
  };
  const entry = tx.$with('entry').as(
    tx
      .insert(auditLog)
      .values(auditEntry(audit, { resource, action, recordId: id, changes }))
      .returning({ id: auditLog.id }),
  );
  await tx
    .with(entry)
    .select({
      sent: sql`pg_notify(${liveChannel}, json_build_object('kind', 'change', 'seq', nextval('sys_change_event_seq')::text, 'change', ${JSON.stringify(event)}::json)::text)`,
    })
    .from(entry);
}

/** Tells every instance that a page has a record open, or has left it. Not stored anywhere. */
export async function announcePresence(
  db: Db,
  message: Omit<Extract<LiveMessage, { kind: 'presence' }>, 'kind'>,
): Promise<void> {
  const payload: LiveMessage = { kind: 'presence', ...message };
  await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(payload)})`);
}

/**
 * A write's statement as a CTE named `written`, returning the record it wrote: its `id` and
 * `version` among the fields.
 */
type Written = WithSubquery<'written', Record<string, unknown>> & {
  id: SQLWrapper;
  version: SQLWrapper;
};

/**
 * The audit entry and the live event of a write made in the same statement (`written`, a CTE),
 * for {@link writeRecorded}: appended, and sent, for each row the write returned.
 *
 * @param changes what the entry says changed; `'created'` records every field the write
 *   returned but the bookkeeping ones, as `diffFields(null, created)` would
 */
function recordWritten(
  db: Db,
  audit: AuditContext,
  write: {
    resource: LiveResource;
    action: keyof typeof changeOf;
    written: Written;
    changes: Changes | 'created';
  },
) {
  const { resource, action, written } = write;
  const entry = auditEntry(audit, { resource, action, recordId: 0 });
  const field = (name: string) => written[name as keyof Written] as SQLWrapper;
  const changes =
    write.changes === 'created'
      ? sql`jsonb_build_object(${sql.join(
          Object.keys(written._.selectedFields)
            .filter((name) => !bookkeeping.has(name))
            .map((name) => sql`${name}::text, jsonb_build_object('to', ${field(name)})`),
          sql`, `,
        )})`
      : sql`${JSON.stringify(write.changes)}::jsonb`;
  // Typed, as a parameter in a select list has no type of its own for the insert to take.
  const typed = (column: PgColumn, value: unknown) =>
    sql`${value}::${sql.raw(column.getSQLType())}`;
  const columns: [PgColumn, SQL][] = [
    [auditLog.actorId, typed(auditLog.actorId, entry.actorId)],
    [auditLog.actorName, typed(auditLog.actorName, entry.actorName)],
    [auditLog.ip, typed(auditLog.ip, entry.ip)],
    [auditLog.requestId, typed(auditLog.requestId, entry.requestId)],
    [auditLog.resource, typed(auditLog.resource, entry.resource)],
    [auditLog.action, typed(auditLog.action, entry.action)],
    [auditLog.recordId, sql`${written.id}::text`],
    [auditLog.changes, changes],
  ];
  const event = sql`json_build_object('resource', ${resource}::text, 'action', ${changeOf[action]}::text, 'id', ${written.id}, 'version', ${action === 'delete' ? sql`null` : written.version}, 'actor', ${JSON.stringify(actorOf(audit))}::json)`;
  const message = sql`json_build_object('kind', 'change', 'seq', nextval('sys_change_event_seq')::text, 'change', ${event})::text`;
  // The notification rides on the entry's rows: a data-modifying CTE always runs to its end,
  // where a plain one the main query does not read would not run at all.
  return db.$with('entry', {}).as(sql`
    insert into ${auditLog} (${sql.join(
      columns.map(([column]) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(
      columns.map(([, value]) => value),
      sql`, `,
    )}
    from ${written}
    cross join lateral (select pg_notify(${liveChannel}, ${message})) as sent`);
}

/**
 * A write of one live record by `statement` (an insert, update or delete returning the record),
 * with its audit entry and its live event, in one statement and no transaction around it; the
 * record as written, or undefined when the write matched nothing (whose condition the caller
 * reads as "changed since it was read"; nothing is then recorded). PostgreSQL runs the statement
 * atomically, and delivers the event when it commits.
 *
 * Against a transaction of three statements (the lock, the write, the entry) it holds the
 * record's lock for one statement instead of three round trips, and PGlite's only session for
 * one exchange: under the realistic mix, transactions held that session most of the time.
 */
export async function writeRecorded<Selection extends ColumnsSelection>(
  db: Db,
  audit: AuditContext,
  write: {
    table: PgTable;
    resource: LiveResource;
    action: keyof typeof changeOf;
    statement: TypedQueryBuilder<Selection>;
    changes: Changes | 'created';
  },
): Promise<SelectResultFields<Selection> | undefined> {
  const { table, statement, ...recorded } = write;
  const written = db.$with('written').as(statement);
  // Typed by hand: Drizzle cannot follow a CTE's selection while it is a type parameter.
  const cte = written as unknown as Written;
  const [[row]] = await Promise.all([
    db
      .with(cte, recordWritten(db, audit, { ...recorded, written: cte }))
      .select()
      .from(cte) as unknown as Promise<SelectResultFields<Selection>[]>,
    // Drizzle tells the cache (PGlite's) of the writes it runs, not of one inside a select.
    db.$cache?.invalidate({ tables: [table] }),
  ]);
  return row;
}
