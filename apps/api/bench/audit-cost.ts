/**
 * What the audit log costs a write: the median time of a user update through the service (its
 * audit entry included), and the median time the entry itself adds to it (a transaction that
 * renames the user and appends the entry, less the same transaction without the entry: the
 * commit's flush is paid by the write either way). In process, no HTTP: the figures are the database's
 * and the service's own. The embedded database always, PostgreSQL too when DATABASE_URL is set.
 *
 *   node --import tsx bench/audit-cost.ts [--quick]   (the root's `pnpm bench --only audit`)
 *   BENCH_JSON=out.json writes the results for the root's report.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { recordAudit } from '../src/services/audit.js';
import { currentUserColumns } from '../src/services/sessions.js';
import { createUser, updateUser } from '../src/services/users.js';
import { freshPostgresDatabase } from '../test/helper.js';
import { seedAccounts } from './seed-accounts.js';

const quick = process.argv.includes('--quick');
const runs = quick ? 50 : 1_000;
const warmUp = quick ? 10 : 100;

export interface AuditCost {
  database: 'pglite' | 'postgres';
  runs: number;
  /** A user's name changed through `updateUser`, audit entry included: median, in µs. */
  updateMedianUs: number;
  /** A rename with its audit entry, less the same rename without: medians, in µs. */
  auditEntryMedianUs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(times: number, step: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await step(index);
    durations.push((performance.now() - started) * 1000);
  }
  return durations;
}

async function measure(database: AuditCost['database']): Promise<AuditCost> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'audit-bench-'));
  const postgres = database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const opened = await openDatabase({ databaseUrl: postgres?.url, dataDir });
  try {
    const { db } = opened;
    await seedAccounts(db);
    const [actor] = await db
      .select(currentUserColumns)
      .from(users)
      .where(eq(users.username, 'admin'));
    if (!actor) throw new Error('no admin');
    const audit = {
      actorId: actor.id,
      actorName: actor.username,
      ip: '127.0.0.1',
      requestId: 'bench',
    };
    const target = await createUser(db, audit, { username: 'audited', name: 'Audited' });
    let version = target.version;
    const update = async (index: number) => {
      const updated = await updateUser(db, actor, audit, target.id, {
        version,
        name: `Name ${index}`,
      });
      version = updated.version;
    };
    const rename = (tx: typeof db, index: number) =>
      tx
        .update(users)
        .set({ name: `Renamed ${index}` })
        .where(eq(users.id, target.id));
    const entry = (index: number) =>
      db.transaction(async (tx) => {
        await rename(tx, index);
        await recordAudit(tx, audit, {
          resource: 'users',
          action: 'update',
          recordId: target.id,
          changes: { name: { from: `Renamed ${index - 1}`, to: `Renamed ${index}` } },
        });
      });
    const empty = (index: number) => db.transaction((tx) => rename(tx, index));
    await timed(warmUp, update);
    await timed(warmUp, entry);
    await timed(warmUp, empty);
    const updates = await timed(runs, update);
    // Alternated, so a slow stretch of the machine weighs on both alike.
    const entries: number[] = [];
    const empties: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      entries.push(...(await timed(1, () => entry(index))));
      empties.push(...(await timed(1, () => empty(index))));
    }
    return {
      database,
      runs,
      updateMedianUs: median(updates),
      auditEntryMedianUs: median(entries) - median(empties),
    };
  } finally {
    await opened.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: AuditCost[] = [await measure('pglite')];
if (process.env.DATABASE_URL) results.push(await measure('postgres'));
for (const result of results) {
  console.log(
    `${result.database}: user update ${result.updateMedianUs.toFixed(0)} µs (median of ${result.runs}), ` +
      `of which its audit entry ${result.auditEntryMedianUs.toFixed(0)} µs`,
  );
}
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(results));
