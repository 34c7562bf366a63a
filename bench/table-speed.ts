import type { Page } from 'playwright-core';
import { measureLoadedPage } from './loaded-page.js';
import type { Figure } from './report.js';

/** A turn of the users table's page, measured in the page, in milliseconds. */
interface PageTurn {
  /** From the click to the first row showing another record. */
  total: number;
  /** From the click to the list request's start; undefined when the page came from the cache. */
  beforeRequest: number | undefined;
  /** The list request, from its start to the end of its answer. */
  request: number | undefined;
  /** From the end of the answer to the rows on screen. */
  afterResponse: number | undefined;
}

/** Lighthouse's mobile preset slows the CPU four times: a mid-range phone. */
const phoneCpuSlowdown = 4;

/**
 * Clicks a pagination button and times, in the page, the click to the first row showing
 * another record, split by the list request's resource timing.
 */
/**
 * What the page runs before a click: waits for the first row to show another record, then
 * answers the timing. A string, as the bench runs through tsx, whose helpers a function passed
 * to the page would call there, where they are not defined.
 */
const watchPageTurn = `(() => {
  const body = document.querySelector('.admin-shell-crud tbody');
  if (!body) throw new Error('The users table has no body');
  const firstKey = () => body.querySelector('tr[data-row-key]')?.getAttribute('data-row-key');
  const before = firstKey();
  performance.clearResourceTimings();
  window.pageTurn = new Promise((resolve) => {
    let clickedAt;
    document.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || firstKey() === before) return;
      observer.disconnect();
      const now = performance.now();
      const list = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/sys_users/list')).at(-1);
      resolve({
        total: now - clickedAt,
        beforeRequest: list && list.startTime - clickedAt,
        request: list && list.responseEnd - list.startTime,
        afterResponse: list && now - list.responseEnd,
      });
    });
    observer.observe(body, { childList: true, subtree: true, attributes: true });
  });
})()`;

/**
 * Clicks a pagination button and times, in the page, the click to the first row showing
 * another record, split by the list request's resource timing.
 */
async function turnPage(page: Page, button: '下一页' | '上一页'): Promise<PageTurn> {
  await page.evaluate(watchPageTurn);
  await page.getByRole('button', { name: button }).click();
  return (await page.evaluate('window.pageTurn')) as PageTurn;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function turnFigures(section: string, name: string, turns: PageTurn[]): Figure[] {
  const part = (pick: (turn: PageTurn) => number | undefined) =>
    median(turns.map(pick).filter((value): value is number => value !== undefined));
  const fetched = turns.filter((turn) => turn.request !== undefined).length;
  return [
    {
      section,
      name: `${name}, median`,
      value: median(turns.map((turn) => turn.total)),
      unit: 'ms',
      note:
        fetched > 0
          ? `before the request ${part((turn) => turn.beforeRequest).toFixed(0)} ms, the request ${part((turn) => turn.request).toFixed(0)} ms, drawing the rows ${part((turn) => turn.afterResponse).toFixed(0)} ms (${fetched} of ${turns.length} asked the API)`
          : `${turns.length} turns, none asked the API`,
    },
    {
      section,
      name: `${name}, slowest`,
      value: Math.max(...turns.map((turn) => turn.total)),
      unit: 'ms',
    },
  ];
}

/**
 * The CRUD table's page turn on the built product, signed in as admin, on a phone's CPU (4×
 * slower): from a click on the next page to its first row on screen, for pages not read before
 * (each asks the API), then back through the same pages (TanStack Query's cache answers).
 */
export async function measureTableSpeed(root: string, quick: boolean): Promise<Figure[]> {
  const drawn = (page: Page) =>
    page.locator('.admin-shell-crud tbody tr[data-row-key]').first().waitFor();
  const viewport = { width: 1280, height: 800 };
  return measureLoadedPage(root, '/crud-table', { viewport, drawn }, async (page) => {
    // The first turn also warms what a turn runs; measured from the second on.
    await turnPage(page, '下一页');
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
    const count = quick ? 3 : 8;
    const forward: PageTurn[] = [];
    for (let turn = 0; turn < count; turn += 1) forward.push(await turnPage(page, '下一页'));
    const back: PageTurn[] = [];
    for (let turn = 0; turn < count; turn += 1) back.push(await turnPage(page, '上一页'));
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const section = `Table: the users table's page turn, on a phone's CPU (${phoneCpuSlowdown}× slower)`;
    return [
      ...turnFigures(section, 'to a page not read before', forward),
      ...turnFigures(section, 'back to a page read before', back),
    ];
  });
}
