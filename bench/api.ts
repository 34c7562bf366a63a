import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseResult } from '../apps/api/bench/throughput.js';
import type { Figure } from './report.js';
import { targets } from './targets.js';

const listTargets = {
  pglite: { rps: targets.userListEmbeddedRps, p99: targets.userListEmbeddedP99Ms },
  postgres: { rps: targets.userListPostgresRps, p99: targets.userListPostgresP99Ms },
} as const;

/**
 * The API's own benchmark (apps/api/bench/throughput.ts), on the embedded database and on
 * PostgreSQL when DATABASE_URL is set. The seeding and the user list's first page answer to the
 * targets; the list misses them if any request failed, however fast.
 */
export async function measureApi(apiDir: string, quick: boolean): Promise<Figure[]> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const output = join(folder, 'results.json');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/throughput.ts', ...(quick ? ['--quick'] : [])],
      { cwd: apiDir, env: { ...process.env, BENCH_JSON: output }, stdio: 'inherit' },
    );
    const results = JSON.parse(await readFile(output, 'utf8')) as DatabaseResult[];
    const figures: Figure[] = [];
    for (const result of results) {
      const section =
        `API on ${result.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ` +
        `${result.users.toLocaleString('en')} users, ${result.articles.toLocaleString('en')} articles, ` +
        `${result.connections} connections × ${result.seconds} s`;
      figures.push({
        section,
        name: 'seeding the users and articles',
        value: result.seedSeconds,
        unit: 's',
        target: targets.seedSeconds,
      });
      result.endpoints.forEach((endpoint, index) => {
        const isTargeted = index === 0;
        const note = `p50 ${endpoint.p50Ms} ms, errors ${endpoint.errors}, RSS ${endpoint.rssMiB.toFixed(0)} MiB`;
        // `errors` counts every failed request: connection errors, non-2xx answers, timeouts.
        const failure =
          endpoint.errors > 0 ? { failure: `${endpoint.errors} requests failed` } : {};
        figures.push(
          {
            section,
            name: `${endpoint.name}: requests/s`,
            value: endpoint.requestsPerSecond,
            unit: 'req/s',
            ...(isTargeted ? { target: listTargets[result.database].rps, ...failure } : {}),
            note,
          },
          {
            section,
            name: `${endpoint.name}: p99`,
            value: endpoint.p99Ms,
            unit: 'ms',
            ...(isTargeted ? { target: listTargets[result.database].p99, ...failure } : {}),
          },
        );
      });
    }
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
