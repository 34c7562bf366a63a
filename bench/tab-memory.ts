import type { Page } from 'playwright-core';
import { measureLoadedPage } from './loaded-page.js';
import type { Figure } from './report.js';
import { targets } from './targets.js';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Compiled code and the browser's own objects: they grow as V8 optimises, whatever the page keeps. */
const notPageObjects = new Set(['code', 'native', 'synthetic']);

/**
 * The heap after a full collection, in KiB: all of it (V8's `usedSize`), and the JavaScript
 * objects the page keeps (strings, objects, arrays, closures and their shapes, from a heap
 * snapshot), which a page left mounted, or a store that never forgets, would make grow.
 */
async function heapAfterCollection(page: Page): Promise<{ used: number; objects: number }> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.enable');
  for (let pass = 0; pass < 2; pass += 1) await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await session.detach();
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  let objects = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = types[nodes[node + typeField] ?? -1];
    if (type !== undefined && !notPageObjects.has(type)) objects += nodes[node + sizeField] ?? 0;
  }
  return { used: usedSize / 1024, objects: objects / 1024 };
}

/** Opens the CRUD page's tab from the menu and closes it again with the shortcut. */
async function openAndCloseCrudTab(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: 'CRUD 表格' })
    .click();
  await page.locator('.admin-shell-crud tbody tr').first().waitFor();
  await page.keyboard.press('Alt+Shift+KeyW');
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('.admin-shell-crud').waitFor({ state: 'detached' });
}

/**
 * The tab bar's memory: the JS heap of the signed-in home page, then after opening and closing
 * the CRUD page's tab 50 times (or 10 with --quick). A closed tab must leave nothing behind.
 * Measured after five openings and closings, so the code and data the page keeps anyway (its
 * chunks, the query cache's first page, V8's first optimisations) are in the baseline. The
 * target is on the page's JavaScript objects: V8's compiled code and the browser's own records
 * (resource timings, style data) go on growing for a while as the same steps repeat.
 */
export async function measureTabMemory(root: string, quick: boolean): Promise<Figure[]> {
  const drawn = (page: Page) => page.getByRole('tablist', { name: '打开的页面' }).waitFor();
  return measureLoadedPage(root, '/', { drawn }, async (page) => {
    for (let warmUp = 0; warmUp < 5; warmUp += 1) await openAndCloseCrudTab(page);
    const before = await heapAfterCollection(page);
    const cycles = quick ? 10 : 50;
    for (let cycle = 0; cycle < cycles; cycle += 1) await openAndCloseCrudTab(page);
    const after = await heapAfterCollection(page);
    const section = `Tabs: the CRUD page's tab opened and closed ${cycles} times`;
    const growth = (from: number, to: number) => ((to - from) / from) * 100;
    return [
      { section, name: 'JS objects before', value: before.objects, unit: 'KiB' },
      { section, name: 'JS objects after', value: after.objects, unit: 'KiB' },
      {
        section,
        name: 'JS objects growth',
        value: growth(before.objects, after.objects),
        unit: '%',
        target: targets.tabHeapGrowthPercent,
      },
      {
        section,
        name: 'whole heap growth',
        value: growth(before.used, after.used),
        unit: '%',
        note: `${before.used.toFixed(0)} → ${after.used.toFixed(0)} KiB, compiled code included`,
      },
    ];
  });
}
