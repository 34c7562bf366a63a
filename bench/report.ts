import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { meets, type Target } from './targets.js';

/** One printed line: a figure, its unit, and the target it answers to, if any. */
export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
  target?: Target;
  /** Context printed after the figure (the runs behind a median, what a chunk holds). */
  note?: string;
  /**
   * Why the figure misses its target whatever its value, as when requests failed: their quick
   * refusals would count as throughput and flatter the latency.
   */
  failure?: string;
}

function misses(figure: Figure): boolean {
  if (!figure.target) return false;
  return figure.failure !== undefined || !meets(figure.value, figure.target);
}

/** Units printed as whole numbers. */
const wholeUnits = new Set(['ms', 'req/s', 'score', 'MiB', 'writes', 'index']);

function decimals(unit: string): number {
  if (unit === '') return 3;
  return wholeUnits.has(unit) ? 0 : 1;
}

function formatValue(figure: Figure): string {
  return `${figure.value.toFixed(decimals(figure.unit))} ${figure.unit}`.trimEnd();
}

/** Prints the figures grouped by section, each next to its target; a miss is marked ✗. */
export function printFigures(figures: readonly Figure[]): void {
  let section = '';
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      console.log(`\n${section}`);
    }
    const target = figure.target;
    const verdict = target
      ? `${misses(figure) ? '✗ MISS' : '✓'} target ${target.kind} ${target.limit} ${figure.unit}` +
        (figure.failure ? `: ${figure.failure}` : '')
      : '';
    const line = `  ${figure.name.padEnd(52)} ${formatValue(figure).padStart(14)}  ${verdict}`;
    console.log(
      figure.note ? `${line.trimEnd()}${verdict ? '  ' : ''}  (${figure.note})` : line.trimEnd(),
    );
  }
  const missed = figures.filter(misses);
  console.log(
    missed.length === 0
      ? '\nEvery target met.'
      : `\n${missed.length} target(s) missed: ${missed.map((figure) => figure.name).join('; ')}`,
  );
}

/** Writes the run to bench/results/<time>.json (ignored by git), for comparing two runs. */
export async function saveFigures(
  resultsDir: string,
  run: { quick: boolean; parts: string[] },
  figures: readonly Figure[],
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const at = new Date().toISOString();
  const file = join(resultsDir, `${at.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ at, ...run, figures }, null, 2)}\n`);
  return file;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
