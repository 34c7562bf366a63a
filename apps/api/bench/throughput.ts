/**
 * API throughput over a realistic table: 100,000 users and 20,000 articles, signed in as admin,
 * autocannon at 50 connections on the user list (page 1, a deep page, a keyword with a sort),
 * the current user and the health check. The embedded database always, PostgreSQL too when
 * DATABASE_URL is set. Prints figures and asserts nothing: timings on a shared machine are
 * noisy, so compare runs made in one session.
 *
 *   pnpm --filter @org/api bench [--quick]      (the root's `pnpm bench` runs it too)
 *   BENCH_JSON=out.json writes the results for the root's report.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/db/seed.js';
import { ApiClient, freshPostgresDatabase, passwords } from '../test/helper.js';
import { type ServerProcess, serverUrl, spawnServer } from '../test/spawn.js';

const quick = process.argv.includes('--quick');
const userCount = quick ? 10_000 : 100_000;
const articleCount = quick ? 2_000 : 20_000;
const seconds = quick ? 2 : 20;
const connections = 50;
const pageSize = 20;

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

export interface DatabaseResult {
  database: 'pglite' | 'postgres';
  users: number;
  articles: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  endpoints: EndpointResult[];
}

async function prepare(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seed(database.db, {
      adminPassword: passwords.admin,
      userPassword: passwords.user,
      demoData: false,
      production: false,
      allowDemoAccounts: false,
    });
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
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** Resident memory of a process, from /proc (Linux); NaN elsewhere. */
async function rssMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
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

async function measure(database: DatabaseResult['database']): Promise<DatabaseResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const postgres = database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const started = performance.now();
  await prepare(postgres?.url, dataDir);
  const seedSeconds = (performance.now() - started) / 1000;
  const server = spawnServer({
    DATABASE_URL: postgres?.url ?? '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_DEMO_ACCOUNTS: '1',
  });
  try {
    const client = new ApiClient(await serverUrl(server));
    const login = await client.login('admin', passwords.admin);
    if (login.body.code !== 0) throw new Error(`sign-in failed: ${login.body.message}`);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const measured = await load(server, client.baseUrl, cookie);
    return {
      database,
      users: userCount,
      articles: articleCount,
      seedSeconds,
      connections,
      seconds,
      endpoints: measured,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: DatabaseResult[] = [await measure('pglite')];
if (process.env.DATABASE_URL) results.push(await measure('postgres'));

for (const result of results) {
  console.log(
    `\n${result.database}: ${result.users} users and ${result.articles} articles seeded in ` +
      `${result.seedSeconds.toFixed(1)} s; ${result.connections} connections for ${result.seconds} s`,
  );
  for (const endpoint of result.endpoints) {
    console.log(
      `  ${endpoint.name.padEnd(26)} ${endpoint.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${endpoint.p50Ms} ms  p99 ${endpoint.p99Ms} ms  errors ${endpoint.errors}  ` +
        `RSS ${endpoint.rssMiB.toFixed(0)} MiB`,
    );
  }
}
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(results));
