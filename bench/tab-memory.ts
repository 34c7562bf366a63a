import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { buildProduct, startProduct } from './product-server.js';
import type { Figure } from './report.js';
import { targets } from './targets.js';

/** The JS heap in use after two full collections, in KiB. */
async function heapAfterCollection(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.enable');
  for (let pass = 0; pass < 2; pass += 1) await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize / 1024;
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
 * Measured after one opening and closing, so the code and data the page keeps cached anyway
 * (its chunks, the query cache's first page) are in the baseline.
 */
export async function measureTabMemory(root: string, quick: boolean): Promise<Figure[]> {
  buildProduct(root);
  const server = await startProduct(root);
  const chromium = await launchChromium();
  const browser = await chromium.connect();
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies(
      (await server.adminCookies()).map((cookie) => ({ ...cookie, url: server.url })),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/`);
    await page.getByRole('tablist', { name: '打开的页面' }).waitFor();
    await openAndCloseCrudTab(page);
    const before = await heapAfterCollection(page);
    const cycles = quick ? 10 : 50;
    for (let cycle = 0; cycle < cycles; cycle += 1) await openAndCloseCrudTab(page);
    const after = await heapAfterCollection(page);
    const section = `Tabs: the CRUD page's tab opened and closed ${cycles} times`;
    return [
      { section, name: 'JS heap before', value: before, unit: 'KiB' },
      { section, name: 'JS heap after', value: after, unit: 'KiB' },
      {
        section,
        name: 'heap growth',
        value: ((after - before) / before) * 100,
        unit: '%',
        target: targets.tabHeapGrowthPercent,
      },
    ];
  } finally {
    await browser.close();
    await chromium.close();
    await server.stop();
  }
}
