/**
 * API throughput over a realistic table: 100,000 users and 20,000 articles, signed in as admin,
 * autocannon at 50 connections on the user list (page 1, a deep page, a keyword with a sort),
 * the current user and the health check; then the realistic mix (realistic-mix.ts) for 60 s,
 * and a look in the database for every write it had acknowledged. The embedded database
 * always, PostgreSQL too when DATABASE_URL is set. Prints figures and asserts nothing: timings
 * on a shared machine are noisy, so compare runs made in one session.
 *
 *   pnpm --filter @org/api bench [--quick] [--mix-only] [--postgres-only]
 *   (the root's `pnpm bench` runs it too)
 *   BENCH_JSON=out.json writes the results for the root's report.
 *   BENCH_CPU_PROF=<folder> runs the server under `node --cpu-prof`, its profiles written there.
 *   BENCH_DURATION_S=<seconds> shortens (or lengthens) the realistic mix, as when iterating.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { like, max, min, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { articles, users } from '../src/db/schema.js';
import { ApiClient, freshPostgresDatabase, passwords } from '../test/helper.js';
import { type ServerProcess, serverUrl, spawnServer } from '../test/spawn.js';
import {
  commandCpuSeconds,
  cpuSeconds,
  machineBusySeconds,
  rssMiB,
  threadCpuSeconds,
} from './process-stats.js';
import { createMix, type MixData, type MixResult } from './realistic-mix.js';
import { seedAccounts } from './seed-accounts.js';
import { checkWrites, type WriteCheck, type WriteLedger } from './write-ledger.js';

const quick = process.argv.includes('--quick');
/** Only the realistic mix, as when profiling it. */
const mixOnly = process.argv.includes('--mix-only');
/** Only PostgreSQL (DATABASE_URL), as when profiling it. */
const postgresOnly = process.argv.includes('--postgres-only');
const profileDir = process.env.BENCH_CPU_PROF;
const userCount = quick ? 10_000 : 100_000;
const articleCount = quick ? 2_000 : 20_000;
const seconds = quick ? 2 : 20;
const connections = 50;
const pageSize = 20;
const mixSeconds = Number(process.env.BENCH_DURATION_S) || (quick ? 5 : 60);
const mixWarmUpSeconds = quick ? 1 : 5;

/** What is measured: the user list three ways, then two light endpoints for comparison. */
const endpoints = [
  { name: 'user list, page 1', path: `/api/sys_users/list?current=1&pageSize=${pageSize}` },
  {
    name: 'user list, deep page',
    path: `/api/sys_users/list?current=${Math.floor(userCount / pageSize / 2)}&pageSize=${pageSize}`,
  },
  {
    name: 'user list, keyword + sort',
    path: `/api/sys_users/list?current=1&pageSize=${pageSize}&keyword=bench12&sortField=username&sortOrder=descend`,
  },
  { name: 'current user', path: '/api/currentUser' },
  { name: 'health', path: '/api/health' },
] as const;

export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The server's resident memory after the run. */
  rssMiB: number;
}

export interface MixFigures extends MixResult {
  /** The acknowledged writes, looked for in the database once the server had stopped. */
  writes: WriteCheck;
  /** The server's CPU time over the run, in % of one core. */
  serverCpuPercent: number;
  rssMiB: number;
  /**
   * CPU time a request of the mix cost, in ms, by who spent it: the server, the database
   * (PostgreSQL's local processes; none apart for PGlite, which runs in the server), the load
   * generator, and the whole machine (every process, the kernel's network work included).
   */
  cpuMsPerRequest: { server: number; database?: number; generator: number; machine: number };
  /**
   * The most requests a second at that cost: on the machine's cores, and on the server's
   * busiest thread (its JavaScript; PGlite runs on a thread of its own), which can use one core
   * at most and spent `busiestThreadMs` a request.
   */
  cores: number;
  ceiling: { machine: number; busiestThread: number };
  busiestThreadMs: number;
}

export interface DatabaseResult {
  database: 'pglite' | 'postgres';
  users: number;
  articles: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  endpoints: EndpointResult[];
  mix: MixFigures;
}

