/**
 * `pnpm bench [--quick] [--only bundle,page,build,api,audit,live,memory,table]`: how small and how fast the product is,
 * each figure beside its target. It measures and never fails on a slow figure; CI runs
 * `--quick` (one short run of each part) only to keep it working.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureApi } from './api.js';
import { measureAuditCost } from './audit.js';
import { measureBuild, measureOtherBuilds } from './build-time.js';
import { measureBundle, measurePackage } from './bundle.js';
import { measureLiveStreams } from './live.js';
import { measurePageSpeed } from './page-speed.js';
import { type Figure, printFigures, saveFigures } from './report.js';
import { measureTabMemory } from './tab-memory.js';
import { measureTableSpeed } from './table-speed.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = join(root, 'apps/console');
const apiDir = join(root, 'apps/api');
const shellDir = join(root, 'packages/admin-shell');

const parts = {
  bundle: async () => [...(await measureBundle(consoleDir)), ...(await measurePackage(shellDir))],
  page: (quick) => measurePageSpeed(root, quick),
  build: async (quick) => [
    ...(await measureBuild(consoleDir, quick)),
    ...(await measureOtherBuilds(root, quick)),
  ],
  api: (quick) => measureApi(apiDir, quick),
  audit: (quick) => measureAuditCost(apiDir, quick),
  live: (quick) => measureLiveStreams(apiDir, quick),
  memory: (quick) => measureTabMemory(root, quick),
  table: (quick) => measureTableSpeed(root, quick),
} satisfies Record<string, (quick: boolean) => Promise<Figure[]>>;

type Part = keyof typeof parts;

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const quick = values.quick ?? false;
const chosen = (values.only?.split(',') ?? Object.keys(parts)) as Part[];
for (const part of chosen) {
  if (!(part in parts))
    throw new Error(`Unknown part "${part}"; choose from ${Object.keys(parts)}`);
}

// Every part measures the built library, as the console and a consumer use it.
execFileSync('pnpm', ['--filter', '@org/admin-shell', 'build'], { cwd: root, stdio: 'ignore' });

const figures: Figure[] = [];
const broken: string[] = [];
for (const part of chosen) {
  console.log(`Measuring ${part}${quick ? ' (quick)' : ''}…`);
  const started = performance.now();
  try {
    figures.push(...(await parts[part](quick)));
    console.log(`  ${part} measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    // The other parts still report; the run as a whole fails, since a part that cannot measure
    // is broken (a slow figure never is).
    console.error(error);
    broken.push(part);
  }
}
printFigures(figures);
const file = await saveFigures(join(root, 'bench/results'), { quick, parts: chosen }, figures);
console.log(`Saved ${file}`);
if (broken.length > 0) {
  console.error(`Could not measure: ${broken.join(', ')}`);
  process.exitCode = 1;
}
