import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditResource } from '../contract/permissions.js';
import type {
  AuditChange,
  AuditEntry,
  AuditExportQuery,
  AuditListQuery,
  PageResult,
} from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { type AuditRow, auditLog } from '../db/schema.js';
import { normalizePage } from './paging.js';

/** Who is writing, and from where: what every entry of the audit log records besides the change. */
export interface AuditContext {
  actorId: number | null;
  actorName: string | null;
  /** The actor's name as people read it (the live stream's "changed by"); else `actorName`. */
  actorDisplayName?: string | null;
  ip: string | null;
  requestId: string | null;
}

/** The audit context of a request: its signed-in user (if any), client address and id. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.session?.user;
  return {
    actorId: user?.id ?? null,
    actorName: user?.username ?? null,
    actorDisplayName: user?.name ?? null,
    ip: request.ip ?? null,
    requestId: String(request.id),
  };
}

export type Changes = Record<string, AuditChange>;

/** Fields never worth an entry of their own: they change with every write. */
export const bookkeeping = new Set(['version', 'updatedAt', 'createdAt']);
/** Fields recorded as changed, never with their value. */
const secrets = new Set(['password', 'passwordHash']);

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/**
 * The fields that differ between `before` and `after` (null for a record created or deleted),
 * each with its old and new value; a secret only as `{ redacted: true }`.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Changes {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (bookkeeping.has(field)) continue;
    const from = before?.[field];
    const to = after?.[field];
    if (before && after && comparable(from) === comparable(to)) continue;
    if (secrets.has(field)) {
      if (to !== undefined || from !== undefined) changes[field] = { redacted: true };
      continue;
    }
    const change: AuditChange = {};
    if (before) change.from = from instanceof Date ? from.toISOString() : (from ?? null);
    if (after) change.to = to instanceof Date ? to.toISOString() : (to ?? null);
    changes[field] = change;
  }
  return changes;
}

/**
 * What one entry says happened. A write names the record it touched; a sign-in event names no
 * record: its actor is the account, and the session it opened is identified only by a secret
 * token that never enters the log.
 */
export type AuditRecord = { action: AuditAction; changes?: Changes } & (
  | { resource: Exclude<AuditResource, 'sessions'>; recordId: string | number }
  | { resource: 'sessions'; recordId?: never }
);

/**
 * Appends one entry. Called with the write's own transaction, so an entry exists exactly when
 * its write committed.
 */
export async function recordAudit(db: Db, context: AuditContext, record: AuditRecord) {
  await db.insert(auditLog).values(auditEntry(context, record));
}

/** The row `recordAudit` appends, for a statement that appends it along with more. */
export function auditEntry(context: AuditContext, record: AuditRecord) {
  return {
    actorId: context.actorId,
    actorName: context.actorName?.slice(0, 32) ?? null,
    ip: context.ip?.slice(0, 64) ?? null,
    requestId: context.requestId?.slice(0, 64) ?? null,
    resource: record.resource,
    action: record.action,
    recordId: record.recordId === undefined ? null : String(record.recordId),
    changes: record.changes ?? {},
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...row,
    at: row.at.toISOString(),
    resource: row.resource as AuditResource,
    action: row.action as AuditAction,
    changes: row.changes as Changes,
  };
}

function auditWhere(query: AuditExportQuery): SQL | undefined {
  return and(
    query.actorId === undefined ? undefined : eq(auditLog.actorId, query.actorId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.resource === undefined ? undefined : eq(auditLog.resource, query.resource),
    query.recordId === undefined ? undefined : eq(auditLog.recordId, query.recordId),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(auditLog.at, new Date(query.to)),
  );
}

/** A page of the audit log, newest first. */
export async function listAudit(db: Db, query: AuditListQuery): Promise<PageResult<AuditEntry>> {
  const page = normalizePage(query);
  const where = auditWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map(toAuditEntry),
    total: total?.value ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/** The most rows one export holds; narrower filters reach further back. */
export const exportLimit = 100_000;
const exportBatch = 1_000;

const csvColumns = [
  'at',
  'actor',
  'actorId',
  'ip',
  'requestId',
  'resource',
  'action',
  'recordId',
  'changes',
] as const;

/**
 * A CSV field: quoted when needed, and a leading `=`, `+`, `-` or `@` defused, so a name such
 * as `=HYPERLINK(…)` stays text when the file is opened in a spreadsheet.
 */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(entry: AuditEntry): string {
  const values: Record<(typeof csvColumns)[number], unknown> = {
    at: entry.at,
    actor: entry.actorName,
    actorId: entry.actorId,
    ip: entry.ip,
    requestId: entry.requestId,
    resource: entry.resource,
    action: entry.action,
    recordId: entry.recordId,
    changes: JSON.stringify(entry.changes),
  };
  return `${csvColumns.map((column) => csvField(values[column])).join(',')}\r\n`;
}

/**
 * The filtered log as CSV lines, newest first, read in batches by keyset (the time and id of
 * the last row sent), so a long export neither holds the table in memory nor walks offsets.
 */
export async function* exportAudit(db: Db, query: AuditExportQuery): AsyncGenerator<string> {
  // A byte-order mark, so a spreadsheet reads the names as UTF-8.
  yield `\uFEFF${csvColumns.join(',')}\r\n`;
  const where = auditWhere(query);
  let last: { at: Date; id: number } | undefined;
  for (let sent = 0; sent < exportLimit; ) {
    // The column keeps milliseconds, as a Date does, so the comparison is exact.
    const after = last
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${last.at.toISOString()}::timestamptz, ${last.id})`
      : undefined;
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(Math.min(exportBatch, exportLimit - sent));
    for (const row of rows) yield csvLine(toAuditEntry(row));
    sent += rows.length;
    const tail = rows.at(-1);
    if (!tail || rows.length < exportBatch) return;
    last = { at: tail.at, id: tail.id };
  }
}
