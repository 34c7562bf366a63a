import { sql } from 'drizzle-orm';
import type { ChangeAction, LiveResource } from '../contract/permissions.js';
import type { ChangeEvent, LivePerson } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import type { AuditContext } from './audit.js';

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

/**
 * Tells every instance's live stream of a change. Called with the write's own transaction:
 * PostgreSQL delivers the notification at commit, and never for a write rolled back. The event's
 * number comes from one sequence, so it is unique whichever instance wrote.
 */
export async function announceChange(
  tx: Db,
  audit: AuditContext,
  change: { resource: LiveResource; action: ChangeAction; id: number; version: number | null },
): Promise<void> {
  const event: ChangeEvent = { ...change, actor: actorOf(audit) };
  await tx.execute(
    sql`select pg_notify(${liveChannel}, json_build_object('kind', 'change', 'seq', nextval('sys_change_event_seq')::text, 'change', ${JSON.stringify(event)}::json)::text)`,
  );
}

/** Tells every instance that a page has a record open, or has left it. Not stored anywhere. */
export async function announcePresence(
  db: Db,
  message: Omit<Extract<LiveMessage, { kind: 'presence' }>, 'kind'>,
): Promise<void> {
  const payload: LiveMessage = { kind: 'presence', ...message };
  await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(payload)})`);
}
