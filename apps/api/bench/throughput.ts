/**
 * Measures GET /api/sys_users/list?pageSize=20 over a large user table, signed in as admin:
 * the embedded database always, PostgreSQL too when DATABASE_URL is set. Prints figures; it
 * asserts nothing (timings on a shared machine are noisy: compare ratios within one run).
 *
 *   BENCH_USERS=100000 BENCH_SECONDS=10 BENCH_CONNECTIONS=20,50 pnpm bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/db/seed.js';
import { ApiClient, freshPostgresDatabase, passwords } from '../test/helper.js';
import { serverUrl, spawnServer } from '../test/spawn.js';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '20,50').split(',').map(Number);

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
    await database.db.execute(sql`
      insert into sys_users (username, name, email, phone, access, status, created_at, updated_at)
      select 'bench' || g, 'Bench User ' || g, 'bench' || g || '@example.com', '+86 138 0000 0000',
             (case when g % 10 = 0 then 'admin' else 'user' end)::access,
             (case when g % 7 = 0 then 'disabled' else 'active' end)::user_status,
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${userCount}) as g`);
    await database.db.execute(sql`analyze sys_users`);
  } finally {
    await database.close();
  }
}

async function measure(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  const postgres = databaseUrl ? await freshPostgresDatabase() : undefined;
  const url = postgres?.url;
  const started = Date.now();
  await prepare(url, dataDir);
  const seededIn = ((Date.now() - started) / 1000).toFixed(1);
  const server = spawnServer({
    DATABASE_URL: url ?? '',
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
    const target = `${client.baseUrl}/api/sys_users/list?pageSize=20`;
    // Warm up caches and the JIT before measuring.
    await autocannon({ url: target, connections: 10, duration: 2, headers: { cookie } });
    for (const connections of connectionCounts) {
      const result = await autocannon({
        url: target,
        connections,
        duration: seconds,
        headers: { cookie },
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${label.padEnd(9)} users=${userCount} connections=${String(connections).padStart(3)} ` +
          `req/s=${result.requests.average.toFixed(0).padStart(6)} ` +
          `p50=${result.latency.p50}ms p99=${result.latency.p99}ms errors=${errors} (seeded in ${seededIn}s)`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await measure('pglite', undefined);
if (process.env.DATABASE_URL) await measure('postgres', process.env.DATABASE_URL);
