import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveStreamsResult } from '../apps/api/bench/live-streams.js';
import type { Figure } from './report.js';

/**
 * The live stream under 1,000 listeners on one instance (apps/api/bench/live-streams.ts), on the
 * embedded database and on PostgreSQL when DATABASE_URL is set: memory a stream costs the server,
 * and the delay from an update to its event at every listener. Printed without a target.
 */
export async function measureLiveStreams(apiDir: string, quick: boolean): Promise<Figure[]> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-live-'));
  const output = join(folder, 'results.json');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/live-streams.ts', ...(quick ? ['--quick'] : [])],
      { cwd: apiDir, env: { ...process.env, BENCH_JSON: output }, stdio: 'inherit' },
    );
    const results = JSON.parse(await readFile(output, 'utf8')) as LiveStreamsResult[];
    return results.flatMap((result) => {
      const section = `Live stream on ${result.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ${result.streams} listeners, ${result.writes} updates`;
      const failure = result.missed > 0 ? `${result.missed} events never arrived` : undefined;
      return [
        {
          section,
          name: 'server memory a stream costs',
          value: result.perStreamKiB,
          unit: 'KiB',
          note: `RSS ${result.rssBeforeMiB.toFixed(0)} → ${result.rssAfterMiB.toFixed(0)} MiB`,
        },
        {
          section,
          name: 'update → its event at every listener, p99',
          value: result.p99Ms,
          unit: 'ms',
          note: `p50 ${result.p50Ms.toFixed(0)} ms, slowest ${result.maxMs.toFixed(0)} ms`,
          ...(failure ? { failure } : {}),
        },
      ];
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
