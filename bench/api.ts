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

const mixTargets = {
  pglite: { rps: targets.mixEmbeddedRps, p99: targets.mixEmbeddedP99Ms },
  postgres: { rps: targets.mixPostgresRps, p99: targets.mixPostgresP99Ms },
} as const;

const databaseName = (database: DatabaseResult['database']) =>
  database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL';

/**
 * The realistic mix's figures. Its throughput and p99 miss their targets if any request failed
 * or if any write the API acknowledged is not in the database afterwards.
 */
function mixFigures(result: DatabaseResult): Figure[] {
  const { mix } = result;
  const { writes } = mix;
  const section =
    `API, realistic mix on ${databaseName(result.database)}: ` +
    `${result.users.toLocaleString('en')} users, ${result.articles.toLocaleString('en')} articles, ` +
    `${mix.connections} connections × ${mix.seconds} s, 20 % writes`;
  const problems = [
    ...(mix.errors > 0 ? [`${mix.errors} requests failed`] : []),
    ...(writes.missing > 0 ? [`${writes.missing} acknowledged writes missing`] : []),
  ];
  const failure = problems.length > 0 ? { failure: problems.join(', ') } : {};
  return [
    {
      section,
      name: 'realistic mix: requests/s',
      value: mix.requestsPerSecond,
      unit: 'req/s',
      target: mixTargets[result.database].rps,
      ...failure,
      note:
        `${mix.requests.toLocaleString('en')} requests, errors ${mix.errors} ` +
        `(timeouts ${mix.timeouts}), 409 conflicts ${mix.conflicts}, server CPU ` +
        `${mix.serverCpuPercent.toFixed(0)} %, load generator CPU ${mix.generatorCpuPercent.toFixed(0)} %`,
    },
    { section, name: 'realistic mix: p50', value: mix.p50Ms, unit: 'ms' },
    {
      section,
      name: 'realistic mix: CPU a request, whole machine',
      value: mix.cpuMsPerRequest.machine * 1000,
      unit: 'µs',
      note:
        `server ${mix.cpuMsPerRequest.server.toFixed(2)} ms` +
        (mix.cpuMsPerRequest.database === undefined
          ? ''
          : `, PostgreSQL ${mix.cpuMsPerRequest.database.toFixed(2)} ms`) +
        `, load generator ${mix.cpuMsPerRequest.generator.toFixed(2)} ms`,
    },
    {
      section,
      name: 'realistic mix: the most the machine serves at that cost',
      value: mix.ceiling.machine,
      unit: 'req/s',
      note: `its ${mix.cores} cores ÷ the machine's CPU a request`,
    },
    {
      section,
      name: "realistic mix: the most the server's busiest thread serves",
      value: mix.ceiling.busiestThread,
      unit: 'req/s',
      note: `one core ÷ its CPU a request, ${mix.busiestThreadMs.toFixed(2)} ms`,
    },
    {
      section,
      name: 'realistic mix: p99',
      value: mix.p99Ms,
      unit: 'ms',
      target: mixTargets[result.database].p99,
      ...failure,
    },
    {
      section,
      name: 'realistic mix: acknowledged writes found afterwards',
      value: writes.found,
      unit: 'writes',
      note:
        `of ${writes.acknowledged.toLocaleString('en')}: ${writes.creates} creates, ` +
        `${writes.updates} updates; missing ${writes.missing}`,
    },
  ];
}

/**
 * The API's own benchmark (apps/api/bench/throughput.ts), on the embedded database and on
 * PostgreSQL when DATABASE_URL is set. The seeding, the user list's first page and the realistic
 * mix answer to the targets; the list and the mix miss them if any request failed, however fast.
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
        `API on ${databaseName(result.database)}: ` +
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
      figures.push(...mixFigures(result));
    }
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
