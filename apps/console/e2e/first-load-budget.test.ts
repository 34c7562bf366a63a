import { describe, expect, inject, it } from 'vitest';
import {
  type FirstLoadPath,
  firstLoadOf,
  firstLoadRoutes,
  gzipTotal,
  readManifest,
} from '../bundle-report/first-load.js';

/**
 * Each page's first load (gzip JS and CSS before it is interactive), at most: just above what
 * it weighs now, so no change adds to it unnoticed. Sizes are deterministic, so this is a test;
 * `pnpm bench` prints the same figures beside the targets they are coming down towards. Lower
 * a budget when a page gets lighter; raise one only with a reason in the commit.
 */
const budgetsKiB: Record<FirstLoadPath, number> = {
  '/user/login': 173.3,
  '/': 206.3,
  '/crud-table': 243.0,
};

/**
 * And the files it takes: a browser fetches six at a time over HTTP/1.1, so each six more is
 * another round trip on a slow network (and in Lighthouse's simulation of one).
 */
const budgetsFiles: Record<FirstLoadPath, number> = {
  '/user/login': 14,
  '/': 8,
  '/crud-table': 15,
};

describe('first-load size budgets', () => {
  it.each(firstLoadRoutes)('$path stays within its budget', async ({ path, pages }) => {
    const outDir = inject('consoleDir');
    const { files: loaded } = await firstLoadOf(outDir, await readManifest(outDir), pages);
    const kib = (await gzipTotal(outDir, loaded)) / 1024;
    expect(
      kib,
      `${path} weighs ${kib.toFixed(1)} KiB (${loaded.size} files), over its ${budgetsKiB[path]} KiB`,
    ).toBeLessThanOrEqual(budgetsKiB[path]);
    expect(
      loaded.size,
      `${path} takes ${loaded.size} files, over its ${budgetsFiles[path]}`,
    ).toBeLessThanOrEqual(budgetsFiles[path]);
  });
});
