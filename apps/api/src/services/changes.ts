import { sql } from 'drizzle-orm';
import type { ChangeAction, LiveResource } from '../contract/permissions.js';
import type { ChangeEvent, LivePerson } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { auditLog } from '../db/schema.js';
import { type AuditContext, auditEntry, type Changes } from './audit.js';

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
