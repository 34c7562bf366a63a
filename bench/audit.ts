import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditCost } from '../apps/api/bench/audit-cost.js';
import type { Figure } from './report.js';

/**
 * What the audit log adds to a write (apps/api/bench/audit-cost.ts), on the embedded database
 * and on PostgreSQL when DATABASE_URL is set. Printed for comparison between runs: no target.
 */
export async function measureAuditCost(apiDir: string, quick: boolean): Promise<Figure[]> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-audit-'));
  const output = join(folder, 'results.json');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/audit-cost.ts', ...(quick ? ['--quick'] : [])],
      { cwd: apiDir, env: { ...process.env, BENCH_JSON: output }, stdio: 'inherit' },
    );
    const results = JSON.parse(await readFile(output, 'utf8')) as AuditCost[];
    return results.flatMap((result) => {
      const section = `Audit log on ${result.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}, median of ${result.runs}`;
      return [
        {
          section,
          name: 'user update, its audit entry included',
          value: result.updateMedianUs,
          unit: 'µs',
        },
        {
          section,
          name: 'what the audit entry adds to it',
          value: result.auditEntryMedianUs,
          unit: 'µs',
          note: `${((result.auditEntryMedianUs / result.updateMedianUs) * 100).toFixed(0)} % of the update`,
        },
      ];
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
