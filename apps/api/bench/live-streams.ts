/**
 * The live stream under many listeners: 1,000 signed-in people follow `GET /api/events` on one
 * API instance, each on a session of their own, while an admin updates an article through the
 * API. It reports what the open streams cost the server in memory, and how long each update
 * takes from its request to its event at every listener (p50, p99, the slowest). The embedded
 * database always, PostgreSQL too when DATABASE_URL is set.
 *
 *   node --import tsx bench/live-streams.ts [--quick]   (the root's `pnpm bench --only live`)
 *   BENCH_JSON=out.json writes the results for the root's report.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import type { ChangeEvent, SysArticle } from '../src/contract/schemas.js';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { createSession } from '../src/services/sessions.js';
import { ApiClient, freshPostgresDatabase, passwords } from '../test/helper.js';
import { type ServerProcess, serverUrl, spawnServer } from '../test/spawn.js';
import { rssMiB } from './process-stats.js';
import { seedAccounts } from './seed-accounts.js';

const quick = process.argv.includes('--quick');
const listeners = quick ? 100 : 1_000;
const writes = quick ? 5 : 30;
const writeEveryMs = 250;

export interface LiveStreamsResult {
  database: 'pglite' | 'postgres';
  streams: number;
  writes: number;
  /** The server's resident memory with no stream open, and with every one open, in MiB. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /** (after − before) / streams, in KiB. */
  perStreamKiB: number;
  /** From sending an update to its event at a listener, over every listener and update, in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Events that never arrived (listeners × writes − those received). */
  missed: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** One listener: a stream read as a browser would, noting when each update's event arrived. */
function listen(url: string, token: string, index: number, arrived: Map<number, number[]>) {
  const controller = new AbortController();
  const ready = (async () => {
    const response = await fetch(`${url}/api/events`, {
      headers: { cookie: `sid=${token}`, 'x-forwarded-for': `10.1.${index >> 8}.${index & 255}` },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream ${index}: HTTP ${response.status}`);
    return response.body;
  })();
  const done = ready.then(async (body) => {
    const parser = createParser({
      onEvent(message) {
        if (message.event !== 'change') return;
        const change = JSON.parse(message.data) as ChangeEvent;
        if (change.version !== null) arrived.get(change.version)?.push(performance.now());
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Closed at the end of the run.
    }
  });
  return { ready, done, close: () => controller.abort() };
}

/** Sessions for `count` listeners, made in the database before the server starts. */
async function prepare(databaseUrl: string | undefined, dataDir: string, count: number) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedAccounts(database.db);
    const [reader] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'user'));
    if (!reader) throw new Error('no user account');
    const tokens: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const session = await createSession(
        database.db,
        reader.id,
        true,
        randomBytes(16).toString('hex'),
      );
      tokens.push(session.token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function measure(database: LiveStreamsResult['database']): Promise<LiveStreamsResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'live-bench-'));
  const postgres = database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const tokens = await prepare(postgres?.url, dataDir, listeners);
  const server = spawnServer({
    DATABASE_URL: postgres?.url ?? '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_DEMO_ACCOUNTS: '1',
    TRUST_PROXY: '127.0.0.1',
  });
  const open: ReturnType<typeof listen>[] = [];
  try {
    const url = await serverUrl(server);
    const admin = new ApiClient(url);
    const login = await admin.login('admin', passwords.admin);
    if (login.body.code !== 0) throw new Error(`sign-in failed: ${login.body.message}`);
    let article = (await admin.post<SysArticle>('/api/sysArticle/create', { title: 'Live' })).body
      .data;
    // Warm the routes and the JIT, then let the heap settle before the baseline.
    const warm = new Map<number, number[]>();
    const warmStream = listen(url, tokens[0] ?? '', 0, warm);
    await warmStream.ready;
    for (let round = 0; round < 5; round += 1) {
      article = (
        await admin.post<SysArticle>('/api/sysArticle/update', {
          id: article.id,
          version: article.version,
          title: `Warm ${round}`,
        })
      ).body.data;
    }
    warmStream.close();
    await sleep(1_000);
    const rssBeforeMiB = await rssMiB(server.child.pid);

    const arrived = new Map<number, number[]>();
    for (let index = 0; index < listeners; index += 1) {
      open.push(listen(url, tokens[index] ?? '', index, arrived));
    }
    await Promise.all(open.map((stream) => stream.ready));
    await sleep(2_000);
    const rssAfterMiB = await rssMiB(server.child.pid);

    const sentAt = new Map<number, number>();
    for (let round = 0; round < writes; round += 1) {
      const version = article.version + 1;
      arrived.set(version, []);
      sentAt.set(version, performance.now());
      const answer = await admin.post<SysArticle>('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        title: `Update ${round}`,
      });
      if (answer.body.code !== 0) throw new Error(`update failed: ${answer.body.message}`);
      article = answer.body.data;
      await sleep(writeEveryMs);
    }
    await sleep(2_000);
    const delays: number[] = [];
    for (const [version, times] of arrived) {
      const sent = sentAt.get(version) ?? 0;
      for (const at of times) delays.push(at - sent);
    }
    delays.sort((a, b) => a - b);
    return {
      database,
      streams: listeners,
      writes,
      rssBeforeMiB,
      rssAfterMiB,
      perStreamKiB: ((rssAfterMiB - rssBeforeMiB) * 1024) / listeners,
      p50Ms: percentile(delays, 0.5),
      p99Ms: percentile(delays, 0.99),
      maxMs: delays.at(-1) ?? Number.NaN,
      missed: listeners * writes - delays.length,
    };
  } finally {
    for (const stream of open) stream.close();
    await stop(server);
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: LiveStreamsResult[] = [await measure('pglite')];
if (process.env.DATABASE_URL) results.push(await measure('postgres'));
for (const result of results) {
  console.log(
    `  ${result.database}: ${result.streams} streams, ${result.writes} updates: ` +
      `memory ${result.rssBeforeMiB.toFixed(0)} → ${result.rssAfterMiB.toFixed(0)} MiB ` +
      `(${result.perStreamKiB.toFixed(1)} KiB a stream); update → event p50 ` +
      `${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ` +
      `${result.maxMs.toFixed(1)} ms; missed ${result.missed}`,
  );
}
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(results));