/** Seeds the database; answers with the generated records' ids, which the mix reads. */
async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<MixData> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedAccounts(database.db);
    // One statement each: generated rows, no round trips, well under a minute for both.
    await database.db.execute(sql`
      insert into sys_users (username, name, email, phone, access, status, created_at, updated_at)
      select 'bench' || g, 'Bench User ' || g, 'bench' || g || '@example.com', '+86 138 0000 0000',
             (case when g % 10 = 0 then 'admin' else 'user' end)::access,
             (case when g % 7 = 0 then 'disabled' else 'active' end)::user_status,
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${userCount}) as g`);
    await database.db.execute(sql`
      insert into sys_articles (title, content, status, author_id, created_at, updated_at)
      select 'Bench article ' || g, repeat('Lorem ipsum dolor sit amet. ', 20),
             (case when g % 3 = 0 then 'draft' else 'published' end)::article_status,
             (select min(id) from sys_users where username like 'bench%') + g % ${userCount},
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${articleCount}) as g`);
    // As autovacuum leaves a table after a bulk insert (within a minute on PostgreSQL; PGlite's
    // server vacuums at start): pages marked all-visible, so deep pages walk an index alone.
    await database.db.execute(sql`vacuum (analyze)`);
    const [userIds] = await database.db
      .select({ first: min(users.id), last: max(users.id) })
      .from(users)
      .where(like(users.username, 'bench%'));
    const [articleIds] = await database.db
      .select({ first: min(articles.id), last: max(articles.id) })
      .from(articles);
    const range = (ids: { first: number | null; last: number | null } | undefined) => {
      if (!ids?.first || !ids.last) throw new Error('nothing seeded');
      return { firstId: ids.first, lastId: ids.last };
    };
    return { users: range(userIds), articles: range(articleIds) };
  } finally {
    await database.close();
  }
}

async function load(server: ServerProcess, url: string, cookie: string): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const target = url + endpoint.path;
    // Warm the caches and the JIT for this query before measuring it.
    await autocannon({
      url: target,
      connections: 10,
      duration: quick ? 1 : 3,
      headers: { cookie },
    });
    const result = await autocannon({
      url: target,
      connections,
      duration: seconds,
      headers: { cookie },
    });
    results.push({
      name: endpoint.name,
      path: endpoint.path,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      rssMiB: await rssMiB(server.child.pid),
    });
  }
  return results;
}

/** CPU seconds so far: the server's (and each of its threads'), PostgreSQL's, the machine's. */
async function cpuReadings(server: ServerProcess, postgres: boolean) {
  return {
    server: await cpuSeconds(server.child.pid),
    serverThreads: await threadCpuSeconds(server.child.pid),
    database: postgres ? await commandCpuSeconds('postgres') : 0,
    machine: await machineBusySeconds(),
  };
}

/** The realistic mix after a short warm-up, which also teaches it versions to update. */
async function loadMix(
  server: ServerProcess,
  session: { url: string; cookie: string; xsrfToken: string },
  data: MixData,
  postgres: boolean,
): Promise<{ result: Omit<MixFigures, 'writes'>; ledger: WriteLedger }> {
  const mix = createMix(data);
  await mix.run({ ...session, connections: 10, seconds: mixWarmUpSeconds });
  const before = await cpuReadings(server, postgres);
  const started = performance.now();
  const result = await mix.run({ ...session, connections, seconds: mixSeconds });
  const after = await cpuReadings(server, postgres);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const perRequest = (seconds: number) => (seconds * 1000) / result.requests;
  const machine = perRequest(after.machine - before.machine);
  const serverCost = perRequest(after.server - before.server);
  const busiestThreadMs = Math.max(
    ...[...after.serverThreads].map(([thread, seconds]) =>
      perRequest(seconds - (before.serverThreads.get(thread) ?? 0)),
    ),
  );
  const cores = availableParallelism();
  return {
    result: {
      ...result,
      serverCpuPercent: ((after.server - before.server) / elapsedSeconds) * 100,
      rssMiB: await rssMiB(server.child.pid),
      cpuMsPerRequest: {
        server: serverCost,
        ...(postgres && { database: perRequest(after.database - before.database) }),
        generator: ((result.generatorCpuPercent / 100) * elapsedSeconds * 1000) / result.requests,
        machine,
      },
      cores,
      ceiling: { machine: (cores * 1000) / machine, busiestThread: 1000 / busiestThreadMs },
      busiestThreadMs,
    },
    ledger: mix.ledger,
  };
}

/** Stops the server as an operator would (SIGTERM lets requests in flight finish). */
async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function measure(database: DatabaseResult['database']): Promise<DatabaseResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const postgres = database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const started = performance.now();
  const data = await prepare(postgres?.url, dataDir);
  const seedSeconds = (performance.now() - started) / 1000;
  const server = spawnServer(
    {
      DATABASE_URL: postgres?.url ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ALLOW_DEMO_ACCOUNTS: '1',
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const client = new ApiClient(await serverUrl(server));
    const login = await client.login('admin', passwords.admin);
    if (login.body.code !== 0) throw new Error(`sign-in failed: ${login.body.message}`);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const measured = mixOnly ? [] : await load(server, client.baseUrl, cookie);
    const xsrfToken = client.cookies.get('XSRF-TOKEN');
    if (!xsrfToken) throw new Error('no XSRF-TOKEN cookie after sign-in');
    const mix = await loadMix(
      server,
      { url: client.baseUrl, cookie, xsrfToken },
      data,
      database === 'postgres',
    );
    // The server is gone before the check, so what it finds is what the database kept.
    await stop(server);
    const stored = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    const writes = await checkWrites(stored.db, mix.ledger).finally(() => stored.close());
    return {
      database,
      users: userCount,
      articles: articleCount,
      seedSeconds,
      connections,
      seconds,
      endpoints: measured,
      mix: { ...mix.result, writes },
    };
  } finally {
    await stop(server);
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printMix(mix: MixFigures): void {
  const { writes } = mix;
  console.log(
    `  realistic mix, ${mix.connections} connections for ${mix.seconds} s: ` +
      `${mix.requestsPerSecond.toFixed(0)} req/s  p50 ${mix.p50Ms} ms  p99 ${mix.p99Ms} ms  ` +
      `errors ${mix.errors} (timeouts ${mix.timeouts})  409 conflicts ${mix.conflicts}  ` +
      `server CPU ${mix.serverCpuPercent.toFixed(0)} %  load generator CPU ` +
      `${mix.generatorCpuPercent.toFixed(0)} %  RSS ${mix.rssMiB.toFixed(0)} MiB`,
  );
  const cost = mix.cpuMsPerRequest;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `  CPU a request: server ${ms(cost.server)}` +
      (cost.database === undefined ? '' : `, PostgreSQL ${ms(cost.database)}`) +
      `, load generator ${ms(cost.generator)}; the machine ${ms(cost.machine)} in all. At that ` +
      `cost its ${mix.cores} cores serve at most ${mix.ceiling.machine.toFixed(0)} req/s, ` +
      `the server's busiest thread (${ms(mix.busiestThreadMs)} a request) ` +
      `${mix.ceiling.busiestThread.toFixed(0)} req/s`,
  );
  for (const operation of mix.operations) {
    console.log(
      `    ${operation.name.padEnd(24)} ${String(operation.requests).padStart(7)} requests  ` +
        `p50 ${operation.p50Ms} ms  p99 ${operation.p99Ms} ms  409 ${operation.conflicts}  ` +
        `unexpected ${operation.unexpected}`,
    );
  }
  for (const sample of mix.unexpectedSamples) console.log(`    unexpected: ${sample}`);
  console.log(
    `  acknowledged writes found afterwards: ${writes.found} of ${writes.acknowledged} ` +
      `(${writes.creates} creates, ${writes.updates} updates); missing ${writes.missing}; ` +
      `overwritten after by a write never answered: ${writes.overwrittenAfter} records`,
  );
}

if (postgresOnly && !process.env.DATABASE_URL)
  throw new Error('--postgres-only needs DATABASE_URL');
const results: DatabaseResult[] = postgresOnly ? [] : [await measure('pglite')];
if (process.env.DATABASE_URL) results.push(await measure('postgres'));

for (const result of results) {
  console.log(
    `\n${result.database}: ${result.users} users and ${result.articles} articles seeded in ` +
      `${result.seedSeconds.toFixed(1)} s` +
      (result.endpoints.length > 0
        ? `; ${result.connections} connections for ${result.seconds} s`
        : ''),
  );
  for (const endpoint of result.endpoints) {
    console.log(
      `  ${endpoint.name.padEnd(26)} ${endpoint.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${endpoint.p50Ms} ms  p99 ${endpoint.p99Ms} ms  errors ${endpoint.errors}  ` +
        `RSS ${endpoint.rssMiB.toFixed(0)} MiB`,
    );
  }
  printMix(result.mix);
}
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(results));
